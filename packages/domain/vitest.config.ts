import { defineConfig } from "vitest/config";

// The domain's pure logic: plain Node, no DOM, no Firebase.
export default defineConfig({ test: { name: "domain", include: ["src/**/*.test.ts"], environment: "node" } });
