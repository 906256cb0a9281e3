import { z } from "zod";
import { contactMessageSchema, domainSchema } from "../sites/model";
import { defineContract, docId, owner, PUBLIC, returns } from "./contract";

/** The website callables (functions/src/sites). */

const CREATOR = owner("the site's creator");

/**
 * Copies the caller's draft to the published site (spec §4: publish copies
 * the draft), after checking it again: only the site's creator, every page
 * valid with its own address, a team the caller manages, forms that exist,
 * and, for a site not yet published, the plan's limit of sites.
 */
export const publishSite = defineContract({
  name: "publishSite",
  input: z.object({ siteId: docId }).strict(),
  output: returns<{ siteId: string; publishedAt: number }>(),
  access: CREATOR,
});

/**
 * Takes the creator's published site offline: its content stays as a draft
 * (never published), and its domain is released.
 */
export const unpublishSite = defineContract({
  name: "unpublishSite",
  input: z.object({ siteId: docId }).strict(),
  output: returns<{ siteId: string }>(),
  access: CREATOR,
});

/**
 * The site's creator serves it on their own domain: unique across sites and
 * verified by a DNS TXT record (locally, a *.localhost host counts as
 * verified in the emulators). `domain: null` disconnects it.
 */
export const attachDomain = defineContract({
  name: "attachDomain",
  input: z.object({ siteId: docId, domain: domainSchema.nullable() }).strict(),
  output: returns<{ domain: string | null }>(),
  access: CREATOR,
  sentences: true,
});

/** A visitor's message through a site's contact form (signed in or not): kept for the site's creator, who is notified. */
export const sendSiteMessage = defineContract({
  name: "sendSiteMessage",
  input: contactMessageSchema.extend({ siteId: docId }).strict(),
  output: returns<{ sent: true }>(),
  access: PUBLIC,
  sentences: true,
});
