import { defineConfig } from "vitest/config";
import { fileURLToPath, URL } from "node:url";
import { parseConfig } from "./src/lib/configSchema.ts";

// `npm run bench` (scripts/bench.mjs): figures measured against the emulators
// that the script starts. Not part of `npm test`; nothing here is timed to pass.
const viteEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith("VITE_")));

export default defineConfig({
  define: { __APP_CONFIG__: JSON.stringify(parseConfig({ VITE_USE_EMULATORS: "true", VITE_ENVIRONMENT: "test", ...viteEnv })), __APP_ENVIRONMENT__: JSON.stringify("test") },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["bench/**/*.figures.ts"],
    fileParallelism: false,
    testTimeout: 30 * 60_000,
    hookTimeout: 30 * 60_000,
  },
});
