import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as siteCallables from "@rallyhub/domain/callables/sites";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { websiteDomainSchema, websiteSchema } from "@rallyhub/domain/stored/sites";
import { websiteDomainWriteSchema, websiteWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { domainRef, requireSiteCreator, websiteRef } from "./common";
import { isDomainVerified, isReservedHost } from "./domainVerification";

/**
 * The site's creator serves their published site on their own domain, or
 * disconnects it (domain null). A domain serves one site: the claim
 * websiteDomains/{host} is taken in a transaction, so two sites can never
 * hold one host ('already taken'). It must be verified first (a DNS TXT
 * record; see isDomainVerified). The site's old domain is released.
 */
export const attachDomain = defineCallable(siteCallables.attachDomain, async ({ siteId, domain }, { caller }) => {
  const site = await websiteRef(siteId).get();
  if (!site.exists) throw new HttpsError("failed-precondition", SITE_MESSAGES.publishFirst);
  requireSiteCreator(site, caller.uid);

  if (domain !== null) {
    if (isReservedHost(domain)) throw new HttpsError("invalid-argument", SITE_MESSAGES.domainReserved);
    if (!(await isDomainVerified(domain, siteId))) throw new HttpsError("failed-precondition", SITE_MESSAGES.domainUnverified);
  }

  await db().runTransaction(async (tx) => {
    const current = await tx.get(websiteRef(siteId));
    if (!current.exists) throw new HttpsError("failed-precondition", SITE_MESSAGES.publishFirst);
    requireSiteCreator(current, caller.uid);
    const oldHost = readDoc(websiteSchema, current).domain;
    const oldClaim = oldHost && oldHost !== domain ? await tx.get(domainRef(oldHost)) : null;
    if (domain !== null) {
      const claim = await tx.get(domainRef(domain));
      if (claim.exists && readDoc(websiteDomainSchema, claim).siteId !== siteId) throw new HttpsError("already-exists", SITE_MESSAGES.domainTaken);
      // Sites given a domain before claims existed (the seed) hold it too.
      const holders = await tx.get(db().collection("websites").where("domain", "==", domain).limit(2));
      if (holders.docs.some((d) => d.id !== siteId)) throw new HttpsError("already-exists", SITE_MESSAGES.domainTaken);
      tx.set(domainRef(domain), writeDoc(websiteDomainWriteSchema, { siteId, creator: caller.uid, verifiedAt: FieldValue.serverTimestamp() }));
    }
    if (oldClaim?.exists && readDoc(websiteDomainSchema, oldClaim).siteId === siteId) tx.delete(oldClaim.ref);
    tx.update(current.ref, writeFields(websiteWriteSchema, { domain, updatedAt: FieldValue.serverTimestamp() }));
  });
  return { domain };
});
