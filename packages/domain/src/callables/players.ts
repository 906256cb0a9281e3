import { nearbyPlayersInput, type NearbyPlayersPage } from "../players/search";
import { defineContract, returns, SIGNED_IN } from "./contract";

/** Players near a point (the home's Players Near You, the players page), nearest first, a page at a time. */
export const findPlayersNearby = defineContract({ name: "findPlayersNearby", input: nearbyPlayersInput, output: returns<NearbyPlayersPage>(), access: SIGNED_IN });
