import { defineConfig } from "vitest/config";

// The Stripe fake's contract tests: the real `stripe` SDK and fetch against the fake,
// started in-process on port 0 (no emulators). cd functions && npx vitest run --config vitest.fake.config.mts
export default defineConfig({
  test: {
    name: "stripe-fake",
    include: ["stripe-fake/**/*.test.ts"],
    exclude: ["stripe-fake/lib/**", "**/node_modules/**"],
    environment: "node",
    testTimeout: 15_000,
  },
});
