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
