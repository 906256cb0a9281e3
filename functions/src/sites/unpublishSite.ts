import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as siteCallables from "@rallyhub/domain/callables/sites";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { websiteDomainSchema, websiteSchema } from "@rallyhub/domain/stored/sites";
import { draftWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { domainRef, draftRef, requireSiteCreator, websiteRef } from "./common";

/** The parts of a published site that make up its content (the draft's fields). */
/**
 * Takes the caller's published site offline. Nothing of its content is lost:
 * it stays as the site's draft (the one being edited, if there is one, else
 * a copy of what was published), marked as never published, so the creator
 * can publish it again or discard it to free the plan's place. The site's
 * domain is released in the same transaction, so another site may claim it.
 * Only the site's creator may do this (spec §6).
 */
export const unpublishSite = defineCallable(siteCallables.unpublishSite, async ({ siteId }, { caller }) => {
  await db().runTransaction(async (tx) => {
    const site = await tx.get(websiteRef(siteId));
    if (!site.exists) throw new HttpsError("not-found", SITE_MESSAGES.notFound);
    requireSiteCreator(site, caller.uid);
    const draft = await tx.get(draftRef(siteId));
    const published = readDoc(websiteSchema, site);
    const claim = published.domain ? await tx.get(domainRef(published.domain)) : null;

    if (draft.exists) {
      tx.update(draft.ref, writeFields(draftWriteSchema, { published: false, publishedAt: null, domain: null }));
    } else {
      // The site's content becomes its draft again, as the builder reads it.
      const { title, teamId, organizationId, pages, settings } = published;
      tx.set(
        draft.ref,
        writeDoc(draftWriteSchema, {
          title,
          teamId,
          organizationId,
          pages,
          settings,
          creator: caller.uid,
          published: false,
          publishedAt: null,
          domain: null,
          createdAt: FieldValue.serverTimestamp(),
          savedAt: FieldValue.serverTimestamp(),
        }),
      );
    }
    if (claim?.exists && readDoc(websiteDomainSchema, claim).siteId === siteId) tx.delete(claim.ref);
    tx.delete(site.ref);
  });
  return { siteId };
});
