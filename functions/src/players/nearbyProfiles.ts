import { FieldPath, type DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../admin";
import { cellHashRange } from "@rallyhub/domain/geoCells";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { publicProfileServerSchema, type ServerPublicProfile } from "@rallyhub/domain/stored/users";

/**
 * Searchable public profiles in geohash cells (a covering of a circle, from
 * coveringCells), each cell a range of the stored `city.hash`, read in pages:
 * every cell keeps its own position (the last profile read, by hash then id),
 * so reads grow with what is shown, not with the number of players. Used by
 * the players-near-you search and the organizer's 'Find available players'.
 */

/** Where the reading of one cell stands: not begun, finished, or after this profile (its hash and id). */
export type CellPosition = "start" | "done" | readonly [hash: string, id: string];

export interface CellRound {
  /** The profiles read, every cell's in hash order. */
  docs: DocumentSnapshot[];
  /** Each cell's position after this round. */
  positions: CellPosition[];
  reads: number;
}

/**
 * Reads up to `perCell` more profiles from every cell not finished, in
 * parallel. A cell is finished once it returns fewer than asked. With
 * `sport`, only profiles that list it (an index on searchable, sports,
 * city.hash).
 */
export async function readCells(cells: readonly string[], positions: readonly CellPosition[], options: { perCell: number; sport?: string | null }): Promise<CellRound> {
  const rounds = await Promise.all(
    cells.map(async (cell, i): Promise<{ docs: DocumentSnapshot[]; position: CellPosition }> => {
      const position = positions[i] ?? "start";
      if (position === "done") return { docs: [], position };
      const { start, end } = cellHashRange(cell);
      let query = db().collection("publicProfiles").where("searchable", "==", true);
      if (options.sport) query = query.where("sports", "array-contains", options.sport);
      query = query.where("city.hash", ">=", start).where("city.hash", "<=", end).orderBy("city.hash").orderBy(FieldPath.documentId());
      if (position !== "start") query = query.startAfter(position[0], position[1]);
      const snap = await query.limit(options.perCell).get();
      const last = snap.docs.at(-1);
      const next: CellPosition = snap.size < options.perCell || !last ? "done" : [profileOf(last).cityHash, last.id];
      return { docs: snap.docs, position: next };
    }),
  );
  return { docs: rounds.flatMap((r) => r.docs), positions: rounds.map((r) => r.position), reads: rounds.reduce((sum, r) => sum + Math.max(1, r.docs.length), 0) };
}

/** A public profile as the Functions read it (publicProfileServerSchema). */
export const profileOf = (profile: DocumentSnapshot): ServerPublicProfile => readDoc(publicProfileServerSchema, profile);
