import { getApps, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { createRequire } from "node:module";
import { AUTH_HOST, PASSWORD, PROJECT_ID, uniqueEmail } from "./support";

// The Functions' shared code is CommonJS (functions/package.json): loaded with require, typed as the module.
const requireShared = createRequire(import.meta.url);
const { playerSearchTokens } = requireShared("../../packages/domain/src/searchTokens.ts") as typeof import("../../packages/domain/src/searchTokens");
const { blankEventInput } = requireShared("../../packages/domain/src/events/schema.ts") as typeof import("../../packages/domain/src/events/schema");

/**
 * A game's saveEvent input, from the create form's own blank (the spec's defaults) with the
 * journey's fields on top: a date `daysAhead` from today, in Austin's time zone.
 */
export function gameInput(daysAhead: number, fields: Record<string, unknown>): Record<string, unknown> {
  const day = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return { ...blankEventInput(day, "America/Chicago"), ...fields };
}

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
  // Found by full search under its own name (not the template's).
  await db.doc(`publicProfiles/${user.uid}`).set({ ...profile.data(), displayName, searchTokens: playerSearchTokens(displayName), updatedAt: new Date() });
  return { uid: user.uid, email, displayName };
}

/** A signed-up account with no profile yet (what signing up leaves): its next page is the onboarding. */
export async function newSignUp(email: string): Promise<string> {
  const user = await getAuth(admin()).createUser({ email, password: PASSWORD });
  return user.uid;
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
  await ref
    .collection("roster")
    .doc(owner.uid)
    .set({ id: owner.uid, uid: owner.uid, email: owner.email, displayName: owner.displayName, photoURL: "", role: "owner", invitedBy: null, invitedAt: null, joinedAt: Date.now() });
  return ref.id;
}

/**
 * A payouts account for an organizer: made in the Stripe fake (already through
 * onboarding, charges enabled) and written on their user document as the webhook would.
 */
export async function withPayouts(account: Account): Promise<string> {
  const base = (process.env.STRIPE_API_BASE ?? "").replace(/\/+$/, "");
  if (!base) throw new Error("STRIPE_API_BASE is not set: run the journeys through `npm test` (it starts the Stripe fake).");
  const id = `acct_e2e_${account.uid.slice(0, 12)}`;
  const res = await fetch(`${base}/_fake/seed/account`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ id, email: account.email }) });
  if (!res.ok) throw new Error(`The Stripe fake refused the account: ${await res.text()}`);
  await getFirestore(admin()).doc(`users/${account.uid}`).update({ stripeId: id, stripeChargesEnabled: true, stripeDetailsSubmitted: true, joinReason: "Organize" });
  return id;
}

/** Calls a callable Function on the emulator as the account (signed in with its password). */
export async function callAs<T>(account: Account, name: string, data: unknown): Promise<T> {
  const signIn = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: account.email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken?: string };
  if (!idToken) throw new Error(`Could not sign in as ${account.email}`);
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? "http://127.0.0.1:5001";
  const res = await fetch(`${origin}/${PROJECT_ID}/us-central1/${name}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as { result?: T; error?: { message?: string } };
  if (!res.ok || body.result === undefined) throw new Error(`${name} failed: ${body.error?.message ?? res.status}`);
  return body.result;
}
