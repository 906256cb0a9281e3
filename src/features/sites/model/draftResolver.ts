import { SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import type { SiteDraft, Website } from "./types";

/** What reading a draft found: it, none, or one that is not the caller's (the rules refused it). */
export type DraftLookup = SiteDraft | null | "not-yours";

export interface DraftSources {
  getDraft: (id: string) => Promise<DraftLookup>;
  getWebsite: (id: string) => Promise<Website | null>;
  /** Makes the caller's draft from their published site (the draft takes the site's id). */
  createDraftFromSite: (site: Website, uid: string) => Promise<SiteDraft>;
}

export type DraftOpening = { kind: "draft"; draft: SiteDraft; created: boolean } | { kind: "none" } | { kind: "error"; status: 400 | 403 | 500; message: string };

/**
 * Spec §4 Site drafts, opening a site for editing: a draft with the id is
 * used when it exists; otherwise a published site with the id becomes a new
 * draft, only for its creator (§6; else 'User does not own this website');
 * otherwise nothing. No id: 'No website ID found'. Not signed in: nothing.
 * A draft that could not be made: 'Error creating website' (§8).
 */
export async function openDraft(id: string | undefined, uid: string | null, sources: DraftSources): Promise<DraftOpening> {
  if (!uid) return { kind: "none" };
  const siteId = id?.trim() ?? "";
  if (!siteId) return { kind: "error", status: 400, message: SITE_MESSAGES.noWebsiteId };
  const found = await sources.getDraft(siteId);
  if (found === "not-yours") return { kind: "error", status: 403, message: SITE_MESSAGES.notOwner };
  if (found) return { kind: "draft", draft: found, created: false };
  const site = await sources.getWebsite(siteId);
  if (!site) return { kind: "none" };
  if (site.creator !== uid) return { kind: "error", status: 403, message: SITE_MESSAGES.notOwner };
  try {
    return { kind: "draft", draft: await sources.createDraftFromSite(site, uid), created: true };
  } catch {
    return { kind: "error", status: 500, message: SITE_MESSAGES.createFailed };
  }
}
