#!/usr/bin/env node
// The architecture's figures (`npm run arch`), from the same dependency-cruiser graph the lint
// checks (.dependency-cruiser.cjs: type-only imports and import() count):
//  - import cycles in src/ and packages/domain/src (each strongly connected group of modules);
//  - the directed feature-to-feature dependencies (src/features/X importing src/features/Y,
//    test files left out: they may reach into a feature to mock it), with their imports;
//  - pairs of features that import each other, and cycles between features.
// Exits non-zero when a target is missed: no cycle of any kind, no pair of features importing
// each other, fewer than MAX_FEATURE_EDGES feature-to-feature dependencies.
import path from "node:path";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const MAX_FEATURE_EDGES = 30;
const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const result = await cruise(["src", "packages/domain/src"], { ...options, validate: false, outputType: "json" }, {}, { tsConfig: extractTSConfig("tsconfig.json") });
/** @type {import("dependency-cruiser").ICruiseResult} */
const graph = typeof result.output === "string" ? JSON.parse(result.output) : result.output;

const ours = (/** @type {string} */ p) => p.startsWith("src/") || p.startsWith("packages/domain/src/");
const isTest = (/** @type {string} */ p) => /\.test\.tsx?$/.test(p) || p.startsWith("src/test/");
const featureOf = (/** @type {string} */ p) => /^src\/features\/([^/]+)\//.exec(p)?.[1] ?? null;

/** module → the modules of ours it imports, every kind of import */
const edges = new Map();
for (const m of graph.modules) {
  if (!ours(m.source)) continue;
  edges.set(m.source, [...new Set(m.dependencies.map((d) => d.resolved).filter(ours))]);
}

/** Tarjan's strongly connected components: each group of more than one module (or a self-import) is a cycle. */
function stronglyConnected(/** @type {Map<string, string[]>} */ g) {
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  for (const start of g.keys()) {
    if (indices.has(start)) continue;
    const work = [[start, 0]];
    indices.set(start, index);
    low.set(start, index);
    index += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const next = (g.get(node) ?? [])[i];
      if (next !== undefined) {
        frame[1] += 1;
        if (!indices.has(next)) {
          indices.set(next, index);
          low.set(next, index);
          index += 1;
          stack.push(next);
          onStack.add(next);
          work.push([next, 0]);
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === indices.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || (g.get(node) ?? []).includes(node)) groups.push(group.sort());
      }
    }
  }
  return groups;
}

/** One cycle through a group, for the reader: a shortest way from its first member back to itself. */
function cycleThrough(/** @type {string[]} */ group) {
  const members = new Set(group);
  const start = group[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of edges.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const way = [node];
        while (previous.get(way[0])) way.unshift(previous.get(way[0]));
        return [...way, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return group;
}

// Feature-to-feature dependencies (test files left out).
/** "from → to" → the importing files */
const featureEdges = new Map();
let featureImports = 0;
for (const [source, targets] of edges) {
  const from = featureOf(source);
  if (!from || isTest(source)) continue;
  for (const target of targets) {
    const to = featureOf(target);
    if (!to || to === from) continue;
    featureImports += 1;
    const key = `${from} → ${to}`;
    featureEdges.set(key, [...(featureEdges.get(key) ?? []), source]);
  }
}
const featureGraph = new Map();
for (const key of featureEdges.keys()) {
  const [from, to] = key.split(" → ");
  featureGraph.set(from, [...(featureGraph.get(from) ?? []), to]);
  if (!featureGraph.has(to)) featureGraph.set(to, []);
}
const mutual = [...featureEdges.keys()].map((k) => k.split(" → ")).filter(([a, b]) => a < b && featureEdges.has(`${b} → ${a}`));
const moduleCycles = stronglyConnected(edges);
const featureCycles = stronglyConnected(featureGraph);

const rel = (/** @type {string} */ p) => p.replace(/^src\/features\//, "");
console.log(`Import cycles: ${moduleCycles.length} (${edges.size} modules in src/ and packages/domain/src)`);
for (const group of moduleCycles) console.log(`  - ${cycleThrough(group).join("\n    → ")}${group.length > 2 ? `\n    (${group.length} modules in this cycle's group)` : ""}`);

console.log(`\nFeature-to-feature dependencies: ${featureEdges.size} (from ${featureImports} imports; target: fewer than ${MAX_FEATURE_EDGES})`);
for (const [key, files] of [...featureEdges].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${key.padEnd(32)} ${files.length} import${files.length === 1 ? "" : "s"}: ${[...new Set(files)].map(rel).join(", ")}`);
}
const importers = new Map();
for (const key of featureEdges.keys()) {
  const to = key.split(" → ")[1];
  importers.set(to, (importers.get(to) ?? 0) + 1);
}
const mostImported = [...importers].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 5);
if (mostImported.length > 0) console.log(`  most imported: ${mostImported.map(([f, n]) => `${f} (by ${n})`).join(", ")}`);

console.log(`\nPairs of features that import each other: ${mutual.length}`);
for (const [a, b] of mutual) console.log(`  - ${a} ⇄ ${b}`);
console.log(`Cycles between features: ${featureCycles.length}`);
for (const group of featureCycles) console.log(`  - ${group.join(", ")}`);

const missed = [
  moduleCycles.length > 0 && `${moduleCycles.length} import cycle(s)`,
  mutual.length > 0 && `${mutual.length} pair(s) of features importing each other`,
  featureCycles.length > 0 && `${featureCycles.length} cycle(s) between features`,
  featureEdges.size >= MAX_FEATURE_EDGES && `${featureEdges.size} feature-to-feature dependencies (fewer than ${MAX_FEATURE_EDGES} wanted)`,
].filter(Boolean);
if (missed.length > 0) {
  console.error(`\nTargets missed: ${missed.join("; ")}.`);
  process.exit(1);
}
console.log("\nTargets met: no cycles, no features importing each other, fewer than 30 feature-to-feature dependencies.");
