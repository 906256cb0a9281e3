import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { PASSWORD, PROJECT_ID, uniqueEmail } from "./support";

// Journeys that change money state (plans, payouts accounts) each get an account of
// their own, made here through the emulators' Admin API (FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST come from scripts/test.mjs): a copy of the seeded
// Riley Second's profile with a new uid, e-mail and name, on the Free plan, with no
// payments account and no teams. Signing up through the pages is journeyed in auth.spec.

function admin(): App {
  if (!PROJECT_ID.startsWith("demo-")) throw new Error(`Refusing to make accounts in ${PROJECT_ID}: only demo- projects.`);
  return getApps().find((a) => a.name === "e2e") ?? initializeApp({ projectId: PROJECT_ID }, "e2e");
}

export interface Account {
  uid: string;
  email: string;
  displayName: string;
}

export async function newAccount(tag: string, displayName: string, fields: Record<string, unknown> = {}): Promise<Account> {
  const app = admin();
  const db = getFirestore(app);
  const email = uniqueEmail(tag);
  const user = await getAuth(app).createUser({ email, password: PASSWORD, displayName, emailVerified: true });
  const [template, profile] = await Promise.all([db.doc("users/demo-player2").get(), db.doc("publicProfiles/demo-player2").get()]);
  if (!template.exists || !profile.exists) throw new Error("The seeded users/demo-player2 is missing: run the seed stage first.");
  const [first = displayName, last = ""] = displayName.split(" ");
  await db.doc(`users/${user.uid}`).set({
    ...template.data(),
    uid: user.uid,
    email,
    emailLower: email,
    displayName,
    fullName: first,
    lastName: last,
    teams: [],
    blockedUids: [],
    stripeCustomerId: null,
    stripeId: null,
    stripeChargesEnabled: false,
    stripeDetailsSubmitted: false,
    subscription: null,
    userSubscription: "Free",
    createdAt: new Date(),
    updatedAt: new Date(),
    ...fields,
  });
  await db.doc(`publicProfiles/${user.uid}`).set({ ...profile.data(), displayName, updatedAt: new Date() });
  return { uid: user.uid, email, displayName };
}

/** A team the account manages alone, on the free ROOKIE tier. */
export async function newTeam(owner: Account, name: string): Promise<string> {
  const db = getFirestore(admin());
  const ref = db.collection("teams").doc();
  await ref.set({
    name,
    nameLower: name.toLowerCase(),
    description: "",
    photoURL: "",
    subscription: "ROOKIE",
    subscriptionId: null,
    topics: [],
    creator: owner.uid,
    managerIds: [owner.uid],
    memberIds: [owner.uid],
    memberCount: 1,
    rosterPreview: [{ uid: owner.uid, displayName: owner.displayName, photoURL: "", role: "owner" }],
    notificationTimes: [],
    gameType: "Basketball",
    city: null,
    domain: null,
    organizerWebsite: { metaLogoURL: null },
    organizationId: null,
    league: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await ref.collection("roster").doc(owner.uid).set({ id: owner.uid, uid: owner.uid, email: owner.email, displayName: owner.displayName, photoURL: "", role: "owner", invitedBy: null, invitedAt: null, joinedAt: Date.now() });
  return ref.id;
}
