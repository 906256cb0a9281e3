import { onCall } from "firebase-functions/v2/https";
import { z } from "zod";
import { db } from "../admin";
import { hasBlocked } from "../lib/blocks";
import { docId, parseInput, requireCaller } from "../lib/callable";

const input = z.object({ query: z.string().trim().min(3, "Type at least 3 characters").max(128) }).strict();

export interface FoundUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
}

/** "pat@example.com" → "p••@example.com": enough to recognise, not enough to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  if (!domain) return "";
  return `${local.slice(0, 1)}${"•".repeat(Math.max(2, Math.min(local.length - 1, 6)))}@${domain}`;
}

export function isEmailShaped(query: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query);
}

/**
 * Spec §5 Family members / blocking: an e-mail-shaped query searches by
 * e-mail, otherwise by uid. A user who blocked the caller is not found (spec
 * §6), nor is the caller themself. A uid search shows the e-mail masked.
 */
export const searchUser = onCall(async (request): Promise<{ user: FoundUser | null }> => {
  const caller = requireCaller(request);
  const { query } = parseInput(input, request.data);
  let doc: FirebaseFirestore.DocumentSnapshot | undefined;
  const byEmail = isEmailShaped(query);
  if (byEmail) {
    const snap = await db().collection("users").where("emailLower", "==", query.toLowerCase()).limit(1).get();
    doc = snap.docs[0];
  } else {
    // A uid search: anything that is not an id cannot match one (and must not become a path).
    if (!docId.safeParse(query).success) return { user: null };
    const snap = await db().doc(`users/${query}`).get();
    doc = snap.exists ? snap : undefined;
  }
  if (!doc || doc.id === caller.uid) return { user: null };
  if (hasBlocked(doc.data(), caller.uid)) return { user: null };
  const email = String(doc.get("email") ?? "");
  return {
    user: {
      uid: doc.id,
      displayName: String(doc.get("displayName") ?? "") || "Unnamed Player",
      email: byEmail ? email : maskEmail(email),
      photoURL: String(doc.get("photoURL") ?? ""),
    },
  };
});
