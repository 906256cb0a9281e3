import { collection, getDocs, limit, orderBy, query, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { CITY_PLACES_FAILED, type PlaceSummary } from "../model/place";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { placeSchema } from "@rallyhub/domain/stored/places";

/**
 * The places listed for a city (e.g. "Austin, TX"), by name, bounded: the
 * events' place picker and Local Connect. Apart from the rest of the places
 * repository, so that pages importing the places feature's public surface
 * (the events' place picker) do not carry places by bounds.
 */
export async function listPlacesInCity(city: string, max = 100): Promise<PlaceSummary[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "places"), where("city", "==", city), orderBy("name"), limit(max)));
    return snap.docs.map((d) => readDoc(placeSchema, d));
  } catch (error) {
    throw toAppError(error, CITY_PLACES_FAILED);
  }
}
