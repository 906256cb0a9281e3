import { defineConfig, loadEnv } from "vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath, URL } from "node:url";
import { parseConfig, ConfigError } from "./src/lib/configSchema";

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  // A malformed environment stops `npm start` and builds here, naming the variable.
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const port = Number(process.env.PORT ?? 5173);
  return {
    plugins: [react()],
    resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
    server: { host: "127.0.0.1", port, strictPort: true, allowedHosts: [".localhost"] },
    preview: { host: "127.0.0.1", port, strictPort: true, allowedHosts: [".localhost"] },
    build: { target: "es2022", sourcemap: true, chunkSizeWarningLimit: 800 },
  };
});
