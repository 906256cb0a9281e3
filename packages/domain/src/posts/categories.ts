import { POST_MESSAGES } from "./messages";

/**
 * The post board's categories and subcategories (spec §9 "Post board"), with
 * the exact labels. Posts store the labels (`category`, `subCategory`); URLs
 * use slugs made from them (/posts/{category}/{subCategory}/{id}), because a
 * label like "Find a Court/Field" cannot be a path segment. The same label may
 * appear under two categories ("Volunteer Opportunities", "Miscellaneous"):
 * a subcategory is always known together with its category.
 *
 * firestore.rules keeps its own copy of these labels (validPostCategory); the
 * rules tests write a post in every pair below, so the two cannot drift apart.
 */
const CATEGORY_LABELS = [
  ["Play & Competition", ["Find a Game", "Sub Needed", "Tournaments & Events", "Match Challenges"]],
  ["Gear & Equipment", ["Buy & Sell Sports Gear", "Trade Equipment", "Lost & Found"]],
  ["Training & Coaching", ["Find a Coach", "Offer Coaching", "Training Partners"]],
  ["Teams & Leagues", ["Team Openings", "Join a Team", "League Openings", "Referees & Umpires Needed"]],
  ["Venues & Locations", ["Find a Court/Field", "Facility Rentals"]],
  ["Community & Social", ["Carpool to Games", "Meetup & Networking", "Watch Parties"]],
  ["Announcements & Miscellaneous", ["General Announcements", "Volunteer Opportunities", "Miscellaneous"]],
  ["Test", ["Tester", "Volunteer Opportunities", "Miscellaneous"]],
] as const;

export interface PostSubCategory {
  label: string;
  slug: string;
}

export interface PostCategory {
  label: string;
  slug: string;
  subCategories: readonly PostSubCategory[];
}

/** A label as a URL segment: lower case, "&" said as "and", anything else not a letter or digit a single "-". */
export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const POST_CATEGORIES: readonly PostCategory[] = CATEGORY_LABELS.map(([label, subs]) => ({
  label,
  slug: slugOf(label),
  subCategories: subs.map((sub) => ({ label: sub, slug: slugOf(sub) })),
}));

/** The category of a stored label, or undefined. */
export function categoryByLabel(label: string): PostCategory | undefined {
  return POST_CATEGORIES.find((c) => c.label === label);
}

/** True when the pair of labels is one of spec §9's category and subcategory pairs. */
export function isPostCategoryPair(category: string, subCategory: string): boolean {
  return categoryByLabel(category)?.subCategories.some((s) => s.label === subCategory) === true;
}

export type PostRoute =
  | { ok: true; category: PostCategory; subCategory: PostSubCategory | null }
  | { ok: false; problem: "unknownCategory"; message: string }
  | { ok: false; problem: "unknownSubCategory"; category: PostCategory; message: string };

/**
 * What the segments of a /posts/{category}/{subcategory} address name. An
 * unknown category, or a subcategory that is not in its category, is a
 * problem with a sentence for people, never a crash. Without a subcategory
 * segment the category alone is resolved.
 */
export function resolvePostRoute(categorySlug: string | undefined, subCategorySlug?: string): PostRoute {
  // A slug, or a label as typed in an address ("Play & Competition"): both name the category.
  const category = categorySlug === undefined ? undefined : POST_CATEGORIES.find((c) => c.slug === slugOf(categorySlug));
  if (!category) return { ok: false, problem: "unknownCategory", message: POST_MESSAGES.category.unknownCategory };
  if (subCategorySlug === undefined) return { ok: true, category, subCategory: null };
  const subCategory = category.subCategories.find((s) => s.slug === slugOf(subCategorySlug));
  if (!subCategory) return { ok: false, problem: "unknownSubCategory", category, message: POST_MESSAGES.category.unknownSubCategory };
  return { ok: true, category, subCategory };
}

/** /posts/{category} for a stored category label. */
export function categoryPath(category: string): string {
  return `/posts/${slugOf(category)}`;
}

/** /posts/{category}/{subCategory} for stored labels. */
export function subCategoryPath(category: string, subCategory: string): string {
  return `${categoryPath(category)}/${slugOf(subCategory)}`;
}

/** A post's link, spec §2.1: /posts/{category}/{subCategory}/{id} (slugs of its stored labels). */
export function postPath(post: { id: string; category: string; subCategory: string }): string {
  return `${subCategoryPath(post.category, post.subCategory)}/${encodeURIComponent(post.id)}`;
}
