import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { boundariesPlugin } from "./eslint-boundaries.js";

/**
 * Proves the import boundaries (DESIGN.md, Layout) with fixtures: each file in
 * tests/lint/fixtures says where it stands in src/ ("lint-as") and which
 * boundary problems it must raise ("expect"). The real ESLint config must turn
 * the rule on for that path, and the rule must report exactly those problems.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fixturesDir = path.join(root, "tests/lint/fixtures");

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

// The rule alone, with a parser that needs no type information (the fixtures are not files of the TypeScript project).
const ruleOnly = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ["**/*.{ts,tsx}"], languageOptions: { parser: tseslint.parser }, plugins: { boundaries: boundariesPlugin }, rules: { "boundaries/imports": "error" } }],
});
const realConfig = new ESLint({ cwd: root });

describe("import boundaries (build/eslint-boundaries.js)", () => {
  // The first calls load the project's ESLint config (typescript-eslint and the plugins) and the
  // parser: several seconds on a busy two-core machine, which made the first fixture time out at
  // the 5 s test default. They happen here, under the hook's own limit.
  beforeAll(async () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
    const first = fixtures[0];
    if (first) await Promise.all([realConfig.calculateConfigForFile(path.join(root, first.lintAs)), ruleOnly.lintText(first.text, { filePath: path.join(root, first.lintAs) })]);
  }, 60_000);

  it.each(fixtures.map((f) => [f.name, f] as const))("%s", async (_name, fixture) => {
    // The project's own config applies the rule, as an error, where the fixture stands.
    const config = (await realConfig.calculateConfigForFile(path.join(root, fixture.lintAs))) as { rules?: Record<string, unknown> };
    expect(config.rules?.["boundaries/imports"]).toEqual([2]);

    const [result] = await ruleOnly.lintText(fixture.text, { filePath: path.join(root, fixture.lintAs) });
    const problems = (result?.messages ?? []).map((m) => (m.ruleId === "boundaries/imports" ? (m.messageId ?? m.message) : `${m.ruleId ?? "parse"}: ${m.message}`));
    expect(problems).toEqual(fixture.expected);
  });

  it("every rule of the boundaries has a fixture that breaks it", () => {
    const broken = new Set(fixtures.flatMap((f) => f.expected));
    const rule = boundariesPlugin.rules?.imports as { meta?: { messages?: Record<string, string> } } | undefined;
    expect([...broken].sort()).toEqual(Object.keys(rule?.meta?.messages ?? {}).sort());
  });
});
