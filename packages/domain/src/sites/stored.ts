import { DEFAULT_THEME, SITE_BLOCK_TYPES, SITE_LIMITS, type SiteFeed } from "./basics";
import type { SiteBlock, SiteContent, SitePage } from "./model";

/**
 * Reading stored websites and drafts defensively: whatever a document holds
 * (older documents carry a page's text as `content` rather than blocks), the
 * app gets a well-formed SiteContent to show or edit. Nothing here validates:
 * the builder's schema and publishSite do that.
 */

type Raw = Record<string, unknown>;
const obj = (v: unknown): Raw => (v && typeof v === "object" && !Array.isArray(v) ? (v as Raw) : {});
const text = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const idOr = (v: unknown, fallback: string): string => (typeof v === "string" && /^[A-Za-z0-9_-]{1,40}$/.test(v) ? v : fallback);

/** Epoch ms from a number or a Firestore Timestamp (either SDK's). */
export function millisFrom(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (v && typeof v === "object" && typeof (v as { toMillis?: unknown }).toMillis === "function") return (v as { toMillis: () => number }).toMillis();
  return null;
}

function blockFrom(raw: unknown, fallbackId: string): SiteBlock | null {
  const b = obj(raw);
  const id = idOr(b.id, fallbackId);
  const type = text(b.type);
  if (!(SITE_BLOCK_TYPES as readonly string[]).includes(type)) return null;
  switch (type) {
    case "text":
      return { id, type, heading: text(b.heading), body: text(b.body) };
    case "image":
      return { id, type, url: text(b.url), alt: text(b.alt), caption: text(b.caption) };
    case "button":
      return { id, type, label: text(b.label), url: text(b.url) };
    case "events":
      return { id, type, heading: text(b.heading) };
    case "roster":
      return { id, type, heading: text(b.heading) };
    case "contact":
      return { id, type, heading: text(b.heading), intro: text(b.intro) };
    default:
      return { id, type: "form", formId: text(b.formId), label: text(b.label) };
  }
}

export function pagesFrom(raw: unknown): SitePage[] {
  if (!Array.isArray(raw)) return [];
  return raw.slice(0, SITE_LIMITS.pages * 2).map((value, i) => {
    const p = obj(value);
    const pageId = idOr(p.id, `p${i + 1}`);
    let blocks: SiteBlock[];
    if (Array.isArray(p.blocks)) {
      blocks = p.blocks.map((b, j) => blockFrom(b, `${pageId}-b${j + 1}`)).filter((b): b is SiteBlock => b !== null);
    } else {
      // An older page: its text, paragraphs separated by blank lines, becomes one text block.
      const content = text(p.content).trim();
      blocks = content ? [{ id: `${pageId}-b1`, type: "text", heading: "", body: content }] : [];
    }
    return { id: pageId, title: text(p.title) || `Page ${i + 1}`, slug: text(p.slug) || `page-${i + 1}`, seoDescription: text(p.seoDescription), blocks };
  });
}

const hex = (v: unknown, fallback: string) => (typeof v === "string" && /^#[0-9a-fA-F]{6}$/.test(v) ? v : fallback);
const logo = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);

/** A site's (or a draft's) content from its stored document. */
export function siteContentFrom(d: Raw): SiteContent {
  const settings = obj(d.settings);
  const logos = obj(settings.logos);
  const theme = obj(settings.theme);
  return {
    title: text(d.title) || "Untitled site",
    teamId: typeof d.teamId === "string" && d.teamId ? d.teamId : null,
    organizationId: typeof d.organizationId === "string" && d.organizationId ? d.organizationId : null,
    pages: pagesFrom(d.pages),
    settings: {
      logos: { primary: logo(logos.primary), secondary: logo(logos.secondary) },
      theme: { primary: hex(theme.primary, DEFAULT_THEME.primary), secondary: hex(theme.secondary, DEFAULT_THEME.secondary) },
    },
  };
}

/** A published site's team feed, or null. */
export function feedFrom(raw: unknown): SiteFeed | null {
  if (!raw || typeof raw !== "object") return null;
  const f = obj(raw);
  const events = Array.isArray(f.events)
    ? f.events
        .map(obj)
        .map((e) => ({ id: text(e.id), title: text(e.title), dateStart: millisFrom(e.dateStart) ?? 0, dateEnd: millisFrom(e.dateEnd), timeZone: text(e.timeZone), location: text(e.location) }))
    : [];
  const roster = Array.isArray(f.roster) ? f.roster.map(obj).map((r) => ({ displayName: text(r.displayName) || "Player", role: text(r.role) })) : [];
  return { teamName: text(f.teamName), events, roster, memberCount: num(f.memberCount) ?? roster.length, updatedAt: millisFrom(f.updatedAt) ?? 0 };
}

/** The titles of the forms a published site embeds, by form id. */
export function formTitlesFrom(raw: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(raw))) if (typeof v === "string") out[k] = v;
  return out;
}
