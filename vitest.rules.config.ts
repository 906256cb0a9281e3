import { defineConfig } from "vitest/config";
import { fileURLToPath, URL } from "node:url";

// Firestore rules (against the emulator started by scripts/test.mjs) and database rules (targaryen).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/rules/**/*.test.ts", "tests/database/**/*.test.ts", "tests/integration/**/*.test.ts"],
    // Each worker has a project of its own in the emulators (tests/rules/setup.ts), so files run side by side.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
