import { collection, getDocs, limit, orderBy, query, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { teamSchema } from "@rallyhub/domain/stored/teams";

/** A team as Local Connect lists it. */
export interface LocalTeam {
  id: string;
  name: string;
  gameType: string;
  memberCount: number;
}

/**
 * The teams of a city (its name as the city search gives it, e.g. "Austin,
 * TX"), by name, bounded: one indexed query (city.name, nameLower). For Local
 * Connect's page (src/app/localconnect), which imports it directly: it stays out
 * of the teams feature's public surface, which the home loads.
 */
export async function listTeamsInCity(cityName: string, max: number): Promise<LocalTeam[]> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "teams"), where("city.name", "==", cityName), orderBy("nameLower"), limit(max)));
    return snap.docs.map((d) => {
      const team = readDoc(teamSchema, d);
      return { id: team.id, name: team.name, gameType: team.gameType, memberCount: team.memberCount };
    });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.teamLoad);
  }
}
