import { DEFAULT_THEME, SITE_BLOCK_TYPES, SITE_LIMITS, type SiteFeed } from "../sites/basics";
import type { SiteBlock, SiteContent, SitePage } from "../sites/model";
import { anyMap, asIs, flag, listOf, map, nullableText, numOrNull, obj, recordOf, string, text, textOrNull, timeField, timeOr, type Read, type Reader } from "./fields";

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
  const s = (key: string) => text()(raw[key]);
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

const page = obj({ id: asIs, title: text(), slug: text(), seoDescription: text(), blocks: asIs, content: text() });

/** A site's pages (at most twice the limit are read): each with an id, title and slug; an older page's text becomes one text block. */
export const sitePagesSchema: Reader<SitePage[]> = map(listOf(asIs), (values) =>
  values.slice(0, SITE_LIMITS.pages * 2).map((value, i) => {
    const p = page(value);
    const pageId = isId(p.id) ? p.id : `p${i + 1}`;
    let blocks: SiteBlock[];
    if (Array.isArray(p.blocks)) {
      blocks = p.blocks.map((b, j) => blockFrom(anyMap(b), `${pageId}-b${j + 1}`)).filter((b): b is SiteBlock => b !== null);
    } else {
      // An older page: its text, paragraphs separated by blank lines, becomes one text block.
      const content = p.content.trim();
      blocks = content ? [{ id: `${pageId}-b1`, type: "text", heading: "", body: content }] : [];
    }
    return { id: pageId, title: p.title || `Page ${i + 1}`, slug: p.slug || `page-${i + 1}`, seoDescription: p.seoDescription, blocks };
  }),
);

const hex =
  (fallback: string): Reader<string> =>
  (v) =>
    typeof v === "string" && /^#[0-9a-fA-F]{6}$/.test(v) ? v : fallback;
const logo: Reader<string | null> = (v) => (typeof v === "string" && v.trim() ? v : null);

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
export const siteContentReadSchema: Reader<SiteContent> = obj(siteContentFields);

const feed = obj({
  teamName: text(),
  // A feed published before a game's end and zone were kept has null and "" (issue 31).
  events: listOf(obj({ id: text(), title: text(), dateStart: timeOr(0), dateEnd: timeField, timeZone: text(), location: text() })),
  roster: listOf(obj({ displayName: text("Player"), role: text() })),
  memberCount: numOrNull(),
  updatedAt: timeOr(0),
});

/** A published site's team feed (its games and roster at the last publish), or null. */
export const siteFeedSchema: Reader<SiteFeed | null> = (raw) => {
  if (!raw || typeof raw !== "object") return null;
  const f = feed(raw);
  return { ...f, memberCount: f.memberCount ?? f.roster.length };
};

const websiteFields = {
  id: text(),
  ...siteContentFields,
  creator: text(),
  domain: textOrNull(),
  feed: siteFeedSchema,
  formTitles: recordOf(string),
  publishedAt: timeField,
};
/** A published site as the app and its visitors see it. */
export const websiteSchema = obj(websiteFields);
export type StoredWebsite = Read<typeof websiteSchema>;

/** A published site as the Functions read it: websiteSchema without the page's fallback title ("" when it has none: each notice words it). */
export const websiteServerSchema = obj(websiteFields, { title: text() });

/** Who made a site, a draft or an organization (each keeps `creator`): only they change it. */
export const creatorSchema = obj({ creator: text() });

/** The creator's draft of a site. */
export const draftSchema = map(
  obj(siteContentFields, { id: text(), creator: text(), published: flag(), savedAt: timeField, updatedAt: timeField, publishedAt: timeField }),
  ({ updatedAt, savedAt, ...draft }) => ({ ...draft, savedAt: savedAt ?? updatedAt }),
);
export type StoredDraft = Read<typeof draftSchema>;

/** websiteDomains/{host}: which site a verified host serves. */
export const websiteDomainSchema = obj({ siteId: text(), creator: text(), verifiedAt: timeField });

// ------------------------------------------------------------------ organizations/{id}

/** An organization as the app shows it (its slug is its id when missing). */
export const organizationSchema = map(obj({ id: text(), slug: text(), name: text(), description: text(), logoURL: nullableText(), city: text() }), (o) => ({ ...o, slug: o.slug || o.id }));
export type StoredOrganization = Read<typeof organizationSchema>;
