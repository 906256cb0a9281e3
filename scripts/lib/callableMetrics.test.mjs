// The callables metric on this repository, and on a small made-up one that breaks each rule.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { callableMetrics, formatCallableMetrics } from "./callableMetrics.mjs";

const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function repo(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "callables-"));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe("callableMetrics", () => {
  it("finds every callable of this repository inside its contract", () => {
    const m = callableMetrics();
    expect(m.contracts).toBeGreaterThan(0);
    expect(m.defined).toBe(m.contracts);
    expect(formatCallableMetrics(m)).toMatchObject({ ok: true });
  });

  it("counts onCall outside lib/callable.ts, callables without a contract, contracts not exported and untyped web calls", () => {
    const root = repo({
      "packages/domain/src/callables/teams.ts": 'export const a = defineContract({ name: "a", input, output, access });\nexport const b = defineContract({\n  name: "b",\n});\n',
      "functions/src/lib/callable.ts": "export function defineCallable() { return onCall(options, run); }\n",
      "functions/src/index.ts": 'export { a, c } from "./teams/a";\nexport { feed } from "./feed";\n',
      "functions/src/teams/a.ts": "export const a = defineCallable(teams.a, async () => ({}));\nexport const c = onCall(async () => ({}));\n",
      "functions/src/feed.ts": "export const feed = onRequest(handler);\n",
      "src/lib/firebase.ts": "export async function call() { return httpsCallable(instance, name)(input); }\n",
      "src/features/x/api/x.ts": 'export const x = () => callFunction<{ ok: true }>("c", {});\n',
    });
    const m = callableMetrics(root);
    expect(m).toEqual({
      contracts: 2,
      defined: 1,
      onCallOutside: ["functions/src/teams/a.ts:2"],
      exportedWithoutContract: ["c"],
      contractsNotExported: ["b"],
      webCallsUntyped: ["src/features/x/api/x.ts:1"],
    });
    expect(formatCallableMetrics(m).ok).toBe(false);
  });
});
