import { z } from "zod";
import type { SiteBlockType } from "./constants";
import { DEFAULT_THEME, RESERVED_SLUGS, SITE_LIMITS, SITE_MESSAGES, SLUG_PATTERN, duplicateSlugMessage, duplicateSlugs, isImageUrl, isLinkUrl, normalizeDomain } from "./constants";

export * from "./constants";

/**
 * Websites (spec §3 Website, Page, draft copy; §4 Site drafts; issue 14): the
 * shape of a site and of its draft, the rules a publishable site follows, and
 * the plan limits. Shared by the builder (its form's schema), the publishSite
 * callable (which checks a draft again before it becomes the site) and the
 * converters that read stored documents.
 */

// ---------- pieces ----------

const trimmed = (max: number, what: string) => z.string().trim().max(max, `${what} can have at most ${max} characters`);
const required = (max: number, what: string, missing: string) => z.string().trim().min(1, missing).max(max, `${what} can have at most ${max} characters`);

export const slugSchema = z
  .string()
  .trim()
  .min(1, "Give the page an address, such as about")
  .max(SITE_LIMITS.slug, `An address can have at most ${SITE_LIMITS.slug} characters`)
  .regex(SLUG_PATTERN, "Use lower-case letters, digits and dashes only, such as our-team")
  .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), { message: "That address is reserved. Choose another one." });

const imageUrl = z.string().trim().max(SITE_LIMITS.url, `An address can have at most ${SITE_LIMITS.url} characters`).refine(isImageUrl, { message: "Enter an image address starting with https://" });
const optionalImage = z
  .union([z.literal(""), imageUrl])
  .nullable()
  .transform((v) => (v ? v : null));
const blockId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "must be an id");
const formId = z
  .string()
  .trim()
  .regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/, "Enter the form's id, as in its address /form/{id}");
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Pick a colour such as #1565c0");

export const textBlockSchema = z.object({
  id: blockId,
  type: z.literal("text"),
  heading: trimmed(SITE_LIMITS.heading, "A heading"),
  body: required(SITE_LIMITS.text, "The text", "Write the text, or remove the block"),
});
export const imageBlockSchema = z.object({
  id: blockId,
  type: z.literal("image"),
  url: z.string().trim().min(1, "Upload an image or paste its address").pipe(imageUrl),
  alt: trimmed(SITE_LIMITS.alt, "The description"),
  caption: trimmed(SITE_LIMITS.caption, "The caption"),
});
export const buttonBlockSchema = z.object({
  id: blockId,
  type: z.literal("button"),
  label: required(SITE_LIMITS.label, "The label", "Write the button's label"),
  url: z
    .string()
    .trim()
    .min(1, "Enter where the button goes")
    .max(SITE_LIMITS.url, `An address can have at most ${SITE_LIMITS.url} characters`)
    .refine(isLinkUrl, { message: "Enter an address starting with https://, mailto: or tel:, or a path such as /about" }),
});
export const eventsBlockSchema = z.object({ id: blockId, type: z.literal("events"), heading: trimmed(SITE_LIMITS.heading, "A heading") });
export const rosterBlockSchema = z.object({ id: blockId, type: z.literal("roster"), heading: trimmed(SITE_LIMITS.heading, "A heading") });
export const contactBlockSchema = z.object({ id: blockId, type: z.literal("contact"), heading: trimmed(SITE_LIMITS.heading, "A heading"), intro: trimmed(SITE_LIMITS.intro, "The introduction") });
export const formBlockSchema = z.object({ id: blockId, type: z.literal("form"), formId, label: trimmed(SITE_LIMITS.label, "The label") });

export const siteBlockSchema = z.discriminatedUnion("type", [textBlockSchema, imageBlockSchema, buttonBlockSchema, eventsBlockSchema, rosterBlockSchema, contactBlockSchema, formBlockSchema]);
export type SiteBlock = z.infer<typeof siteBlockSchema>;
export type SiteBlockOf<T extends SiteBlockType> = Extract<SiteBlock, { type: T }>;

/** A new block of a type, with its defaults. */
export function newBlock(type: SiteBlockType, id: string): SiteBlock {
  switch (type) {
    case "text":
      return { id, type, heading: "", body: "" };
    case "image":
      return { id, type, url: "", alt: "", caption: "" };
    case "button":
      return { id, type, label: "", url: "" };
    case "events":
      return { id, type, heading: "Upcoming games" };
    case "roster":
      return { id, type, heading: "Our roster" };
    case "contact":
      return { id, type, heading: "Contact us", intro: "" };
    case "form":
      return { id, type, formId: "", label: "" };
  }
}

/** Spec §3 Page: title, slug, seoDescription; ours adds its blocks. */
export const sitePageSchema = z.object({
  id: blockId,
  title: required(SITE_LIMITS.pageTitle, "A page title", "Give the page a title"),
  slug: slugSchema,
  seoDescription: trimmed(SITE_LIMITS.seoDescription, "The description"),
  blocks: z.array(siteBlockSchema).max(SITE_LIMITS.blocks, `A page can have at most ${SITE_LIMITS.blocks} blocks`),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const siteSettingsSchema = z.object({
  logos: z.object({ primary: optionalImage, secondary: optionalImage }),
  theme: z.object({ primary: hexColor, secondary: hexColor }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * What the builder edits and saves (a draft), and what a published site
 * holds: the title, the team or organization it belongs to, its pages and
 * settings. A page's address must be unique within the site.
 */
export const siteContentSchema = z
  .object({
    title: required(SITE_LIMITS.title, "The site title", "Give your site a title"),
    teamId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/)
      .nullable(),
    organizationId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/)
      .nullable(),
    pages: z.array(sitePageSchema).min(1, "Add at least one page").max(SITE_LIMITS.pages, `A site can have at most ${SITE_LIMITS.pages} pages`),
    settings: siteSettingsSchema,
  })
  .superRefine((site, ctx) => {
    for (const i of duplicateSlugs(site.pages)) {
      const slug = site.pages[i]?.slug ?? "";
      ctx.addIssue({ code: "custom", message: duplicateSlugMessage(slug), path: ["pages", i, "slug"] });
    }
    const teamBlocks = site.pages.some((p) => p.blocks.some((b) => b.type === "events" || b.type === "roster"));
    if (teamBlocks && !site.teamId) ctx.addIssue({ code: "custom", message: SITE_MESSAGES.teamNeeded, path: ["teamId"] });
  });
export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentInput = z.input<typeof siteContentSchema>;

/** The first title of a new site. */
export const newSiteSchema = z.object({ title: required(SITE_LIMITS.title, "The site title", "Give your site a title") });
export type NewSiteInput = z.infer<typeof newSiteSchema>;

/** A new site's content: one home page with a welcome text. */
export function starterContent(title: string, id: () => string): SiteContent {
  return {
    title: title.trim(),
    teamId: null,
    organizationId: null,
    pages: [
      {
        id: id(),
        title: "Home",
        slug: "home",
        seoDescription: "",
        blocks: [{ id: id(), type: "text", heading: `Welcome to ${title.trim()}`, body: "Tell visitors who you are, when you play and how to join." }],
      },
    ],
    settings: { logos: { primary: null, secondary: null }, theme: { ...DEFAULT_THEME } },
  };
}

export const domainSchema = z
  .string()
  .max(SITE_LIMITS.domain + 10, SITE_MESSAGES.domainInvalid)
  .transform((v, ctx) => {
    const host = normalizeDomain(v);
    if (!host) {
      ctx.addIssue({ code: "custom", message: SITE_MESSAGES.domainInvalid });
      return z.NEVER;
    }
    return host;
  });

// ---------- the contact form ----------

export const contactMessageSchema = z.object({
  name: required(SITE_LIMITS.contact.name, "Your name", "Enter your name"),
  email: z.string().trim().toLowerCase().max(SITE_LIMITS.contact.email, `An e-mail can have at most ${SITE_LIMITS.contact.email} characters`).pipe(z.email("Enter a valid e-mail")),
  message: required(SITE_LIMITS.contact.message, "Your message", "Write your message"),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
