// User lists (issue 13): userLists/{listId} is read by its owner only and
// written only by the userLists callables (which resolve every player on the
// server). Full search's tokens (searchTokens) on the documents clients write:
// a player's public profile and a team's details.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, it } from "vitest";
import { playerSearchTokens, teamSearchTokens } from "@rallyhub/domain/searchTokens";
import { A_DATE, chars, rulesHarness } from "./setup";

const h = rulesHarness();

const list = (overrides: DocumentData = {}): DocumentData => ({
  ownerId: "olivia",
  name: "Tuesday regulars",
  items: [{ uid: "pat", email: "pat@example.com", displayName: "Pat" }],
  createdAt: A_DATE,
  updatedAt: A_DATE,
  ...overrides,
});

describe("userLists/{listId}", () => {
  it("lets the owner read a list and list theirs (by ownerId, newest first)", async () => {
    await h.seed({ "userLists/l1": list(), "userLists/l2": list({ ownerId: "morgan" }) });
    await assertSucceeds(getDoc(doc(h.as("olivia"), "userLists/l1")));
    await assertSucceeds(getDocs(query(collection(h.as("olivia"), "userLists"), where("ownerId", "==", "olivia"), orderBy("createdAt", "desc"), limit(21))));
  });

  it("refuses everyone else: other users (the e-mails on it), signed-out visitors, unfiltered lists, other owners' lists", async () => {
    await h.seed({ "userLists/l1": list() });
    await assertFails(getDoc(doc(h.as("pat"), "userLists/l1")));
    await assertFails(getDoc(doc(h.anon(), "userLists/l1")));
    await assertFails(getDocs(collection(h.as("olivia"), "userLists")));
    await assertFails(getDocs(query(collection(h.as("pat"), "userLists"), where("ownerId", "==", "olivia"))));
  });

  it("refuses every client write, the owner's included (the callables write lists)", async () => {
    await h.seed({ "userLists/l1": list() });
    await assertFails(setDoc(doc(h.as("olivia"), "userLists/l2"), list()));
    await assertFails(updateDoc(doc(h.as("olivia"), "userLists/l1"), { name: "Renamed" }));
    await assertFails(updateDoc(doc(h.as("olivia"), "userLists/l1"), { items: [{ uid: "x", email: "someone@else.com", displayName: "X" }] }));
    await assertFails(deleteDoc(doc(h.as("olivia"), "userLists/l1")));
    await assertFails(setDoc(doc(h.as("pat"), "userLists/l3"), list({ ownerId: "pat" })));
  });
});

describe("searchTokens on a public profile (full search)", () => {
  const profile = (overrides: DocumentData = {}): DocumentData => ({
    displayName: "Bob Baker",
    photoURL: "",
    city: { lat: 40.7, lng: -74, hash: "dr5regw", name: "New York" },
    sports: ["Tennis"],
    gender: "Male",
    searchable: true,
    updatedAt: serverTimestamp(),
    ...overrides,
  });

  it("lets the owner store the tokens of their name with the profile", async () => {
    await assertSucceeds(setDoc(doc(h.as("bob"), "publicProfiles/bob"), profile({ searchTokens: playerSearchTokens("Bob Baker") })));
    await assertSucceeds(setDoc(doc(h.as("bob"), "publicProfiles/bob"), { displayName: "Bobby", searchTokens: playerSearchTokens("Bobby") }, { merge: true }));
  });

  it("refuses tokens that are not a list, or more than 200 of them, and anyone else's write", async () => {
    await assertFails(setDoc(doc(h.as("bob"), "publicProfiles/bob"), profile({ searchTokens: "bob" })));
    await assertFails(setDoc(doc(h.as("bob"), "publicProfiles/bob"), profile({ searchTokens: Array.from({ length: 201 }, (_, i) => `t${i}`) })));
    await assertFails(setDoc(doc(h.as("mallory"), "publicProfiles/bob"), profile({ searchTokens: ["bo"] })));
  });
});

describe("searchTokens on a team's details (full search)", () => {
  const TEAM = "teams/t1";
  const team = {
    name: "Rally Club",
    nameLower: "rally club",
    searchTokens: teamSearchTokens({ name: "Rally Club", gameType: "Tennis", cityName: "New York" }),
    description: "",
    photoURL: "",
    subscription: "ROOKIE",
    topics: [],
    creator: "owner",
    managerIds: ["owner", "manager"],
    memberIds: ["owner", "manager", "player"],
    memberCount: 3,
    rosterPreview: [],
    notificationTimes: [],
    gameType: "Tennis",
    city: { lat: 40.7, lng: -74, hash: "dr5regw", name: "New York" },
    domain: null,
    organizerWebsite: { metaLogoURL: null },
    createdAt: A_DATE,
    updatedAt: A_DATE,
  };

  // With 20 topics of the longest kind, a rename with its tokens does not fit in the rules'
  // 1000 expressions: the app then writes the tokens in a write of their own (teamsRepository).
  it("lets a manager save every detail but the topics at once with the new name's tokens", async () => {
    await h.seed({ [TEAM]: team });
    const name = `Rally Club ${chars(49)}`;
    await assertSucceeds(
      updateDoc(doc(h.as("manager"), TEAM), {
        name,
        nameLower: name.toLowerCase(),
        searchTokens: teamSearchTokens({ name, gameType: "Pickleball", cityName: "Austin, TX" }),
        description: chars(2000),
        photoURL: "https://example.com/new.png",
        gameType: "Pickleball",
        city: { lat: 30.27, lng: -97.74, hash: "9v6kpx", name: "Austin, TX" },
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it("lets a manager write the tokens alone, and 20 topics with a short token list", async () => {
    await h.seed({ [TEAM]: team });
    await assertSucceeds(updateDoc(doc(h.as("manager"), TEAM), { searchTokens: teamSearchTokens({ name: "Rally Club Two", gameType: "Tennis", cityName: "New York" }), updatedAt: serverTimestamp() }));
    await assertSucceeds(
      updateDoc(doc(h.as("manager"), TEAM), {
        searchTokens: ["ra"],
        topics: Array.from({ length: 20 }, (_, i) => ({ id: `topic-${i}`, name: chars(40), description: chars(200) })),
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it("refuses tokens from a player, tokens that are not a list, or more than 200", async () => {
    await h.seed({ [TEAM]: team });
    await assertFails(updateDoc(doc(h.as("player"), TEAM), { searchTokens: ["ra"] }));
    await assertFails(updateDoc(doc(h.as("manager"), TEAM), { searchTokens: "rally" }));
    await assertFails(updateDoc(doc(h.as("manager"), TEAM), { searchTokens: Array.from({ length: 201 }, (_, i) => `t${i}`) }));
  });
});
