import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { parseConfig } from "./src/lib/configSchema.ts";

// Unit and component tests, and the Functions' own unit tests (functions/vitest.*.config.mts),
// in one run. No emulators.
// Screens (*.test.tsx) run in jsdom; pure logic (*.test.ts) runs in plain Node,
// which starts much faster. A .test.ts that needs the DOM says so with a
// `// @vitest-environment jsdom` comment.
//
// Isolation: a test file that mocks a module (vi.mock and friends), stubs a global or the
// environment, or installs fake timers needs a module graph of its own, so that what it replaced
// reaches no other file: those files run isolated, each in a fresh worker (vitest's default).
// The others share their worker's modules and environment with the files that ran before them
// (`isolate: false`): no new thread, jsdom and imports (MUI, React, Firebase) for each file,
// which is most of a short file's time. src/test/setup.ts resets what they share after each test
// (rendered trees, storage). The split is made from the files' text, so a new test that mocks
// is isolated without asking.
//
// Time zones: every project runs in UTC, whatever the machine's zone, so a test that prints a time
// reads the same everywhere. The zone is the process's (process.env.TZ, read again by Node when it
// is assigned): the worker threads share this process, so it is set here, before any starts.
// Screens whose text depends on the viewer's zone (a game's time, issue 31:
// packages/domain/src/time/gameTime.ts) say so with a `// @viewer-zones` line and run twice, in
// each of VIEWER_ZONES, each in a process of its own (a fork takes TZ from its env; a thread
// cannot). Each run provides its zone as `viewerZone` (src/test/viewerZone.ts), so a run whose
// zone did not take fails instead of passing twice in UTC.
process.env.TZ = "UTC";
const VIEWER_ZONES = ["UTC", "America/Chicago"] as const;
const ZONED = /^\/\/ @viewer-zones\b/m;
const root = fileURLToPath(new URL(".", import.meta.url));
const NEEDS_ISOLATION = /\bvi\.(mock|doMock|unmock|doUnmock|hoisted|importMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\b|@vitest-environment/;

function testFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = `${d}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(rel);
      } else if (pattern.test(entry.name)) found.push(rel);
    }
  };
  walk(dir);
  return found.sort();
}

function split(files: string[]): { isolated: string[]; shared: string[] } {
  const isolated = files.filter((f) => NEEDS_ISOLATION.test(readFileSync(path.join(root, f), "utf8")));
  return { isolated, shared: files.filter((f) => !isolated.includes(f)) };
}

const logic = split(["src", "build", "scripts"].flatMap((d) => testFiles(d, /\.test\.(ts|mjs)$/)));
const screenFiles = testFiles("src", /\.test\.tsx$/);
const zoned = screenFiles.filter((f) => ZONED.test(readFileSync(path.join(root, f), "utf8")));
const screens = split(screenFiles.filter((f) => !zoned.includes(f)));

export default defineConfig({
  plugins: [react()],
  define: { __APP_CONFIG__: JSON.stringify(parseConfig({ VITE_USE_EMULATORS: "true", VITE_ENVIRONMENT: "test" })), __APP_ENVIRONMENT__: JSON.stringify("test") },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // Worker threads start faster than child processes.
    pool: "threads",
    // Every core: the default leaves one free, which on a two-core machine halves the speed.
    maxWorkers: Math.max(2, availableParallelism()),
    env: { VITE_USE_EMULATORS: "true", VITE_ENVIRONMENT: "test" },
    // They run beside lint and the emulators' start: a CPU-heavy test can take several times its
    // own time on two busy cores, past the 5 s default.
    testTimeout: 15_000,
    // The screens' dependencies (MUI, React, Firebase …) bundled once into a few files, rather than
    // hundreds of modules that each isolated file's fresh worker reads and links again.
    deps: { optimizer: { client: { enabled: true } } },
    projects: [
      { extends: true, test: { name: "logic", include: logic.shared, environment: "node", isolate: false } },
      { extends: true, test: { name: "logic (isolated)", include: logic.isolated, environment: "node" } },
      // A screen test drives MUI through user-event; on a loaded two-core machine one can take
      // several seconds (over 15 s seen, beside lint and other work), so they get 30 s before counting as failed.
      { extends: true, test: { name: "screens", include: screens.shared, environment: "jsdom", testTimeout: 30_000, isolate: false } },
      { extends: true, test: { name: "screens (isolated)", include: screens.isolated, environment: "jsdom", testTimeout: 30_000 } },
      ...VIEWER_ZONES.map((zone) => ({
        extends: true as const,
        test: { name: `screens (${zone})`, include: zoned, environment: "jsdom" as const, testTimeout: 30_000, pool: "forks" as const, env: { TZ: zone }, provide: { viewerZone: zone } },
      })),
      // The domain package's tests, with its own configuration (packages/domain/vitest.config.ts).
      "packages/domain",
      // The Functions' pure handlers and the Stripe fake's contract tests, with their own configs and dependencies.
      "functions/vitest.unit.config.mts",
      "functions/vitest.fake.config.mts",
    ],
  },
});
