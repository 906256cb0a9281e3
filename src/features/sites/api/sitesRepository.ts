import { collection, deleteDoc, doc, getCountFromServer, getDoc, getDocs, limit, query, serverTimestamp, setDoc, updateDoc, where } from "firebase/firestore";
import { call, getDb, getStorageClient } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import { SITE_MESSAGES, SITE_PLAN_LIMITS } from "@rallyhub/domain/sites/constants";
import type { SiteContent } from "@rallyhub/domain/sites/model";
import type { DraftLookup } from "../model/draftResolver";
import type { MySite, SiteDraft, Website } from "../model/types";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { draftSchema, websiteSchema } from "@rallyhub/domain/stored/sites";

/** The most sites anyone can have (Organizer Pro), and one more to know there are more. */
const MY_SITES_MAX = SITE_PLAN_LIMITS["Organizer Pro"] + 5;

/**
 * How many sites the user has: published ones and drafts never published (a
 * published site's draft is the same site). The site-builder guard's input.
 */
export async function countOwnedSites(uid: string): Promise<number> {
  const db = await getDb();
  const [published, drafts] = await Promise.all([
    getCountFromServer(query(collection(db, "websites"), where("creator", "==", uid))),
    getCountFromServer(query(collection(db, "websiteDrafts"), where("creator", "==", uid), where("published", "==", false))),
  ]);
  return published.data().count + drafts.data().count;
}

/** My Sites: the user's published sites and drafts, one row per site, by title. Bounded by the largest plan's limit. */
export async function listMySites(uid: string): Promise<MySite[]> {
  const db = await getDb();
  try {
    const [sites, drafts] = await Promise.all([
      getDocs(query(collection(db, "websites"), where("creator", "==", uid), limit(MY_SITES_MAX))),
      getDocs(query(collection(db, "websiteDrafts"), where("creator", "==", uid), limit(MY_SITES_MAX))),
    ]);
    const rows = new Map<string, MySite>();
    for (const d of sites.docs) {
      const site = readDoc(websiteSchema, d);
      rows.set(d.id, { id: d.id, title: site.title, site, draft: null });
    }
    for (const d of drafts.docs) {
      const draft = readDoc(draftSchema, d);
      const row = rows.get(d.id);
      rows.set(d.id, { id: d.id, title: draft.title, site: row?.site ?? null, draft });
    }
    return [...rows.values()].sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
  } catch (error) {
    throw toAppError(error, SITE_MESSAGES.loadFailed);
  }
}

/** The caller's draft; null when there is none; "not-yours" when the rules refuse it (someone else's). */
export async function getDraft(id: string): Promise<DraftLookup> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "websiteDrafts", id));
    return snap.exists() ? readDoc(draftSchema, snap) : null;
  } catch (error) {
    const app = toAppError(error, SITE_MESSAGES.loadFailed);
    if (app.code === "permission-denied") return "not-yours";
    throw app;
  }
}

function draftDoc(content: SiteContent, uid: string, published: boolean) {
  return { ...content, creator: uid, published, createdAt: serverTimestamp(), savedAt: serverTimestamp() };
}

/** Spec §4: a new draft, with the signed-in user as creator. Returns its id. */
export async function createDraft(uid: string, content: SiteContent): Promise<string> {
  const db = await getDb();
  try {
    const ref = doc(collection(db, "websiteDrafts"));
    await setDoc(ref, draftDoc(content, uid, false));
    return ref.id;
  } catch (error) {
    throw toAppError(error, SITE_MESSAGES.createFailed);
  }
}

/** Spec §4, §6: the creator's published site becomes their draft (same id). */
export async function createDraftFromSite(site: Website, uid: string): Promise<SiteDraft> {
  const db = await getDb();
  const content: SiteContent = { title: site.title, teamId: site.teamId, organizationId: site.organizationId, pages: site.pages, settings: site.settings };
  try {
    await setDoc(doc(db, "websiteDrafts", site.id), draftDoc(content, uid, true));
  } catch (error) {
    throw toAppError(error, SITE_MESSAGES.createFailed);
  }
  return { ...content, id: site.id, creator: uid, published: true, savedAt: Date.now(), publishedAt: site.publishedAt };
}

export async function saveDraft(id: string, content: SiteContent): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "websiteDrafts", id), { ...content, savedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, SITE_MESSAGES.saveFailed);
  }
}

/** Discard: the draft goes; a published site stays as it was. */
export async function discardDraft(id: string): Promise<void> {
  const db = await getDb();
  try {
    await deleteDoc(doc(db, "websiteDrafts", id));
  } catch (error) {
    throw toAppError(error, SITE_MESSAGES.discardFailed);
  }
}

export const publishSite = (siteId: string) => call("publishSite", { siteId });
export const unpublishSite = (siteId: string) => call("unpublishSite", { siteId });
export const attachDomain = (siteId: string, domain: string | null) => call("attachDomain", { siteId, domain });

const IMAGE_MAX = 5 * 1024 * 1024;

/** Uploads an image for a site to sites/{uid}/{random}.{ext} and returns its address; unavailable where Storage is absent. */
export async function uploadSiteImage(uid: string, file: File): Promise<string> {
  if (!file.type.startsWith("image/")) throw new AppError("invalid-argument", "Choose an image file (JPEG, PNG, GIF or WebP).");
  if (file.size >= IMAGE_MAX) throw new AppError("invalid-argument", "Choose an image under 5 MB.");
  const storage = await getStorageClient();
  if (!storage) throw new AppError("unavailable", `${APP_MESSAGES.failure.uploadsUnavailable} Paste the image's address instead.`);
  const { ref, uploadBytes, getDownloadURL } = await import("firebase/storage");
  const ext = (/\.([a-z0-9]{1,5})$/i.exec(file.name)?.[1] ?? "img").toLowerCase();
  try {
    const target = ref(storage, `sites/${uid}/${crypto.randomUUID()}.${ext}`);
    await uploadBytes(target, file, { contentType: file.type, cacheControl: "public, max-age=86400" });
    return await getDownloadURL(target);
  } catch (error) {
    throw toAppError(error, SITE_MESSAGES.uploadFailed);
  }
}
