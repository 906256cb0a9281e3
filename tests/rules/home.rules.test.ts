// The home dashboard's own reads and writes (issue 11): the saved default team
// filter and the location card's city change on the user's own documents, and
// the Action Center's look at the user's availability document.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { doc, getDoc, serverTimestamp, updateDoc, writeBatch, type DocumentData } from "firebase/firestore";
import { describe, it } from "vitest";
import { A_DATE, chars, emailOf, rulesHarness } from "./setup";

const h = rulesHarness();

const AUSTIN = { name: "Austin, TX", lat: 30.2747, lng: -97.7404, hash: "9v6kpz7" };
const DENVER = { name: "Denver, CO", lat: 39.7392, lng: -104.9903, hash: "9xj64fj" };

/** A user document as the app and onUserCreated leave it (client fields plus the server's). */
const storedUser = (uid: string): DocumentData => ({
  uid,
  email: emailOf(uid),
  emailLower: emailOf(uid),
  displayName: "Pat",
  fullName: "Pat Player",
  defaultCity: AUSTIN,
  hasAdditionalInfo: true,
  defaultHomeTeamFilter: null,
  stripeCustomerId: null,
  stripeId: null,
  stripeChargesEnabled: false,
  stripeDetailsSubmitted: false,
  subscription: null,
  userSubscription: "Free",
  createdAt: A_DATE,
  updatedAt: A_DATE,
});

/** A public profile as the profile form writes it. */
const publicProfile = (): DocumentData => ({ displayName: "Pat", photoURL: "", city: AUSTIN, sports: ["Soccer"], gender: "", searchable: true, updatedAt: A_DATE });

describe("home: the saved default team filter (users/{uid}.defaultHomeTeamFilter)", () => {
  it("lets the user save a team and clear it again", async () => {
    await h.seed({ "users/pat": storedUser("pat") });
    await assertSucceeds(updateDoc(doc(h.as("pat"), "users/pat"), { defaultHomeTeamFilter: "team-01", updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(h.as("pat"), "users/pat"), { defaultHomeTeamFilter: null, updatedAt: serverTimestamp() }));
  });

  it("refuses saving it on someone else's document", async () => {
    await h.seed({ "users/pat": storedUser("pat") });
    await assertFails(updateDoc(doc(h.as("mallory"), "users/pat"), { defaultHomeTeamFilter: "team-01", updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(h.anon(), "users/pat"), { defaultHomeTeamFilter: "team-01" }));
  });

  it("refuses a value that is not a team id", async () => {
    await h.seed({ "users/pat": storedUser("pat") });
    await assertFails(updateDoc(doc(h.as("pat"), "users/pat"), { defaultHomeTeamFilter: 7 }));
    await assertFails(updateDoc(doc(h.as("pat"), "users/pat"), { defaultHomeTeamFilter: chars(129) }));
  });
});

describe("home: changing the city (users/{uid}.defaultCity and publicProfiles/{uid}.city in one batch)", () => {
  const change = (db: ReturnType<typeof h.as>, uid: string, city: DocumentData) => {
    const batch = writeBatch(db);
    batch.update(doc(db, "users", uid), { defaultCity: city, updatedAt: serverTimestamp() });
    batch.set(doc(db, "publicProfiles", uid), { city, updatedAt: serverTimestamp() }, { merge: true });
    return batch.commit();
  };

  it("lets the user move both documents to a new city", async () => {
    await h.seed({ "users/pat": storedUser("pat"), "publicProfiles/pat": publicProfile() });
    await assertSucceeds(change(h.as("pat"), "pat", DENVER));
  });

  it("lets the user set the city when they have no public profile yet", async () => {
    await h.seed({ "users/pat": storedUser("pat") });
    await assertSucceeds(change(h.as("pat"), "pat", DENVER));
  });

  it("refuses a city without coordinates or geohash, and another user's documents", async () => {
    await h.seed({ "users/pat": storedUser("pat"), "publicProfiles/pat": publicProfile() });
    await assertFails(change(h.as("pat"), "pat", { name: "Nowhere" }));
    await assertFails(change(h.as("pat"), "pat", { ...DENVER, lat: 123 }));
    await assertFails(change(h.as("mallory"), "pat", DENVER));
  });
});

describe("home: the Action Center's availability check (availability/{uid})", () => {
  it("lets the user read their own document, set or not", async () => {
    await assertSucceeds(getDoc(doc(h.as("pat"), "availability/pat")));
    await h.seed({ "availability/pat": { weeklyAvailability: {}, dateSpecificAvailability: [], privacySettings: {}, timeZone: "America/Chicago", updatedAt: A_DATE } });
    await assertSucceeds(getDoc(doc(h.as("pat"), "availability/pat")));
  });

  it("refuses reading someone else's (others see it through the server)", async () => {
    await h.seed({ "availability/pat": { weeklyAvailability: {}, timeZone: "America/Chicago" } });
    await assertFails(getDoc(doc(h.as("mallory"), "availability/pat")));
  });
});
