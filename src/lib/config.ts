import type { AppConfig } from "./configSchema";

declare const __APP_CONFIG__: AppConfig;

/**
 * The validated configuration. vite.config.ts (and vitest.config.ts) parse the
 * VITE_* environment with the zod schema in configSchema.ts when the dev server
 * starts or the app is built — a malformed value stops it there, naming the
 * variable — and hand the parsed object to the app, so the browser never
 * downloads the validator.
 */
export function getConfig(): AppConfig {
  return __APP_CONFIG__;
}
