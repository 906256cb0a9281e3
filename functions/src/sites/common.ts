import { HttpsError } from "firebase-functions/v2/https";
import type { z } from "zod";
import { db } from "../admin";
import { SITE_MESSAGES, type SiteContent } from "@rallyhub/domain/sites/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { creatorSchema } from "@rallyhub/domain/stored/sites";

export const websiteRef = (id: string) => db().doc(`websites/${id}`);
export const draftRef = (id: string) => db().doc(`websiteDrafts/${id}`);
/** Server-only claims: websiteDomains/{host} → the site served there (one site per host). */
export const domainRef = (host: string) => db().doc(`websiteDomains/${host}`);

/** Spec §5, §6: only a site's creator changes it. */
export function requireSiteCreator(snap: FirebaseFirestore.DocumentSnapshot, uid: string): void {
  if (readDoc(creatorSchema, snap).creator !== uid) throw new HttpsError("permission-denied", SITE_MESSAGES.notOwner);
}

/**
 * A refusal of a site's content named so its owner finds it: the page (by
 * title) and the problem, e.g. 'Page "About": Another page already uses the
 * address "home". Each page needs its own.'
 */
export function describeSiteIssue(content: SiteContent, issue: z.core.$ZodIssue): string {
  const [first, index] = issue.path;
  if (first === "pages" && typeof index === "number") {
    const page = content.pages[index];
    return `Page "${page?.title || index + 1}": ${issue.message}`;
  }
  return issue.message;
}
