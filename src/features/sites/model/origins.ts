import type { HostMode } from "@/lib/hostMode";

/**
 * Where links from a site go for pages the site's host does not serve (a
 * game's page, a form): on the main domain they stay relative; on the
 * branded host forms are served there, games on the main app; on a custom
 * domain everything but the site is on the main app (VITE_APP_ORIGIN; locally,
 * a *.localhost host's own port on localhost).
 */
export function appOrigin(mode: HostMode, location: { protocol: string; hostname: string; port: string }, configured: string | undefined): string {
  if (mode === "main") return "";
  if (configured) return configured.replace(/\/+$/, "");
  if (location.hostname.endsWith(".localhost")) return `${location.protocol}//localhost${location.port ? `:${location.port}` : ""}`;
  return "";
}

/** The address of a form for a visitor of a site on this host. */
export function formLink(mode: HostMode, origin: string, formId: string): string {
  return `${mode === "custom" ? origin : ""}/form/${encodeURIComponent(formId)}`;
}

/** The address of a game for a visitor of a site on this host. */
export function eventLink(origin: string, eventId: string): string {
  return `${origin}/event/${encodeURIComponent(eventId)}`;
}
