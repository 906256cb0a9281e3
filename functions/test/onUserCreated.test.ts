import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";

// Runs against the emulators started by scripts/test.mjs: a user document
// written to Firestore fires onUserCreated in the Functions emulator.
const triggersOn = process.env.EMULATOR_TRIGGERS === "1";
let app: App;
let db: Firestore;

beforeAll(() => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("FIRESTORE_EMULATOR_HOST is not set: run through npm test");
  app = initializeApp({ projectId: process.env.TEST_PROJECT_ID ?? "demo-rallyhub" }, `fn-test-${Date.now()}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

async function waitFor<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.runIf(triggersOn)("onUserCreated (Firestore trigger)", () => {
  it("gives a new user the server-owned defaults", async () => {
    const ref = db.collection("users").doc(`trigger-test-${Date.now()}`);
    await ref.set({ displayName: "Trigger Test", email: "t@example.com" });
    const data = await waitFor(
      async () => (await ref.get()).data() ?? {},
      (d) => d.userSubscription !== undefined,
    );
    expect(data).toMatchObject({ displayName: "Trigger Test", stripeChargesEnabled: false, stripeDetailsSubmitted: false, userSubscription: "Free" });
    await ref.delete();
  });

  it("does not overwrite values the server already set", async () => {
    const ref = db.collection("users").doc(`trigger-test-pro-${Date.now()}`);
    await ref.set({ displayName: "Pro", userSubscription: "Organizer Pro", stripeChargesEnabled: true });
    const data = await waitFor(
      async () => (await ref.get()).data() ?? {},
      (d) => d.stripeDetailsSubmitted !== undefined,
    );
    expect(data).toMatchObject({ userSubscription: "Organizer Pro", stripeChargesEnabled: true, stripeDetailsSubmitted: false });
    await ref.delete();
  });
});
