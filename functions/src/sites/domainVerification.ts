import { Resolver } from "node:dns/promises";
import { config } from "../config";
import { domainVerificationRecord } from "@rallyhub/domain/sites/model";

/**
 * Hosts the product serves itself, which no site may take: localhost and
 * loopback, the app's own host (APP_ORIGIN) and the branded hosts
 * (BRANDED_HOSTS, comma-separated; default teams.localhost) with their sub-domains.
 */
export function isReservedHost(host: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (host === "localhost" || host === "127.0.0.1") return true;
  let appHost = "";
  try {
    appHost = new URL(config.appOrigin).hostname;
  } catch {
    // No usable APP_ORIGIN: only the branded hosts below.
  }
  const branded = (env.BRANDED_HOSTS ?? "teams.localhost")
    .split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const owned = [...branded, ...(appHost && appHost !== "localhost" ? [appHost] : [])];
  return owned.some((b) => host === b || host.endsWith(`.${b}`));
}

export type TxtLookup = (name: string) => Promise<string[][]>;

/** DNS with a bounded wait: a caller is told "not found yet" within seconds, not after the resolver's long default retries. */
const lookupTxt: TxtLookup = (name) => new Resolver({ timeout: 4000, tries: 2 }).resolveTxt(name);

/**
 * Whether the domain's owner has said it should serve this site: a TXT record
 * `_rallyhub.{domain}` holding `rallyhub-site={siteId}`. In the emulators
 * (no DNS to change there) a `*.localhost` host counts as verified, since it
 * can only ever reach this machine; in production it never does.
 */
export async function isDomainVerified(domain: string, siteId: string, options: { emulator?: boolean; lookup?: TxtLookup } = {}): Promise<boolean> {
  const emulator = options.emulator ?? config.isEmulator;
  if (domain === "localhost" || domain.endsWith(".localhost")) return emulator;
  const record = domainVerificationRecord(siteId, domain);
  try {
    const answers = await (options.lookup ?? lookupTxt)(record.name);
    return answers.some((chunks) => chunks.join("").trim() === record.value);
  } catch {
    // ENOTFOUND, ENODATA, no network: not verified (yet).
    return false;
  }
}
