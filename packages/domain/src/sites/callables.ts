import type { ContactMessageInput } from "./model";

/**
 * The website callables (functions/src/sites), by name: what each takes and
 * returns. Each checks its caller and validates its input.
 */
export interface SiteCallables {
  /**
   * Copies the caller's draft to the published site (spec §4: publish copies
   * the draft), after checking it again: only the site's creator, every page
   * valid with its own address, a team the caller manages, forms that exist,
   * and, for a site not yet published, the plan's limit of sites.
   */
  publishSite: { input: { siteId: string }; output: { siteId: string; publishedAt: number } };
  /**
   * Takes the creator's published site offline: its content stays as a draft
   * (never published), and its domain is released.
   */
  unpublishSite: { input: { siteId: string }; output: { siteId: string } };
  /**
   * The site's creator serves it on their own domain: unique across sites and
   * verified by a DNS TXT record (locally, a *.localhost host counts as
   * verified in the emulators). `domain: null` disconnects it.
   */
  attachDomain: { input: { siteId: string; domain: string | null }; output: { domain: string | null } };
  /** A visitor's message through a site's contact form: kept for the site's creator, who is notified. */
  sendSiteMessage: { input: ContactMessageInput & { siteId: string }; output: { sent: true } };
}

export type SiteCallableName = keyof SiteCallables;
