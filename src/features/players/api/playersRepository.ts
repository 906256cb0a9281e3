import { call } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { NearbyPlayersInput, NearbyPlayersPage } from "@rallyhub/domain/players/search";

/**
 * Players near a place: always through the server (the callable
 * findPlayersNearby), which leaves out blocked and unsearchable players and
 * tells availability only where each player's visibility allows the caller.
 */
export async function findPlayersNearby(input: NearbyPlayersInput, failure: string): Promise<NearbyPlayersPage> {
  try {
    return await call("findPlayersNearby", input);
  } catch (error) {
    throw toAppError(error, failure);
  }
}
