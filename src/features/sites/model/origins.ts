import type { HostMode } from "@/lib/hostMode";

// Where links from a site go for pages the site's host does not serve: lib/hostMode.ts appOrigin.
export { appOrigin } from "@/lib/hostMode";

/** The address of a form for a visitor of a site on this host. */
export function formLink(mode: HostMode, origin: string, formId: string): string {
  return `${mode === "custom" ? origin : ""}/form/${encodeURIComponent(formId)}`;
}

/** The address of a game for a visitor of a site on this host. */
export function eventLink(origin: string, eventId: string): string {
  return `${origin}/event/${encodeURIComponent(eventId)}`;
}
