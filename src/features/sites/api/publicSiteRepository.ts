import { collection, doc, getDoc, getDocs, limit, query, where } from "firebase/firestore";
import { callFunction, getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { FAILURE } from "@/lib/messages";
import type { SiteCallables } from "@shared/sites/callables";
import type { ContactMessageInput } from "@shared/sites/model";
import type { Website } from "../model/types";
import { websiteFromData } from "./siteConverter";

// Published websites, as visitors read them: one document per page view.
// The full SDK, which the custom host loads anyway for sign-in (Firestore Lite
// beside it split the SDK's chunks and cost every signed-in page); making the
// custom host boot without auth and the full SDK is issue 14's budget work.
// The builder's reads and writes are in sitesRepository.

export async function getWebsite(id: string): Promise<Website | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "websites", id));
    return snap.exists() ? websiteFromData(snap.id, snap.data()) : null;
  } catch (error) {
    throw toAppError(error, FAILURE.websiteLoad);
  }
}

async function firstWhere(field: "domain" | "organizationId", value: string): Promise<Website | null> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "websites"), where(field, "==", value), limit(1)));
    const first = snap.docs[0];
    return first ? websiteFromData(first.id, first.data()) : null;
  } catch (error) {
    throw toAppError(error, FAILURE.websiteLoad);
  }
}

/** Custom-website mode: the site whose verified domain is this host. */
export const getWebsiteByDomain = (host: string) => firstWhere("domain", host.toLowerCase());

/** organization-website/{id}: the published website linked to an organization. */
export const getWebsiteByOrganization = (organizationId: string) => firstWhere("organizationId", organizationId);

export const sendSiteMessage = (siteId: string, message: ContactMessageInput) => callFunction<SiteCallables["sendSiteMessage"]["output"]>("sendSiteMessage", { siteId, ...message });
