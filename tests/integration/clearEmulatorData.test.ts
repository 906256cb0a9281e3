// `seed.ts --fresh`, which npm test runs before the journeys, empties the
// project's Firestore and Auth emulators first (clearEmulatorData): documents
// and accounts written by earlier stages are gone, and a project whose id does
// not start with "demo-" is refused before anything is sent.
import { describe, expect, it } from "vitest";
import { clearEmulatorData } from "../../scripts/seed";
import { rulesHarness } from "../rules/setup";

// The app's own project: the Auth emulator's REST sign-up below has no project of its
// choosing, so this file works where the seed does (no other file of the stage uses it).
const projectId = process.env.TEST_PROJECT_ID ?? "demo-rallyhub";
const h = rulesHarness({ projectId });
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? "";
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "";

/** Calls the Auth emulator's sign-up or sign-in endpoint; resolves to its error message, or "" when it succeeded. */
async function authCall(action: "signUp" | "signInWithPassword", email: string): Promise<string> {
  const res = await fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-key`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Secret123!", returnSecureToken: true }),
  });
  if (res.ok) return "";
  const body = (await res.json()) as { error?: { message?: string } };
  return body.error?.message ?? String(res.status);
}

describe("clearEmulatorData", () => {
  it("empties Firestore and Auth of the project", async () => {
    expect(authHost, "FIREBASE_AUTH_EMULATOR_HOST is set by npm test").not.toBe("");
    const email = `clear-${String(Date.now())}@example.com`;
    await h.seed({ "leftovers/one": { from: "an earlier stage" }, "leftovers/one/children/two": { nested: true } });
    expect(await authCall("signUp", email)).toBe("");
    expect(await authCall("signInWithPassword", email)).toBe("");

    await clearEmulatorData({ projectId, firestoreHost, authHost });

    expect(await h.peek("leftovers/one")).toBeUndefined();
    expect(await h.peek("leftovers/one/children/two")).toBeUndefined();
    expect(await authCall("signInWithPassword", email)).toBe("EMAIL_NOT_FOUND");
  });

  it("refuses a project that is not a demo- project, leaving the data alone", async () => {
    await h.seed({ "leftovers/kept": { from: "this test" } });
    await expect(clearEmulatorData({ projectId: "rallyhub-prod", firestoreHost, authHost })).rejects.toThrow('Refusing to clear project "rallyhub-prod"');
    expect(await h.peek("leftovers/kept")).toEqual({ from: "this test" });
  });
});
