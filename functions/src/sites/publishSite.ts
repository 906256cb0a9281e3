import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as siteCallables from "@rallyhub/domain/callables/sites";
import { SITE_MESSAGES, siteContentSchema, siteLimitFor, siteLimitMessage, type SiteFeed } from "@rallyhub/domain/sites/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { formServerSchema } from "@rallyhub/domain/stored/forms";
import { creatorSchema, siteContentReadSchema, websiteSchema } from "@rallyhub/domain/stored/sites";
import { draftWriteSchema, websiteWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { describeSiteIssue, draftRef, requireSiteCreator, websiteRef } from "./common";
import { buildTeamFeed } from "./feed";

/**
 * Publish (spec §4: publish copies the draft to the site). The draft is
 * checked again here, whatever the client sent or wrote: the caller is the
 * draft's and the site's creator (§6), every page is valid and has its own
 * address, the team shown is one the caller manages, the organization one
 * they run, and every embedded form exists. A site that is not published yet
 * also needs room in the caller's plan (Free and Member Plus: 1 website;
 * Organizer Pro: 25): counted in the same transaction that writes it.
 */
export const publishSite = defineCallable(siteCallables.publishSite, async ({ siteId }, { caller }) => {
  const draft = await draftRef(siteId).get();
  if (!draft.exists) throw new HttpsError("not-found", SITE_MESSAGES.draftNotFound);
  requireSiteCreator(draft, caller.uid);

  const stored = readDoc(siteContentReadSchema, draft);
  const parsed = siteContentSchema.safeParse(stored);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpsError("invalid-argument", issue ? describeSiteIssue(stored, issue) : "This site cannot be published yet.");
  }
  const content = parsed.data;
  const now = Date.now();

  let feed: SiteFeed | null = null;
  if (content.teamId) {
    const team = await db().doc(`teams/${content.teamId}`).get();
    if (!team.exists || !readDoc(teamServerSchema, team).managerIds.includes(caller.uid)) throw new HttpsError("permission-denied", SITE_MESSAGES.teamNotManaged);
    const showsTeam = content.pages.some((p) => p.blocks.some((b) => b.type === "events" || b.type === "roster"));
    if (showsTeam) feed = await buildTeamFeed(content.teamId, now);
  }
  if (content.organizationId) {
    const org = await db().doc(`organizations/${content.organizationId}`).get();
    if (!org.exists || readDoc(creatorSchema, org).creator !== caller.uid) throw new HttpsError("permission-denied", SITE_MESSAGES.organizationNotOwned);
  }
  const formIds = [...new Set(content.pages.flatMap((p) => p.blocks.flatMap((b) => (b.type === "form" ? [b.formId] : []))))];
  const formTitles: Record<string, string> = {};
  if (formIds.length > 0) {
    const forms = await db().getAll(...formIds.map((id) => db().doc(`forms/${id}`)));
    for (const form of forms) {
      if (!form.exists) throw new HttpsError("invalid-argument", SITE_MESSAGES.formMissing(form.id));
      formTitles[form.id] = readDoc(formServerSchema, form).title || "Form";
    }
  }

  await db().runTransaction(async (tx) => {
    const site = await tx.get(websiteRef(siteId));
    if (site.exists) {
      requireSiteCreator(site, caller.uid);
    } else {
      const plan = readDoc(serverUserSchema, await tx.get(db().doc(`users/${caller.uid}`))).userSubscription;
      const limit = siteLimitFor(plan);
      const published = await tx.get(db().collection("websites").where("creator", "==", caller.uid).limit(limit));
      if (published.size >= limit) throw new HttpsError("resource-exhausted", siteLimitMessage(plan));
    }
    tx.set(
      websiteRef(siteId),
      writeDoc(websiteWriteSchema, {
        ...content,
        creator: caller.uid,
        domain: site.exists ? readDoc(websiteSchema, site).domain : null,
        feed,
        formTitles,
        publishedAt: now,
        updatedAt: FieldValue.serverTimestamp(),
      }),
    );
    tx.update(draftRef(siteId), writeFields(draftWriteSchema, { published: true, publishedAt: now }));
  });
  return { siteId, publishedAt: now };
});
