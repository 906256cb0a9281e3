import { collection, getDocs, limit, orderBy, query, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { str, strList } from "@/lib/convert";

/** A court, field or venue (spec §7 Places). */
export interface PlaceSummary {
  id: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  sports: string[];
  indoor: boolean;
}

/** The places listed for a city (e.g. "Austin, TX"), by name (bounded). */
export async function listPlacesInCity(city: string, max = 100): Promise<PlaceSummary[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "places"), where("city", "==", city), orderBy("name"), limit(max)));
    return snap.docs.map((d) => {
      const x = d.data();
      return {
        id: d.id,
        name: str(x.name),
        address: str(x.address),
        city: str(x.city),
        lat: typeof x.lat === "number" ? x.lat : 0,
        lng: typeof x.lng === "number" ? x.lng : 0,
        sports: strList(x.sports),
        indoor: x.indoor === true,
      };
    });
  } catch (error) {
    throw toAppError(error, "The places could not be loaded.");
  }
}
