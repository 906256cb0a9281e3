import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Pure handlers and helpers: no emulator. The domain package's own tests run in its workspace.
export default defineConfig({
  resolve: { alias: { "@rallyhub/domain": fileURLToPath(new URL("../packages/domain/src", import.meta.url)) }, dedupe: ["zod", "ngeohash"] },
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
