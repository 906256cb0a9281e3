#!/usr/bin/env node
// Import-cycle check for src/ (part of `npm run lint`). Resolves every import
// with TypeScript's own module resolution and the project's tsconfig (so the
// "@/..." alias resolves as the compiler sees it), then reports each strongly
// connected group of modules. Type-only imports are ignored: they vanish at
// build time and cannot cause an initialisation-order bug.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(import.meta.dirname, "..");
const configPath = path.join(root, "tsconfig.json");
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root);

function listSources(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSources(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Runtime (non-type-only) module specifiers of one file. */
function runtimeImports(file) {
  const text = fs.readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specs = [];
  for (const stmt of source.statements) {
    if (ts.isImportDeclaration(stmt)) {
      const clause = stmt.importClause;
      if (clause?.isTypeOnly) continue;
      if (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)) continue;
      specs.push(stmt.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(stmt) && stmt.moduleSpecifier && !stmt.isTypeOnly) {
      specs.push(stmt.moduleSpecifier.text);
    }
  }
  // Dynamic import() is how routes and Firebase load lazily: not a static cycle.
  return specs;
}

const files = listSources(path.join(root, "src"));
const known = new Set(files);
const graph = new Map();
for (const file of files) {
  const edges = [];
  for (const spec of runtimeImports(file)) {
    const resolved = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule;
    if (resolved && !resolved.isExternalLibraryImport && known.has(path.normalize(resolved.resolvedFileName))) edges.push(path.normalize(resolved.resolvedFileName));
  }
  graph.set(file, edges);
}

// Tarjan's strongly connected components (iterative, so deep graphs are fine).
let index = 0;
const indices = new Map();
const lowlink = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
for (const start of files) {
  if (indices.has(start)) continue;
  const work = [[start, 0]];
  indices.set(start, index); lowlink.set(start, index); index += 1; stack.push(start); onStack.add(start);
  while (work.length > 0) {
    const frame = work[work.length - 1];
    const [node, i] = frame;
    const edges = graph.get(node) ?? [];
    if (i < edges.length) {
      frame[1] += 1;
      const next = edges[i];
      if (!indices.has(next)) {
        indices.set(next, index); lowlink.set(next, index); index += 1; stack.push(next); onStack.add(next);
        work.push([next, 0]);
      } else if (onStack.has(next)) {
        lowlink.set(node, Math.min(lowlink.get(node), indices.get(next)));
      }
      continue;
    }
    work.pop();
    if (work.length > 0) {
      const parent = work[work.length - 1][0];
      lowlink.set(parent, Math.min(lowlink.get(parent), lowlink.get(node)));
    }
    if (lowlink.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do { member = stack.pop(); onStack.delete(member); group.push(member); } while (member !== node);
      const selfLoop = group.length === 1 && (graph.get(node) ?? []).includes(node);
      if (group.length > 1 || selfLoop) cycles.push(group);
    }
  }
}

if (cycles.length > 0) {
  console.error(`Import cycles found in src/ (${cycles.length}):`);
  for (const group of cycles) console.error(`  - ${group.map((f) => path.relative(root, f)).sort().join("\n    ")}`);
  console.error("Break each cycle: move what both sides need into a module neither imports back.");
  process.exit(1);
}
console.log(`No import cycles in src/ (${files.length} modules checked).`);
