import * as z from "zod/mini";
import { SITE_BLOCK_TYPES } from "../../sites/basics";
import { storedTime } from "./fields";

/** What is stored of websites/{id}, websiteDrafts/{id}, websiteDomains/{host}, siteMessages/{id} and organizations/{id}: the Functions and the seed write through these (the read schemas: ../sites.ts). */

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

export const organizationWriteSchema = /* @__PURE__ */ z.strictObject({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logoURL: z.nullable(z.string()),
  city: z.string(),
  creator: z.string(),
});
