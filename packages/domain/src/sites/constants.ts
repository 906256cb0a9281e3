import { SITE_LIMITS, SITE_LOAD_FAILED } from "./basics";

export { BLOCK_LABELS, DEFAULT_THEME, SITE_BLOCK_TYPES, SITE_LIMITS, type SiteBlockType, type SiteFeed } from "./basics";

/**
 * The parts of the site model that need no validator: limits, messages,
 * labels and pure helpers. Kept apart from model.ts (zod) so that a site's
 * public pages, which use these, do not download zod.
 */

/** How many websites (published ones and unpublished drafts) each user plan may have. */
export const SITE_PLAN_LIMITS = { Free: 1, "Member Plus": 1, "Organizer Pro": 25 } as const;
export const UPGRADE_PLAN = "Organizer Pro";

/** A plan's site limit; an unknown plan counts as Free. */
export function siteLimitFor(plan: string): number {
  return Object.hasOwn(SITE_PLAN_LIMITS, plan) ? SITE_PLAN_LIMITS[plan as keyof typeof SITE_PLAN_LIMITS] : SITE_PLAN_LIMITS.Free;
}

/** What a user is told when their plan has no room for another site. */
export function siteLimitMessage(plan: string): string {
  const limit = siteLimitFor(plan);
  const known = Object.hasOwn(SITE_PLAN_LIMITS, plan) ? plan : "Free";
  if (limit >= SITE_PLAN_LIMITS[UPGRADE_PLAN]) return `Your ${known} plan includes ${limit} websites, and you have them all. Unpublish or discard one to make another.`;
  return `Your ${known} plan includes ${limit} website${limit === 1 ? "" : "s"}. Upgrade to ${UPGRADE_PLAN} for up to ${SITE_PLAN_LIMITS[UPGRADE_PLAN]}.`;
}

/** Messages of the site callables and the builder (the spec §8 ones quoted exactly). */
export const SITE_MESSAGES = {
  noWebsiteId: "No website ID found",
  notOwner: "User does not own this website",
  createFailed: "Error creating website",
  notFound: "Website not found",
  loadFailed: SITE_LOAD_FAILED,
  draftNotFound: "This draft no longer exists. Open the site again from My Sites.",
  publishFirst: "Publish the site before you connect a domain.",
  domainTaken: "That domain is already taken by another website.",
  domainInvalid: "Enter a domain such as club.example.com (no http:// and no path).",
  domainReserved: "That domain belongs to RallyHub. Enter your own domain.",
  domainUnverified: "We could not find the TXT record on that domain yet. Add it at your DNS provider, wait a few minutes and try again.",
  teamNotManaged: "You can only show a team you manage on your site.",
  organizationNotOwned: "You can only link an organization you run to your site.",
  formMissing: (id: string) => `The form "${id}" does not exist. Check the form id in the embedded form block.`,
  teamNeeded: "Choose the team whose games and roster the site shows (Site settings), or remove the team blocks.",
  noContactBlock: "This website does not take messages.",
  saved: "Draft saved",
  published: "Your site is published",
  discarded: "Draft discarded",
  unpublished: "Your site is offline. Its pages are kept as a draft in My Sites.",
  unpublishFailed: "Your site could not be taken offline. Please try again.",
  saveFailed: "Your draft could not be saved. Check your connection and try again; nothing you typed is lost.",
  publishFailed: "Your site could not be published. Please try again.",
  discardFailed: "The draft could not be discarded. Please try again.",
  domainFailed: "The domain could not be connected. Please try again.",
  messageSent: "Thanks! Your message was sent.",
  messageFailed: "Your message could not be sent. Please try again.",
  uploadFailed: "The image could not be uploaded. Please try again, or paste an image address.",
} as const;

/** Addresses inside a site: lower-case letters, digits and single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Paths the custom-website host serves itself (spec §2.2: the shared routes and user-onboarding). */
export const RESERVED_SLUGS = ["auth", "user-onboarding"] as const;

/** Builds an address from a page title ("Our Team!" → "our-team"). */
export function slugify(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, SITE_LIMITS.slug)
      .replace(/-+$/g, "") || "page"
  );
}

/** An address a link may go to: https, http, mailto, tel, or a path on this site. */
export function isLinkUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  return /^(https?:\/\/[^\s/$.?#][^\s]*|mailto:[^\s]+|tel:[+0-9][0-9 ()-]*)$/i.test(value);
}

/** An image address: https (or http), or a path on the site's host. */
export function isImageUrl(value: string): boolean {
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value);
}

/** Where a slug is used twice: the index of each page whose address an earlier page already uses. */
export function duplicateSlugs(pages: ReadonlyArray<{ slug: string }>): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  pages.forEach((p, i) => {
    const slug = p.slug.trim();
    if (seen.has(slug)) repeats.push(i);
    seen.add(slug);
  });
  return repeats;
}

/** The message for a page whose address another page has. */
export const duplicateSlugMessage = (slug: string) => `Another page already uses the address "${slug}". Each page needs its own.`;

// ---------- what a published site carries besides its content ----------

// ---------- domains ----------

/** Where the DNS TXT record that proves a domain's owner wants it on a site goes, and what it says. */
export function domainVerificationRecord(siteId: string, domain: string): { name: string; value: string } {
  return { name: `_rallyhub.${domain}`, value: `rallyhub-site=${siteId}` };
}

const HOST_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A domain as typed ("https://Club.Example.com/") made plain ("club.example.com"); null when it is not a host name. */
export function normalizeDomain(input: string): string | null {
  const host = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/+$/, "")
    .replace(/\.$/, "");
  return HOST_PATTERN.test(host) ? host : null;
}
