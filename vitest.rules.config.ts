import { defineConfig } from "vitest/config";
import { fileURLToPath, URL } from "node:url";

// Firestore rules (against the emulator started by scripts/test.mjs) and database rules (targaryen).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/rules/**/*.test.ts", "tests/database/**/*.test.ts", "tests/integration/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
