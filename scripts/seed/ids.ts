// The seeded documents' ids: fixed, so that a reseed overwrites what the last one wrote.

const pad = (n: number, width: number) => String(n).padStart(width, "0");

export const playerId = (n: number): string => `player-${pad(n, 3)}`;
export const teamId = (n: number): string => `team-${pad(n, 2)}`;
export const eventId = (n: number): string => `event-${pad(n, 3)}`;
export const placeId = (n: number): string => `place-${pad(n, 2)}`;
export const postId = (n: number): string => `post-${pad(n, 3)}`;

/** A Stripe id of the seed's own ("cus_sim_player_017"): the first "-" of the uid or team id becomes "_". */
export const simId = (prefix: "cus" | "sub", id: string): string => `${prefix}_sim_${id.replace("-", "_")}`;
