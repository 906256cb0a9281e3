import ngeohash from "ngeohash";
import type { LatLng } from "@rallyhub/domain/geo";

// Distances and stored geohashes are shared with the Functions.
export { distanceMiles, geohashFor, GEOHASH_PRECISION, type LatLng } from "@rallyhub/domain/geo";

/**
 * Geohash prefix ranges covering a circle, for Firestore range queries
 * (orderBy hash, startAt, endAt). Reads grow with the area, not the user count.
 */
export function geohashQueryRanges(center: LatLng, radiusMiles: number): Array<[string, string]> {
  // The centre cell and its eight neighbours reach at least one whole cell in every
  // direction, so pick the finest precision whose cell's shorter side (width shrinks
  // with latitude) is at least the radius.
  const cellMiles: Array<[width: number, height: number]> = [
    [3112, 3102],
    [778, 388],
    [97, 97],
    [24.3, 12.1],
    [3.04, 3.04],
    [0.76, 0.38],
    [0.095, 0.095],
  ];
  const cosLat = Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
  let precision = 1;
  cellMiles.forEach(([width, height], i) => {
    if (Math.min(width * cosLat, height) >= radiusMiles) precision = i + 1;
  });
  const centerHash = ngeohash.encode(center.lat, center.lng, precision);
  const cells = [centerHash, ...Object.values(neighbours(centerHash))];
  return [...new Set(cells)].sort().map((h) => [h, `${h}~`]);
}

function neighbours(hash: string): Record<string, string> {
  const dirs: Array<[string, [number, number]]> = [
    ["n", [1, 0]],
    ["ne", [1, 1]],
    ["e", [0, 1]],
    ["se", [-1, 1]],
    ["s", [-1, 0]],
    ["sw", [-1, -1]],
    ["w", [0, -1]],
    ["nw", [1, -1]],
  ];
  const out: Record<string, string> = {};
  for (const [name, dir] of dirs) out[name] = ngeohash.neighbor(hash, dir);
  return out;
}
