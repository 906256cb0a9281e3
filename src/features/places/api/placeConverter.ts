import { str, strList, toMillis } from "@/lib/convert";
import type { Place } from "../model/place";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** places/{id} as the app sees it: plain data (Timestamps as epoch millis), missing fields given safe values. */
export function placeFromData(id: string, x: Record<string, unknown>): Place {
  return {
    id,
    name: str(x.name),
    address: str(x.address),
    city: str(x.city),
    lat: num(x.lat),
    lng: num(x.lng),
    geohash: str(x.geohash),
    sports: strList(x.sports),
    indoor: x.indoor === true,
    photoURL: str(x.photoURL),
    createdBy: str(x.createdBy),
    createdAt: toMillis(x.createdAt) ?? 0,
    updatedAt: toMillis(x.updatedAt) ?? toMillis(x.createdAt) ?? 0,
  };
}
