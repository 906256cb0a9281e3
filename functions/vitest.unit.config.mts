import { defineConfig } from "vitest/config";

// Pure handlers and helpers: no emulator.
export default defineConfig({ test: { name: "functions", include: ["src/**/*.test.ts"], environment: "node" } });
