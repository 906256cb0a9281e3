#!/usr/bin/env node
// How many callables are outside their contracts (should be 0 each): onCall used
// outside functions/src/lib/callable.ts, callables exported by functions/src/index.ts
// without a contract (packages/domain/src/callables) or not made with defineCallable,
// contracts nobody exports, and web calls that bypass the typed call(name, input)
// (callFunction or httpsCallable outside src/lib/firebase.ts).
// Read from the source text, so it needs no build. `npm run metrics:callables`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function sources(dir, test = (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith(".d.ts")) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(full, test);
    return test(entry.name) ? [full] : [];
  });
}

const read = (file) => fs.readFileSync(file, "utf8");
const rel = (root, file) => path.relative(root, file).split(path.sep).join("/");

/** Occurrences of a pattern in files, as "path:line". */
function occurrences(root, files, pattern) {
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, i) => (pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${rel(root, file)}:${i + 1}`] : [])),
  );
}

/** The names functions/src/index.ts exports, with the module each comes from. */
function exportsOf(root) {
  const index = path.join(root, "functions/src/index.ts");
  const out = [];
  for (const m of read(index).matchAll(/export\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
    const file = path.resolve(path.dirname(index), `${m[2]}.ts`);
    for (const spec of m[1]
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [local, exported = local] = spec.replace(/^type\s+/, "").split(/\s+as\s+/);
      out.push({ name: exported, local, file });
    }
  }
  for (const m of read(index).matchAll(/export\s+const\s+(\w+)\s*=/g)) out.push({ name: m[1], local: m[1], file: index });
  return out;
}

/** How an exported Function is made: "defineCallable", "onCall" (a callable outside its contract) or "other" (triggers, HTTP functions). */
function kindOf({ local, file }) {
  const text = fs.existsSync(file) ? read(file) : "";
  const def = new RegExp(`export\\s+const\\s+${local}\\s*=\\s*(\\w+)\\s*\\(`).exec(text);
  if (def?.[1] === "defineCallable") return "defineCallable";
  if (def?.[1] === "onCall" || def?.[1] === "onCallGenkit") return "onCall";
  return "other";
}

/** The contracts' names (defineContract({ name: "…" }) in packages/domain/src/callables). */
function contractNames(root) {
  const files = sources(path.join(root, "packages/domain/src/callables"));
  return files.flatMap((file) => [...read(file).matchAll(/defineContract\(\{\s*name:\s*"(\w+)"/g)].map((m) => m[1]));
}

export function callableMetrics(root = ROOT) {
  const functionsSrc = sources(path.join(root, "functions/src"));
  const onCallOutside = occurrences(
    root,
    functionsSrc.filter((f) => rel(root, f) !== "functions/src/lib/callable.ts"),
    /\bonCall(Genkit)?\s*[(<]/,
  );
  const exported = exportsOf(root).map((e) => ({ ...e, kind: kindOf(e) }));
  const callables = exported.filter((e) => e.kind !== "other");
  const contracts = new Set(contractNames(root));
  const exportedNames = new Set(callables.map((e) => e.name));
  const webFiles = sources(path.join(root, "src")).filter((f) => rel(root, f) !== "src/lib/firebase.ts");
  return {
    contracts: contracts.size,
    defined: callables.filter((e) => e.kind === "defineCallable").length,
    onCallOutside,
    exportedWithoutContract: callables.filter((e) => !contracts.has(e.name) || e.kind !== "defineCallable").map((e) => e.name),
    contractsNotExported: [...contracts].filter((name) => !exportedNames.has(name)),
    webCallsUntyped: occurrences(root, webFiles, /\b(callFunction|httpsCallable)\s*[(<]/),
  };
}

/** The lines `npm run metrics:callables` prints, and whether everything is inside its contract. */
export function formatCallableMetrics(m) {
  const list = (items) => (items.length > 0 ? `: ${items.join(", ")}` : "");
  const lines = [
    `Callables: ${m.contracts} contracts, ${m.defined} defined with defineCallable.`,
    `Outside defineCallable: ${m.onCallOutside.length} onCall uses outside functions/src/lib/callable.ts${list(m.onCallOutside)}`,
    `Exported callables without a contract (or not made with defineCallable): ${m.exportedWithoutContract.length}${list(m.exportedWithoutContract)}`,
    `Contracts not exported by functions/src/index.ts: ${m.contractsNotExported.length}${list(m.contractsNotExported)}`,
    `Web calls outside the typed call(name, input): ${m.webCallsUntyped.length}${list(m.webCallsUntyped)}`,
  ];
  const ok = m.onCallOutside.length + m.exportedWithoutContract.length + m.contractsNotExported.length + m.webCallsUntyped.length === 0;
  return { lines, ok };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { lines, ok } = formatCallableMetrics(callableMetrics());
  for (const line of lines) console.log(line);
  process.exitCode = ok ? 0 : 1;
}
