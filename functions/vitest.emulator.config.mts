import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Functions running in the Functions emulator against the Firestore and Auth emulators.
export default defineConfig({
  resolve: { alias: { "@rallyhub/domain": fileURLToPath(new URL("../packages/domain/src", import.meta.url)) }, dedupe: ["zod", "ngeohash"] },
  test: { include: ["test/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 30_000, fileParallelism: false },
});
