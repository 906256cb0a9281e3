import { cellAt, latBitsOf, lngBitsOf, type Bounds, type Cell } from "./cell";

/**
 * The greedy covering of a region by cells of mixed levels (cell.ts), for
 * the circles of "near here" searches (geoCells.ts) and the map bounds of
 * places (places/bounds.ts).
 *
 * It starts from the cells of one level that touch the region, at the
 * coarsest level where they fit in `max` and at the finest few such levels,
 * and refines each: repeatedly it replaces the cell whose split leaves out
 * the most area outside the region per cell added by the parts of it that
 * touch the region (looking a few levels down), while the count stays
 * within `max` and, when `enough` is given, until the covering's area is
 * within that multiple of the region's. The covering of least area wins.
 * Its cells all touch the region, none lies inside another, and together
 * they hold every point of it (a cell is only ever replaced by all of its
 * parts that touch the region).
 */

/** A region to cover: its area, a box around it, and how a cell lies against it. */
export interface Region {
  /** Square miles. */
  area: number;
  /** A box holding the region; its west may lie below -180 or its east above 180 when it crosses the antimeridian. */
  box: Bounds;
  /** Whether a cell shares a point with the region (edges included); when unsure, true (which keeps the cell). */
  touches(cell: Cell): boolean;
  /** Whether a cell lies wholly inside the region (splitting it cannot help); when unsure, false. */
  contains(cell: Cell): boolean;
}

export interface CoverOptions {
  /** The levels the cells may have, coarse to fine (at most 46). */
  levels: readonly number[];
  /** Cells in the covering at most. */
  max: number;
  /** Refinement stops once the covering's area is within this multiple of the region's; without it, it goes on while a split fits. */
  enough?: number;
  /**
   * How many levels below a cell a split looks (halving a cell often leaves
   * nothing out until the halves are halved again): 4 by default, which
   * follows a curved edge; 2 (a halving across each axis) is enough for an
   * edge along a parallel or a meridian, and quicker.
   */
  lookahead?: number;
}

/** Splits that leave out less than this share of the region's area are not worth their time. */
const MIN_GAIN = 1e-4;
/** Besides the coarsest level whose touching cells fit, a covering starts from this many of the finest such levels. */
const FINE_STARTS = 2;

/** A cell met while covering, with what is known of it. */
interface Node extends Cell {
  touches?: boolean;
  inside?: boolean;
  splits?: Split[];
}

interface Split {
  cells: Node[];
  /** Area no longer covered. */
  gain: number;
}

/** What of the region lies in a cell, to a few levels below it (a tree of the parts that touch it). */
interface Parts {
  cell: Node;
  /** Null when the cell is not split (wholly inside, or at the deepest level looked at). */
  parts: Parts[] | null;
  /** Every part touches the region. */
  whole: boolean;
}

const areaOf = (cells: readonly Cell[]) => cells.reduce((sum, c) => sum + c.area, 0);

/** At most `max` cells of `levels` that together cover the region, none inside another (a RangeError when no level's touching cells fit). */
export function cover(region: Region, { levels, max, enough, lookahead = 4 }: CoverOptions): Cell[] {
  const known = new Map<number, Node>();
  const nodeAt = (level: number, x: number, y: number): Node => {
    const key = (x * 2 ** latBitsOf(level) + y) * 64 + level;
    let node = known.get(key);
    if (!node) known.set(key, (node = cellAt(level, x, y)));
    return node;
  };
  const touches = (node: Node) => (node.touches ??= region.touches(node));
  const inside = (node: Node) => (node.inside ??= region.contains(node));

  /** The cells at `level` that touch the region, or null when there are more than `max`. */
  function touchingAt(level: number): Node[] | null {
    const nx = 2 ** lngBitsOf(level);
    const ny = 2 ** latBitsOf(level);
    // The index of the cell holding a coordinate: on a boundary, the cell below it (as ngeohash puts it).
    const index = (offset: number, size: number) => Math.ceil(offset / size) - 1;
    let [x0, x1] = [index(region.box.west + 180, 360 / nx), index(region.box.east + 180, 360 / nx)];
    if (x1 - x0 + 1 >= nx) [x0, x1] = [0, nx - 1];
    const y0 = Math.max(0, index(region.box.south + 90, 180 / ny));
    const y1 = Math.min(ny - 1, index(region.box.north + 90, 180 / ny));
    // A region touches well over a quarter of the cells of its box (a circle does): past that many, more than `max`.
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 4 * max + 16) return null;
    const found: Node[] = [];
    for (let x = x0; x <= x1; x += 1) {
      for (let y = y0; y <= y1; y += 1) {
        const node = nodeAt(level, ((x % nx) + nx) % nx, y);
        if (touches(node)) found.push(node);
      }
    }
    return found.length <= max ? found : null;
  }

  function partsOf(cell: Node, deepest: number): Parts {
    const next = levels[levels.indexOf(cell.level) + 1];
    if (next === undefined || next > deepest || inside(cell)) return { cell, parts: null, whole: true };
    const sx = 2 ** (lngBitsOf(next) - lngBitsOf(cell.level));
    const sy = 2 ** (latBitsOf(next) - latBitsOf(cell.level));
    const found: Node[] = [];
    for (let i = 0; i < sx; i += 1) {
      for (let j = 0; j < sy; j += 1) {
        const part = nodeAt(next, cell.x * sx + i, cell.y * sy + j);
        if (touches(part)) found.push(part);
      }
    }
    return { cell, parts: found.map((part) => partsOf(part, deepest)), whole: found.length === sx * sy };
  }

  /** The fewest cells, at most `depth` levels of `levels` below the tree's cell, that cover what of the region lies in it. */
  function coverAt(tree: Parts, depth: number): Node[] {
    if (depth === 0 || !tree.parts) return [tree.cell];
    const cells: Node[] = [];
    let same = tree.whole;
    for (const part of tree.parts) {
      const sub = coverAt(part, depth - 1);
      if (sub.length !== 1 || sub[0] !== part.cell) same = false;
      cells.push(...sub);
    }
    return same ? [tree.cell] : cells;
  }

  /** The ways to split a cell that leave out some area: into what of the region it holds, 1 to `lookahead` levels down. */
  function splitsOf(cell: Node): Split[] {
    if (cell.splits) return cell.splits;
    const splits: Split[] = [];
    if (!inside(cell)) {
      const tree = partsOf(cell, cell.level + lookahead);
      for (let depth = 1; depth <= lookahead; depth += 1) {
        const cells = coverAt(tree, depth);
        const gain = cell.area - areaOf(cells);
        if (gain > MIN_GAIN * region.area && !splits.some((s) => s.cells.length === cells.length && Math.abs(s.gain - gain) <= 1e-9 * cell.area)) splits.push({ cells, gain });
      }
    }
    return (cell.splits = splits);
  }

  /** Repeatedly the split that leaves out the most area per cell it adds, while the count stays within `max` (and the area above `enough`). */
  function refine(start: Node[]): Node[] {
    let cells = start;
    while (enough === undefined || areaOf(cells) > enough * region.area) {
      let best: { cell: Node; split: Split; score: number } | null = null;
      for (const cell of cells) {
        for (const split of splitsOf(cell)) {
          const added = split.cells.length - 1;
          if (cells.length + added > max) continue;
          const score = added <= 0 ? Infinity : split.gain / added;
          if (!best || score > best.score || (score === best.score && split.gain > best.split.gain)) best = { cell, split, score };
        }
      }
      if (!best) break;
      const chosen = best;
      cells = [...cells.filter((cell) => cell !== chosen.cell), ...chosen.split.cells];
    }
    return cells;
  }

  const starts: Node[][] = [];
  // The coarsest level whose touching cells fit (their count only grows with the level) …
  let coarsest = 0;
  for (; coarsest < levels.length; coarsest += 1) {
    const found = touchingAt(levels[coarsest] ?? 0);
    if (found) {
      starts.push(found);
      break;
    }
  }
  if (starts.length === 0) throw new RangeError(`No level's cells touching the region fit in ${max}`);
  // … and the finest few.
  for (let i = levels.length - 1; i > coarsest && starts.length <= FINE_STARTS; i -= 1) {
    const found = touchingAt(levels[i] ?? 0);
    if (found) starts.push(found);
  }
  let best: Node[] = [];
  for (const start of starts) {
    const refined = refine(start);
    if (best.length === 0 || areaOf(refined) < areaOf(best)) best = refined;
  }
  return best;
}
