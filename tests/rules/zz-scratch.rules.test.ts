import { assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, serverTimestamp, updateDoc, type DocumentData } from "firebase/firestore";
import { describe, it } from "vitest";
import { A_DATE, rulesHarness } from "./setup";

const h = rulesHarness();
const SERVER = { stripeCustomerId: "cus_1", stripeId: null, stripeChargesEnabled: false, stripeDetailsSubmitted: false, subscription: "ROOKIE", userSubscription: "Free" };
const fresh: DocumentData = {
  uid: "alice", email: "a@example.com", emailLower: "a@example.com", emailVerified: false, displayName: "Alice", fullName: "Alice", photoURL: "",
  hasAdditionalInfo: false, alternateEmails: [], sportAvailability: [], activitySubscriptions: [],
  privacySettings: { blocklist: [] }, notificationSettings: {}, platform: "gth", createdAt: A_DATE, updatedAt: A_DATE,
};
const completed: DocumentData = {
  ...fresh, hasAdditionalInfo: true, gender: "Female", pronoun: "She/Her", sports: ["Tennis"], additionalInfo: { gender: "Female", sports: ["Tennis"], pronoun: "She/Her" },
  joinReason: "Find-events", defaultCity: { lat: 1, lng: 2, hash: "abc", name: "Austin, TX" }, birthdate: A_DATE, phoneNumber: "",
};
const EXTRA: Array<[string, unknown]> = [["lastName", "Example"], ["bio", "x"], ["familyMembers", []], ["defaultHomeTeamFilter", "all"], ["displayNameFallback", "alice"], ["availability", {}], ["srvAvailabilityModel", {}]];
describe("threshold", () => {
  for (let n = 0; n <= EXTRA.length; n += 1) {
    const data = { ...completed, ...SERVER, ...Object.fromEntries(EXTRA.slice(0, n)) };
    it(`${Object.keys(data).length} keys`, async () => {
      await h.seed({ "users/alice": data });
      await assertSucceeds(updateDoc(doc(h.asWithToken("alice", { email_verified: true }), "users/alice"), { emailVerified: true, updatedAt: serverTimestamp() }));
    });
  }
});
describe("saveProfile-like merge", () => {
  for (let n = 0; n <= EXTRA.length; n += 1) {
    const data = { ...completed, ...SERVER, ...Object.fromEntries(EXTRA.slice(0, n)) };
    it(`merge on ${Object.keys(data).length} keys`, async () => {
      await h.seed({ "users/alice": data });
      const { setDoc } = await import("firebase/firestore");
      await assertSucceeds(setDoc(doc(h.as("alice"), "users/alice"), {
        uid: "alice", displayName: "Ally", fullName: "Alicia", lastName: "Ex", email: "b@example.com", emailLower: "b@example.com", gender: "Male", pronoun: "He/Him",
        sports: ["Padel"], additionalInfo: { gender: "Male", sports: ["Padel"], pronoun: "He/Him" }, joinReason: "Organize", defaultCity: { lat: 3, lng: 4, hash: "def", name: "Waco, TX" },
        birthdate: A_DATE, phoneNumber: "5125550100", hasAdditionalInfo: true, updatedAt: serverTimestamp(),
      }, { merge: true }));
    });
  }
});
describe("scratch", () => {
  for (const [label, data] of [["fresh", fresh], ["fresh+server", { ...fresh, ...SERVER }], ["completed", completed], ["completed+server", { ...completed, ...SERVER }]] as const) {
    it(`${label} (${Object.keys(data).length} keys): setEmailVerified(false) as the app does`, async () => {
      await h.seed({ "users/alice": { ...data, emailVerified: true } });
      await assertSucceeds(updateDoc(doc(h.asWithToken("alice", { email_verified: false }), "users/alice"), { emailVerified: false, updatedAt: serverTimestamp() }));
    });
    it(`${label}: setEmailVerified(true) with a verified token`, async () => {
      await h.seed({ "users/alice": data });
      await assertSucceeds(updateDoc(doc(h.asWithToken("alice", { email_verified: true }), "users/alice"), { emailVerified: true, updatedAt: serverTimestamp() }));
    });
  }
});
