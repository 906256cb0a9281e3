import { getConfig } from "./config";

/**
 * Spec §1: the host picks the mode. The main domain (localhost and 127.0.0.1
 * count as main) gets the full route table; the second branded host and its
 * sub-domains get team sites and forms; any other host is a custom website.
 */
export type HostMode = "main" | "branded" | "custom";

const ALWAYS_MAIN = ["localhost", "127.0.0.1", "[::1]", "::1"];

export function resolveHostMode(hostname: string, hosts: { main: string[]; branded: string[] }): HostMode {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (ALWAYS_MAIN.includes(host) || hosts.main.includes(host)) return "main";
  if (hosts.branded.some((b) => host === b || host.endsWith(`.${b}`))) return "branded";
  return "custom";
}

export function currentHostname(): string {
  return typeof window === "undefined" ? "" : window.location.hostname.toLowerCase();
}

export function currentHostMode(): HostMode {
  return resolveHostMode(currentHostname(), getConfig().hosts);
}

/**
 * Where links go for pages this host does not serve (a game's page, a form,
 * the account's transactions): on the main domain they stay relative; on the
 * branded or a custom host they go to the main app (VITE_APP_ORIGIN; locally,
 * a *.localhost host's own port on localhost).
 */
export function appOrigin(mode: HostMode, location: { protocol: string; hostname: string; port: string }, configured: string | undefined): string {
  if (mode === "main") return "";
  if (configured) return configured.replace(/\/+$/, "");
  if (location.hostname.endsWith(".localhost")) return `${location.protocol}//localhost${location.port ? `:${location.port}` : ""}`;
  return "";
}

/** appOrigin for this page: "" on the main domain. */
export function currentAppOrigin(): string {
  if (typeof window === "undefined") return "";
  return appOrigin(currentHostMode(), window.location, getConfig().appOrigin);
}
