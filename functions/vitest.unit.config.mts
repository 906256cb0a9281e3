import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Pure handlers and helpers: no emulator. The domain package's own tests run in its workspace.
// Some take over a second of CPU alone, and several times that beside the other unit tests and
// lint on two busy cores: 20 s each.
export default defineConfig({
  resolve: { alias: { "@rallyhub/domain": fileURLToPath(new URL("../packages/domain/src", import.meta.url)) }, dedupe: ["zod", "ngeohash"] },
  test: { name: "functions", include: ["src/**/*.test.ts"], environment: "node", testTimeout: 20_000 },
});
