import { getPublicDoc, queryPublicDocs } from "@/lib/firestoreRest";
import type { CallableOutput } from "@rallyhub/domain/callables/all";
import { SITE_LOAD_FAILED } from "@rallyhub/domain/sites/basics";
import type { ContactMessageInput } from "@rallyhub/domain/sites/model";
import type { Website } from "../model/types";
import { readData } from "@rallyhub/domain/stored/fields";
import { websiteSchema } from "@rallyhub/domain/stored/sites";

// Published websites, as visitors read them: one document per page view,
// through Firestore's REST API (lib/firestoreRest.ts), so that a visitor on a
// team's own domain downloads no Firestore SDK (the 170 KB page budget). The
// rules make published sites public. The builder's reads and writes, which
// are a signed-in owner's, use the SDK in sitesRepository.

export async function getWebsite(id: string): Promise<Website | null> {
  const found = await getPublicDoc(`websites/${encodeURIComponent(id)}`, SITE_LOAD_FAILED);
  return found ? readData(websiteSchema, found.id, found.data) : null;
}

async function firstWhere(field: "domain" | "organizationId", value: string): Promise<Website | null> {
  const [first] = await queryPublicDocs("websites", field, value, 1, SITE_LOAD_FAILED);
  return first ? readData(websiteSchema, first.id, first.data) : null;
}

/** Custom-website mode: the site whose verified domain is this host. */
export const getWebsiteByDomain = (host: string) => firstWhere("domain", host.toLowerCase());

/** organization-website/{id}: the published website linked to an organization. */
export const getWebsiteByOrganization = (organizationId: string) => firstWhere("organizationId", organizationId);

/** A visitor's message through a site's contact form (the Functions SDK loads only then). */
export async function sendSiteMessage(siteId: string, message: ContactMessageInput): Promise<CallableOutput<"sendSiteMessage">> {
  const { call } = await import("@/lib/firebase");
  return call("sendSiteMessage", { siteId, ...message });
}
