import { defineConfig } from "vitest/config";

// Pure handlers and helpers: no emulator. Some (geoCells' random circles) take over a second of
// CPU alone, and several times that beside the other unit tests and lint on two busy cores: 20 s each.
export default defineConfig({ test: { name: "functions", include: ["src/**/*.test.ts"], environment: "node", testTimeout: 20_000 } });
