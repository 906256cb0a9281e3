import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { availableParallelism } from "node:os";
import { fileURLToPath, URL } from "node:url";
import { parseConfig } from "./src/lib/configSchema.ts";

// Unit and component tests. No emulators.
// Screens (*.test.tsx) run in jsdom; pure logic (*.test.ts) runs in plain Node,
// which starts much faster. A .test.ts that needs the DOM says so with a
// `// @vitest-environment jsdom` comment.
export default defineConfig({
  plugins: [react()],
  define: { __APP_CONFIG__: JSON.stringify(parseConfig({ VITE_USE_EMULATORS: "true", VITE_ENVIRONMENT: "test" })) },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    // Worker threads start faster than child processes.
    pool: "threads",
    // Every core: the default leaves one free, which on a two-core machine halves the speed.
    maxWorkers: Math.max(2, availableParallelism()),
    env: { VITE_USE_EMULATORS: "true", VITE_ENVIRONMENT: "test" },
    projects: [
      { extends: true, test: { name: "logic", include: ["src/**/*.test.ts", "build/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"], environment: "node" } },
      // A screen test drives MUI through user-event; on a loaded two-core machine one can take
      // several seconds, so they get more than the 5 s default before counting as failed.
      // The domain package's tests, with its own configuration (packages/domain/vitest.config.ts).
      "packages/domain",
      { extends: true, test: { name: "screens", include: ["src/**/*.test.tsx"], environment: "jsdom", testTimeout: 15_000 } },
    ],
  },
});
