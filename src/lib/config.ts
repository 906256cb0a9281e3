import { parseConfig, type AppConfig } from "./configSchema";

let cached: AppConfig | undefined;

/** The validated configuration. Throws ConfigError (caught by the bootstrap, which shows it). */
export function getConfig(): AppConfig {
  cached ??= parseConfig(import.meta.env as Record<string, string | boolean | undefined>);
  return cached;
}
