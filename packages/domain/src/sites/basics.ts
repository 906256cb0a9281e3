// What a published site's pages need of the site model: limits, block
// types and labels, the default theme and the team feed's shape. Kept apart
// from constants.ts (the builder's messages and helpers, which re-exports
// these), so that a visitor's page on a team's own domain downloads only this.

/** Sizes of a site's parts. The rules (firestore.rules validSite) check the outer ones too. */
export const SITE_LIMITS = {
  title: 120,
  pages: 20,
  pageTitle: 60,
  slug: 40,
  seoDescription: 300,
  blocks: 30,
  heading: 120,
  text: 5000,
  url: 2000,
  alt: 200,
  caption: 200,
  label: 60,
  intro: 500,
  domain: 253,
  /** The events a published site shows for its team (snapshotted when it is published). */
  feedEvents: 6,
  contact: { name: 100, email: 100, message: 2000 },
} as const;
export const SITE_BLOCK_TYPES = ["text", "image", "button", "events", "roster", "contact", "form"] as const;
export type SiteBlockType = (typeof SITE_BLOCK_TYPES)[number];
/** What each block is called in the builder. */
export const BLOCK_LABELS: Record<SiteBlockType, string> = {
  text: "Text",
  image: "Image",
  button: "Button",
  events: "Upcoming games",
  roster: "Roster",
  contact: "Contact form",
  form: "Embedded form",
};
export const DEFAULT_THEME = { primary: "#1565c0", secondary: "#c2410c" } as const;
/** The team's upcoming games and roster, copied into the published site so that a page view reads one document. */
export interface SiteFeed {
  teamName: string;
  /** Each game's end and venue's zone too, for the game's one time (time/gameTime.ts); a feed published before they were kept has null and "". */
  events: Array<{ id: string; title: string; dateStart: number; dateEnd: number | null; timeZone: string; location: string }>;
  roster: Array<{ displayName: string; role: string }>;
  memberCount: number;
  updatedAt: number;
}

/** Said when a published site cannot be read (SITE_MESSAGES.loadFailed). */
export const SITE_LOAD_FAILED = "This website could not be loaded.";
