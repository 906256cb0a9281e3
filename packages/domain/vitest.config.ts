import { defineConfig } from "vitest/config";

// The domain's pure logic: plain Node, no DOM, no Firebase. Some tests check thousands of
// random cases (coverings, time zones) in one or two seconds of CPU; on a loaded two-core
// machine that can pass the 5 s default, so a timeout here only catches a test that hangs.
export default defineConfig({ test: { name: "domain", include: ["src/**/*.test.ts"], environment: "node", testTimeout: 30_000 } });
