import type { SiteContent, SiteFeed } from "@rallyhub/domain/sites/model";

export type { SiteBlock, SiteBlockType, SiteContent, SiteFeed, SitePage, SiteSettings } from "@rallyhub/domain/sites/model";

/** Spec §3 Website (site): a published site, public. */
export interface Website extends SiteContent {
  id: string;
  /** The user id of its creator (spec §6: only they may make it a draft). */
  creator: string;
  /** The host it is served on (custom-website mode), verified on the server; null without one. */
  domain: string | null;
  /** The team's games and roster at the last publish (one document per page view). */
  feed: SiteFeed | null;
  /** Titles of the forms the site embeds, by form id (read when it was published). */
  formTitles: Record<string, string>;
  publishedAt: number | null;
}

/** Spec §3: a draft website is a separate stored copy of a site, private to its creator. */
export interface SiteDraft extends SiteContent {
  id: string;
  creator: string;
  /** Whether a published site with this id exists (set by the rules' check and by publishSite). */
  published: boolean;
  savedAt: number | null;
  publishedAt: number | null;
}

/** A row of My Sites: a site, published or not, with its draft if it has one. */
export interface MySite {
  id: string;
  title: string;
  site: Website | null;
  draft: SiteDraft | null;
}
