import { httpsCallable } from "firebase/functions";
import { getFunctionsClient } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { NearbyPlayersInput, NearbyPlayersPage } from "@shared/players/search";

/**
 * Players near a place: always through the server (the callable
 * findPlayersNearby), which leaves out blocked and unsearchable players and
 * tells availability only where each player's visibility allows the caller.
 */
export async function findPlayersNearby(input: NearbyPlayersInput, failure: string): Promise<NearbyPlayersPage> {
  try {
    const functions = await getFunctionsClient();
    const result = await httpsCallable<NearbyPlayersInput, NearbyPlayersPage>(functions, "findPlayersNearby")(input);
    return result.data;
  } catch (error) {
    throw toAppError(error, failure);
  }
}
