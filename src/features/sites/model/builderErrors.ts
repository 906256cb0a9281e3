import { BLOCK_LABELS, type SiteBlockType } from "@rallyhub/domain/sites/constants";

export interface FieldProblem {
  path: Array<string | number>;
  message: string;
}

/** Every message in react-hook-form's errors object, with its path (depth first, in field order). */
export function collectProblems(errors: unknown, path: Array<string | number> = []): FieldProblem[] {
  if (!errors || typeof errors !== "object") return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" && typeof node.type === "string") return [{ path, message: node.message }];
  const out: FieldProblem[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === "ref") continue;
    const step: string | number = Array.isArray(errors) ? Number(key) : key === "root" ? "root" : key;
    out.push(...collectProblems(value, [...path, step]));
  }
  return out;
}

interface Named {
  pages: Array<{ title: string; blocks: Array<{ type: SiteBlockType }> }>;
}

/** Where a problem is, in words the builder's user knows: 'Page "About", block 2 (Image)', 'Site settings'. */
export function whereIs(path: Array<string | number>, values: Named): string {
  const [first, pageIndex, second, blockIndex] = path;
  if (first === "pages" && typeof pageIndex === "number") {
    const page = values.pages[pageIndex];
    const name = `Page "${page?.title.trim() || pageIndex + 1}"`;
    if (second === "blocks" && typeof blockIndex === "number") {
      const type = page?.blocks[blockIndex]?.type;
      return `${name}, block ${blockIndex + 1}${type ? ` (${BLOCK_LABELS[type]})` : ""}`;
    }
    return name;
  }
  if (first === "pages") return "Pages";
  if (first === "title") return "Site title";
  return "Site settings";
}

/** The index of the page a problem is on, or null. */
export function pageOf(problem: FieldProblem): number | null {
  return problem.path[0] === "pages" && typeof problem.path[1] === "number" ? problem.path[1] : null;
}
