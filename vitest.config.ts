import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";
import { parseConfig } from "./src/lib/configSchema.ts";

// Unit and component tests: pure logic and screens, in jsdom. No emulators.
export default defineConfig({
  plugins: [react()],
  define: { __APP_CONFIG__: JSON.stringify(parseConfig({ VITE_USE_EMULATORS: "true", VITE_ENVIRONMENT: "test" })) },
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
    env: { VITE_USE_EMULATORS: "true", VITE_ENVIRONMENT: "test" },
  },
});
