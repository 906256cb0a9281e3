import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ICruiseResult, IConfiguration } from "dependency-cruiser";

/**
 * Proves the import boundaries (DESIGN.md, Layout; .dependency-cruiser.cjs) with fixtures:
 * each file in tests/lint/fixtures says where it stands ("lint-as") and which rules it must
 * break ("expect", one name per violation). A copy of src/ and packages/domain/src gets each
 * fixture at its place, and the lint's own command (dependency-cruiser with the project's
 * config) must report exactly those violations for it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fixturesDir = path.join(root, "tests/lint/fixtures");
const configFile = ".dependency-cruiser.cjs";

interface Fixture {
  name: string;
  lintAs: string;
  expected: string[];
  text: string;
}

function readFixtures(): Fixture[] {
  return fs
    .readdirSync(fixturesDir)
    .filter((f) => /\.tsx?$/.test(f))
    .sort()
    .map((name) => {
      const text = fs.readFileSync(path.join(fixturesDir, name), "utf8");
      const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(text)?.[1];
      const expect = /^\/\/ expect: (.+)$/m.exec(text)?.[1];
      if (!lintAs || !expect) throw new Error(`${name}: needs '// lint-as: src/…' and '// expect: …' lines`);
      return { name, lintAs, text, expected: expect.trim() === "none" ? [] : expect.split(",").map((s) => s.trim()) };
    });
}

const fixtures = readFixtures();
const config = createRequire(import.meta.url)(path.join(root, configFile)) as IConfiguration;
/** where a fixture stands → the rules it breaks */
const found = new Map<string, string[]>();
let work = "";

beforeAll(() => {
  // The project's code with the fixtures in their places, beside the real node_modules.
  work = fs.mkdtempSync(path.join(os.tmpdir(), "boundaries-"));
  fs.cpSync(path.join(root, "src"), path.join(work, "src"), { recursive: true });
  fs.cpSync(path.join(root, "packages/domain/src"), path.join(work, "packages/domain/src"), { recursive: true });
  for (const file of ["tsconfig.json", "package.json", configFile]) fs.copyFileSync(path.join(root, file), path.join(work, file));
  fs.symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"), "dir");
  for (const f of fixtures) {
    fs.mkdirSync(path.dirname(path.join(work, f.lintAs)), { recursive: true });
    fs.writeFileSync(path.join(work, f.lintAs), f.text);
  }
  // The lint's command, on the fixtures (and whatever they import); it exits non-zero on the errors it finds.
  let output: string;
  try {
    output = execFileSync(
      process.execPath,
      [path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs"), ...fixtures.map((f) => f.lintAs), "--config", configFile, "--output-type", "json"],
      { cwd: work, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
    );
  } catch (error) {
    output = (error as { stdout?: string }).stdout ?? "";
    if (!output) throw error;
  }
  const result = JSON.parse(output) as ICruiseResult;
  for (const v of result.summary.violations) {
    // A cycle is reported once, from one of its modules: it counts against each module in it.
    const modules = v.cycle ? v.cycle.map((step) => step.name) : [v.from];
    for (const m of new Set(modules)) found.set(m, [...(found.get(m) ?? []), v.rule.name]);
  }
}, 180_000);

afterAll(() => {
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe("import boundaries (.dependency-cruiser.cjs)", () => {
  it("has a fixture for each case", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(15);
    expect(new Set(fixtures.map((f) => f.lintAs)).size).toBe(fixtures.length);
  });

  it.each(fixtures.map((f) => [f.name, f] as const))("%s", (_name, fixture) => {
    expect((found.get(fixture.lintAs) ?? []).sort()).toEqual([...fixture.expected].sort());
  });

  it("every rule of the boundaries has a fixture that breaks it", () => {
    const broken = new Set(fixtures.flatMap((f) => f.expected));
    const rules = new Set((config.forbidden ?? []).map((r) => r.name));
    expect([...broken].sort()).toEqual([...rules].sort());
  });

  it("counts type-only imports and lazy import()s", () => {
    expect(config.options?.tsPreCompilationDeps).toBe(true);
  });
});
