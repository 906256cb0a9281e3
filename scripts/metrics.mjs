#!/usr/bin/env node
// `npm run metrics`: the consolidation's figures in one place, each with its target.
//  - the architecture (npm run arch): import cycles, feature-to-feature dependencies, features
//    that import each other;
//  - callables outside defineCallable (npm run metrics:callables);
//  - the stage times of the last complete `npm test` on this machine (.cache/test-times.json,
//    written by scripts/test.mjs), against the 10-minute goal.
// Exits non-zero when a target is missed (a missing test run is reported, not counted).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { callableMetrics, formatCallableMetrics } from "./lib/callableMetrics.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const TEST_GOAL_S = 600;
let ok = true;

console.log("== Architecture (npm run arch) ==");
const arch = spawnSync(process.execPath, [path.join(ROOT, "scripts/arch.mjs")], { cwd: ROOT, stdio: "inherit" });
if (arch.status !== 0) ok = false;

console.log("\n== Callables (npm run metrics:callables) ==");
const callables = formatCallableMetrics(callableMetrics(ROOT));
for (const line of callables.lines) console.log(line);
if (!callables.ok) ok = false;

console.log("\n== npm test stage times ==");
let times = null;
try {
  times = JSON.parse(fs.readFileSync(path.join(ROOT, ".cache/test-times.json"), "utf8"));
} catch {
  // No run kept on this machine yet.
}
const run = times?.lastComplete ?? null;
if (!run) {
  console.log("No complete `npm test` has run on this machine yet (its stage times are kept in .cache/test-times.json).");
  if (times?.last) console.log(`The last run (${times.last.at}, partial or failed) took ${times.last.total} s.`);
} else {
  console.log(`Last complete run: ${run.at}`);
  console.log("  stage                       took     from");
  for (const s of run.stages) console.log(`  ${s.name.padEnd(26)} ${s.took.toFixed(1).padStart(6)} s  +${s.from.toFixed(0).padStart(4)} s  ${s.status}`);
  const within = run.total <= TEST_GOAL_S;
  console.log(`  ${"total".padEnd(26)} ${run.total.toFixed(1).padStart(6)} s  (goal: ${TEST_GOAL_S} s: ${within ? "met" : "missed"})`);
  if (!within) ok = false;
}

console.log(!ok ? "\nA target is missed (see above)." : run ? "\nAll targets met." : "\nThe other targets are met; the test time is not known until `npm test` has run here.");
process.exitCode = ok ? 0 : 1;
