import * as z from "zod/mini";
import { DEFAULT_THEME, SITE_BLOCK_TYPES, SITE_LIMITS, type SiteFeed } from "../sites/basics";
import type { SiteBlock, SiteContent, SitePage } from "../sites/model";
import { anyMap, flag, listOf, numOrNull, obj, recordOf, storedTime, text, textOrNull, timeField, timeOr } from "./fields";

/**
 * websites/{id}, websiteDrafts/{id}, websiteDomains/{host}, siteMessages/{id}
 * and organizations/{id} (docs/data-model.md). Whatever a stored site holds
 * (older documents carry a page's text as `content` rather than blocks), the
 * app reads a well-formed SiteContent to show or edit; the builder's schema
 * and publishSite validate what is published.
 */

type Data = Record<string, unknown>;

const isId = (v: unknown): v is string => typeof v === "string" && /^[A-Za-z0-9_-]{1,40}$/.test(v);

/** A block of a known type (others dropped); its id, or `fallbackId` when it has none that is valid. */
function blockFrom(raw: Data, fallbackId: string): SiteBlock | null {
  const s = (key: string) => z.parse(text(), raw[key]);
  const id = isId(raw.id) ? raw.id : fallbackId;
  const type = s("type");
  if (!(SITE_BLOCK_TYPES as readonly string[]).includes(type)) return null;
  switch (type) {
    case "text":
      return { id, type, heading: s("heading"), body: s("body") };
    case "image":
      return { id, type, url: s("url"), alt: s("alt"), caption: s("caption") };
    case "button":
      return { id, type, label: s("label"), url: s("url") };
    case "events":
      return { id, type, heading: s("heading") };
    case "roster":
      return { id, type, heading: s("heading") };
    case "contact":
      return { id, type, heading: s("heading"), intro: s("intro") };
    default:
      return { id, type: "form", formId: s("formId"), label: s("label") };
  }
}

const page = /* @__PURE__ */ obj({ id: z.optional(z.unknown()), title: text(), slug: text(), seoDescription: text(), blocks: z.optional(z.unknown()), content: text() });

/** A site's pages (at most twice the limit are read): each with an id, title and slug; an older page's text becomes one text block. */
export const sitePagesSchema = /* @__PURE__ */ z.pipe(
  listOf(z.unknown()),
  z.transform((values): SitePage[] =>
    values.slice(0, SITE_LIMITS.pages * 2).map((value, i) => {
      const p = z.parse(page, value);
      const pageId = isId(p.id) ? p.id : `p${i + 1}`;
      let blocks: SiteBlock[];
      if (Array.isArray(p.blocks)) {
        blocks = p.blocks.map((b, j) => blockFrom(z.parse(anyMap, b), `${pageId}-b${j + 1}`)).filter((b): b is SiteBlock => b !== null);
      } else {
        // An older page: its text, paragraphs separated by blank lines, becomes one text block.
        const content = p.content.trim();
        blocks = content ? [{ id: `${pageId}-b1`, type: "text", heading: "", body: content }] : [];
      }
      return { id: pageId, title: p.title || `Page ${i + 1}`, slug: p.slug || `page-${i + 1}`, seoDescription: p.seoDescription, blocks };
    }),
  ),
);

const hex = (fallback: string) => z.catch(z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/)), fallback);
const logo = /* @__PURE__ */ z.transform((v: unknown) => (typeof v === "string" && v.trim() ? v : null));

/** A site's (or a draft's) content. */
export const siteContentFields = {
  title: text("Untitled site"),
  teamId: textOrNull(),
  organizationId: textOrNull(),
  pages: sitePagesSchema,
  settings: obj({
    logos: obj({ primary: logo, secondary: logo }),
    theme: obj({ primary: hex(DEFAULT_THEME.primary), secondary: hex(DEFAULT_THEME.secondary) }),
  }),
};

/** The content a site or draft holds, as the builder edits it. */
export const siteContentReadSchema: z.ZodMiniType<SiteContent> = /* @__PURE__ */ z.object(siteContentFields);

/** A published site's team feed (its games and roster at the last publish), or null. */
export const siteFeedSchema = /* @__PURE__ */ z.transform((raw: unknown): SiteFeed | null => {
  if (!raw || typeof raw !== "object") return null;
  const f = z.parse(
    obj({
      teamName: text(),
      // A feed published before a game's end and zone were kept has null and "" (issue 31).
      events: listOf(obj({ id: text(), title: text(), dateStart: timeOr(0), dateEnd: timeField, timeZone: text(), location: text() })),
      roster: listOf(obj({ displayName: text("Player"), role: text() })),
      memberCount: numOrNull(),
      updatedAt: timeOr(0),
    }),
    raw,
  );
  return { ...f, memberCount: f.memberCount ?? f.roster.length };
});

/** A published site as the app and its visitors see it. */
export const websiteSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  ...siteContentFields,
  creator: text(),
  domain: textOrNull(),
  feed: siteFeedSchema,
  formTitles: recordOf(z.string()),
  publishedAt: timeField,
});
export type StoredWebsite = z.output<typeof websiteSchema>;

/** A published site as the Functions read it: websiteSchema without the page's fallback title ("" when it has none: each notice words it). */
export const websiteServerSchema = /* @__PURE__ */ z.extend(websiteSchema, { title: text() });

/** Who made a site, a draft or an organization (each keeps `creator`): only they change it. */
export const creatorSchema = /* @__PURE__ */ z.object({ creator: text() });

/** The creator's draft of a site. */
export const draftSchema = /* @__PURE__ */ z.pipe(
  z.object({ id: z.string(), ...siteContentFields, creator: text(), published: flag(), savedAt: timeField, updatedAt: timeField, publishedAt: timeField }),
  z.transform(({ updatedAt, savedAt, ...draft }) => ({ ...draft, savedAt: savedAt ?? updatedAt })),
);
export type StoredDraft = z.output<typeof draftSchema>;

const storedBlock = /* @__PURE__ */ z.looseObject({ id: z.string(), type: z.enum(SITE_BLOCK_TYPES) });
/** A page as written: blocks (publishSite, the builder), or an older page's text (`content`, the seed). */
const storedPage = /* @__PURE__ */ z.strictObject({
  id: z.optional(z.string()),
  title: z.string(),
  slug: z.string(),
  seoDescription: z.string(),
  blocks: z.optional(z.array(storedBlock)),
  content: z.optional(z.string()),
});
const storedSettings = /* @__PURE__ */ z.strictObject({
  logos: z.strictObject({ primary: z.nullable(z.string()), secondary: z.nullable(z.string()) }),
  theme: z.strictObject({ primary: z.string(), secondary: z.string() }),
});
const storedFeed = /* @__PURE__ */ z.strictObject({
  teamName: z.string(),
  events: z.array(z.strictObject({ id: z.string(), title: z.string(), dateStart: z.number(), dateEnd: z.nullable(z.number()), timeZone: z.string(), location: z.string() })),
  roster: z.array(z.strictObject({ displayName: z.string(), role: z.string() })),
  memberCount: z.number(),
  updatedAt: z.number(),
});

const storedContent = {
  title: z.string(),
  teamId: z.nullable(z.string()),
  organizationId: z.nullable(z.string()),
  pages: z.array(storedPage),
  settings: storedSettings,
};

/** A published site as publishSite (and the seed) writes it. */
export const websiteWriteSchema = /* @__PURE__ */ z.strictObject({
  ...storedContent,
  creator: z.string(),
  domain: z.nullable(z.string()),
  feed: z.nullable(storedFeed),
  formTitles: z.record(z.string(), z.string()),
  publishedAt: z.number(),
  updatedAt: storedTime,
});

/** A draft as written (the builder, unpublishSite, the seed). */
export const draftWriteSchema = /* @__PURE__ */ z.strictObject({
  ...storedContent,
  creator: z.string(),
  published: z.boolean(),
  publishedAt: z.nullable(z.number()),
  domain: z.optional(z.null()),
  createdAt: z.optional(storedTime),
  savedAt: storedTime,
});

/** websiteDomains/{host}: which site a verified host serves. */
export const websiteDomainSchema = /* @__PURE__ */ z.object({ siteId: text(), creator: text(), verifiedAt: timeField });

/** websiteDomains/{host}: which site a verified host serves (attachDomain, the seed). */
export const websiteDomainWriteSchema = /* @__PURE__ */ z.strictObject({ siteId: z.string(), creator: z.string(), verifiedAt: storedTime });

/** siteMessages/{id}: a visitor's message from a contact block (sendSiteMessage). */
export const siteMessageWriteSchema = /* @__PURE__ */ z.strictObject({
  siteId: z.string(),
  siteTitle: z.string(),
  creator: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  fromUid: z.nullable(z.string()),
  createdAt: storedTime,
});

// ------------------------------------------------------------------ organizations/{id}

/** An organization as the app shows it (its slug is its id when missing). */
export const organizationSchema = /* @__PURE__ */ z.pipe(
  z.object({ id: z.string(), slug: text(), name: text(), description: text(), logoURL: z.catch(z.nullable(z.string()), null), city: text() }),
  z.transform((o) => ({ ...o, slug: o.slug || o.id })),
);
export type StoredOrganization = z.output<typeof organizationSchema>;

export const organizationWriteSchema = /* @__PURE__ */ z.strictObject({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logoURL: z.nullable(z.string()),
  city: z.string(),
  creator: z.string(),
});
