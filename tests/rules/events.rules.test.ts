// events/{eventId} with joiners, places/{placeId} and posts/{postId}.
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { A_DATE, chars, rulesHarness, without } from "./setup";

const h = rulesHarness();

// "host" created both events; "joiner" has RSVPed to both; "stranger" has no tie.
function event(overrides: DocumentData = {}): DocumentData {
  return {
    title: "Tuesday doubles",
    gameType: "Tennis",
    description: "Bring balls.",
    dateStart: A_DATE,
    timeStart: "18:00",
    duration: { hours: 2, minutes: 0 },
    location: { name: "Court 1", address: "1 Park Ave", lat: 40.7, lng: -74, hash: "dr5regw" },
    creatorId: "host",
    hostingTeam: null,
    isPrivate: false,
    cancelled: false,
    guestLimit: 2,
    joinerIds: ["joiner"],
    capacity: 8,
    price: 0,
    createdAt: A_DATE,
    ...overrides,
  };
}

/** What a client writes when it creates an event: nobody has joined yet (joining is server-written). */
function newEvent(overrides: DocumentData = {}): DocumentData {
  return event({ joinerIds: [], ...overrides });
}

const joinerDoc = (uid: string, overrides: DocumentData = {}): DocumentData => ({
  uid,
  displayName: uid,
  rsvpStatus: "going",
  joinedAt: A_DATE,
  ...overrides,
});

async function seedEvents(): Promise<void> {
  await h.seed({
    "events/pub": event(),
    "events/pub/joiners/joiner": joinerDoc("joiner"),
    "events/priv": event({ isPrivate: true, title: "Invite-only" }),
    "events/priv/joiners/joiner": joinerDoc("joiner"),
  });
}

describe("events/{eventId}", () => {
  describe("read", () => {
    it("lets a signed-out visitor read a public event", async () => {
      await seedEvents();
      await assertSucceeds(getDoc(doc(h.anon(), "events/pub")));
    });

    it("treats an event without isPrivate as public", async () => {
      await h.seed({ "events/plain": without(event(), "isPrivate") });
      await assertSucceeds(getDoc(doc(h.anon(), "events/plain")));
    });

    it("lets a signed-out visitor query public events", async () => {
      await seedEvents();
      await assertSucceeds(getDocs(query(collection(h.anon(), "events"), where("isPrivate", "==", false))));
    });

    // RULE PROBLEM: `existing().get('isPrivate', false) == false` is true for a
    // query that does not constrain isPrivate, so an unfiltered list returns
    // private events to anyone (the emulator returns both documents).
    it("refuses a signed-out visitor listing every event (private ones included)", async () => {
      await seedEvents();
      await assertFails(getDocs(collection(h.anon(), "events")));
    });

    it("refuses a signed-in stranger listing every event (private ones included)", async () => {
      await seedEvents();
      await assertFails(getDocs(collection(h.as("stranger"), "events")));
    });

    it("refuses a stranger querying private events", async () => {
      await seedEvents();
      await assertFails(getDocs(query(collection(h.as("stranger"), "events"), where("isPrivate", "==", true))));
    });

    it("refuses a signed-out visitor reading a private event", async () => {
      await seedEvents();
      await assertFails(getDoc(doc(h.anon(), "events/priv")));
    });

    it("refuses a stranger reading a private event", async () => {
      await seedEvents();
      await assertFails(getDoc(doc(h.as("stranger"), "events/priv")));
    });

    it("lets the creator read their private event", async () => {
      await seedEvents();
      await assertSucceeds(getDoc(doc(h.as("host"), "events/priv")));
    });

    it("lets a joiner read a private event", async () => {
      await seedEvents();
      await assertSucceeds(getDoc(doc(h.as("joiner"), "events/priv")));
    });

    it("lets the creator query their own events, private ones included", async () => {
      await seedEvents();
      await assertSucceeds(getDocs(query(collection(h.as("host"), "events"), where("creatorId", "==", "host"))));
    });
  });

  describe("create", () => {
    it("lets a user create an event they host", async () => {
      await assertSucceeds(setDoc(doc(h.as("host"), "events/new"), newEvent({ createdAt: serverTimestamp() })));
    });

    it("lets a user create an event without joinerIds", async () => {
      await assertSucceeds(setDoc(doc(h.as("host"), "events/new"), without(newEvent(), "joinerIds")));
    });

    // SECURITY HOLE (review): a new event could list other players in
    // joinerIds (and so in their "my events" and a private event's readers)
    // without them joining. Joining is server-written.
    it("refuses a new event whose joinerIds lists another player", async () => {
      await assertFails(setDoc(doc(h.as("host"), "events/new"), newEvent({ joinerIds: ["joiner"] })));
    });

    it("refuses a new event whose joinerIds lists its creator", async () => {
      await assertFails(setDoc(doc(h.as("host"), "events/new"), newEvent({ joinerIds: ["host"] })));
    });

    it.each(["joinerCount", "goingCount", "waitlistCount"])("refuses a new event with a non-zero %s", async (field) => {
      await assertFails(setDoc(doc(h.as("host"), "events/new"), newEvent({ [field]: 5 })));
    });

    it.each(["joinerCount", "goingCount", "waitlistCount"])("accepts a new event with %s 0", async (field) => {
      await assertSucceeds(setDoc(doc(h.as("host"), "events/new"), newEvent({ [field]: 0 })));
    });

    it("lets a user create a private event", async () => {
      await assertSucceeds(setDoc(doc(h.as("host"), "events/new"), newEvent({ isPrivate: true })));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "events/new"), newEvent()));
    });

    it("refuses an event hosted in someone else's name", async () => {
      await assertFails(setDoc(doc(h.as("stranger"), "events/new"), newEvent()));
    });

    it.each([
      ["an empty title", { title: "" }],
      ["a title over 120 characters", { title: chars(121) }],
      ["a description over 5000 characters", { description: chars(5001) }],
      ["an empty gameType", { gameType: "" }],
      ["a gameType over 60 characters", { gameType: chars(61) }],
      ["a dateStart that is a string", { dateStart: "2030-06-01" }],
      ["a dateStart that is epoch millis", { dateStart: 1_900_000_000_000 }],
      ["an isPrivate that is not a boolean", { isPrivate: "yes" }],
      ["a cancelled that is not a boolean", { cancelled: 0 }],
      ["a guestLimit over 100", { guestLimit: 101 }],
      ["a negative guestLimit", { guestLimit: -1 }],
      ["a fractional guestLimit", { guestLimit: 1.5 }],
    ])("refuses %s", async (_label, overrides) => {
      await assertFails(setDoc(doc(h.as("host"), "events/new"), newEvent(overrides)));
    });

    it.each(["title", "gameType", "dateStart", "creatorId"])("refuses an event without %s", async (field) => {
      await assertFails(setDoc(doc(h.as("host"), "events/new"), without(newEvent(), field)));
    });

    it("accepts a guestLimit of 100", async () => {
      await assertSucceeds(setDoc(doc(h.as("host"), "events/new"), newEvent({ guestLimit: 100 })));
    });
  });

  describe("update", () => {
    it("lets the creator edit the event", async () => {
      await seedEvents();
      await assertSucceeds(updateDoc(doc(h.as("host"), "events/pub"), { title: "Wednesday doubles", updated: serverTimestamp() }));
    });

    it("lets the creator cancel the event", async () => {
      await seedEvents();
      await assertSucceeds(updateDoc(doc(h.as("host"), "events/pub"), { cancelled: true }));
    });

    it("refuses the creator handing the event to someone else", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("host"), "events/pub"), { creatorId: "stranger" }));
    });

    // SECURITY HOLE (review): the creator could rewrite joinerIds (adding
    // players who never joined, or removing them behind the server's back).
    it("refuses the creator adding a player to joinerIds", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("host"), "events/pub"), { joinerIds: ["joiner", "stranger"] }));
    });

    it("refuses the creator removing a joiner from joinerIds", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("host"), "events/priv"), { joinerIds: [] }));
    });

    it.each(["joinerCount", "goingCount", "waitlistCount"])("refuses the creator setting %s", async (field) => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("host"), "events/pub"), { [field]: 42 }));
    });

    it.each(["joinerCount", "goingCount", "waitlistCount"])("refuses the creator changing an existing %s", async (field) => {
      await h.seed({ "events/counted": event({ [field]: 3 }) });
      await assertFails(updateDoc(doc(h.as("host"), "events/counted"), { [field]: 0 }));
    });

    it("lets the creator rewrite the whole event with joinerIds unchanged", async () => {
      await seedEvents();
      await assertSucceeds(setDoc(doc(h.as("host"), "events/pub"), event({ title: "Rewritten" })));
    });

    it("refuses a joiner editing the event", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("joiner"), "events/pub"), { title: "Mine now" }));
    });

    it("refuses a stranger adding themself to joinerIds of a private event", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("stranger"), "events/priv"), { joinerIds: ["joiner", "stranger"] }));
    });

    it("refuses a signed-out visitor", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.anon(), "events/pub"), { title: "Hacked" }));
    });

    it("refuses the creator emptying the title", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("host"), "events/pub"), { title: "" }));
    });

    it("refuses the creator setting a guestLimit over 100", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("host"), "events/pub"), { guestLimit: 500 }));
    });
  });

  describe("delete", () => {
    it("lets the creator delete the event", async () => {
      await seedEvents();
      await assertSucceeds(deleteDoc(doc(h.as("host"), "events/pub")));
    });

    it("refuses a joiner", async () => {
      await seedEvents();
      await assertFails(deleteDoc(doc(h.as("joiner"), "events/pub")));
    });

    it("refuses a signed-out visitor", async () => {
      await seedEvents();
      await assertFails(deleteDoc(doc(h.anon(), "events/pub")));
    });
  });
});

describe("events/{eventId}/joiners/{uid}", () => {
  describe("read", () => {
    it("lets a signed-out visitor read the RSVPs of a public event", async () => {
      await seedEvents();
      await assertSucceeds(getDocs(collection(h.anon(), "events/pub/joiners")));
    });

    it("lets a joiner read the RSVPs of a private event", async () => {
      await seedEvents();
      await assertSucceeds(getDocs(collection(h.as("joiner"), "events/priv/joiners")));
    });

    it("lets the creator read the RSVPs of a private event", async () => {
      await seedEvents();
      await assertSucceeds(getDocs(collection(h.as("host"), "events/priv/joiners")));
    });

    // RULE PROBLEM: joiners are `allow read: if true`, so who goes to a private
    // event leaks to anyone. RSVPs should be readable "with the event".
    it("refuses a signed-out visitor reading the RSVPs of a private event", async () => {
      await seedEvents();
      await assertFails(getDocs(collection(h.anon(), "events/priv/joiners")));
    });

    it("refuses a stranger reading an RSVP of a private event", async () => {
      await seedEvents();
      await assertFails(getDoc(doc(h.as("stranger"), "events/priv/joiners/joiner")));
    });
  });

  // SECURITY HOLE (review): a player wrote their own RSVP, so a waitlisted
  // player could move themself to 'going' past the capacity, and the creator
  // could remove joiners behind the server's back. RSVPs, waitlists and their
  // removal are callables (events issue): no client writes joiners/{uid}.
  describe("create and update", () => {
    it("refuses a waitlisted player moving themself to going", async () => {
      await h.seed({ "events/full": event({ capacity: 1 }), "events/full/joiners/joiner": joinerDoc("joiner"), "events/full/joiners/player": joinerDoc("player", { rsvpStatus: "waitlist" }) });
      await assertFails(updateDoc(doc(h.as("player"), "events/full/joiners/player"), { rsvpStatus: "going" }));
    });

    it.each(["going", "maybe", "waitlist"])("refuses a player RSVPing %s for themself", async (rsvpStatus) => {
      await seedEvents();
      await assertFails(setDoc(doc(h.as("player"), "events/pub/joiners/player"), joinerDoc("player", { rsvpStatus, joinedAt: serverTimestamp() })));
    });

    it("refuses a player RSVPing without a status", async () => {
      await seedEvents();
      await assertFails(setDoc(doc(h.as("player"), "events/pub/joiners/player"), { uid: "player", displayName: "player" }));
    });

    it("refuses the creator of a private event RSVPing for themself", async () => {
      await seedEvents();
      await assertFails(setDoc(doc(h.as("host"), "events/priv/joiners/host"), joinerDoc("host")));
    });

    it("refuses an RSVP written for someone else", async () => {
      await seedEvents();
      await assertFails(setDoc(doc(h.as("player"), "events/pub/joiners/victim"), joinerDoc("victim")));
    });

    it("refuses a signed-out RSVP", async () => {
      await seedEvents();
      await assertFails(setDoc(doc(h.anon(), "events/pub/joiners/anon"), joinerDoc("anon")));
    });

    it("refuses a joiner changing their own status", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("joiner"), "events/pub/joiners/joiner"), { rsvpStatus: "maybe" }));
    });

    it("refuses a joiner of a private event changing their own status", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("joiner"), "events/priv/joiners/joiner"), { rsvpStatus: "maybe" }));
    });

    it("refuses a joiner changing their own guests", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("joiner"), "events/pub/joiners/joiner"), { guests: 2 }));
    });

    it("refuses the event creator changing a joiner's RSVP", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("host"), "events/pub/joiners/joiner"), { rsvpStatus: "waitlist" }));
    });

    it("refuses another player changing a joiner's RSVP", async () => {
      await seedEvents();
      await assertFails(updateDoc(doc(h.as("stranger"), "events/pub/joiners/joiner"), { rsvpStatus: "waitlist" }));
    });
  });

  describe("delete", () => {
    it("refuses a joiner withdrawing their RSVP by deleting it", async () => {
      await seedEvents();
      await assertFails(deleteDoc(doc(h.as("joiner"), "events/pub/joiners/joiner")));
    });

    it("refuses the event creator removing a joiner", async () => {
      await seedEvents();
      await assertFails(deleteDoc(doc(h.as("host"), "events/pub/joiners/joiner")));
    });

    it("refuses another player removing a joiner", async () => {
      await seedEvents();
      await assertFails(deleteDoc(doc(h.as("stranger"), "events/pub/joiners/joiner")));
    });

    it("refuses a signed-out visitor", async () => {
      await seedEvents();
      await assertFails(deleteDoc(doc(h.anon(), "events/pub/joiners/joiner")));
    });
  });
});

describe("places/{placeId}", () => {
  const place = (overrides: DocumentData = {}): DocumentData => ({
    name: "Central Courts",
    address: "1 Park Ave",
    city: "New York",
    lat: 40.7,
    lng: -74,
    hash: "dr5regw",
    sports: ["Tennis"],
    createdBy: "alice",
    photoURL: "",
    indoor: false,
    createdAt: A_DATE,
    ...overrides,
  });

  it("lets a signed-out visitor read a place", async () => {
    await h.seed({ "places/p1": place() });
    await assertSucceeds(getDoc(doc(h.anon(), "places/p1")));
  });

  it("lets a signed-out visitor list places", async () => {
    await h.seed({ "places/p1": place() });
    await assertSucceeds(getDocs(collection(h.anon(), "places")));
  });

  it("lets a user add a place", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "places/p1"), place({ createdAt: serverTimestamp() })));
  });

  it("refuses a place added in someone else's name", async () => {
    await assertFails(setDoc(doc(h.as("bob"), "places/p1"), place()));
  });

  it("refuses a signed-out visitor adding a place", async () => {
    await assertFails(setDoc(doc(h.anon(), "places/p1"), place()));
  });

  it("refuses an empty name", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "places/p1"), place({ name: "" })));
  });

  it("refuses a name over 120 characters", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "places/p1"), place({ name: chars(121) })));
  });

  it("refuses a latitude that is not a number", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "places/p1"), place({ lat: "40.7" })));
  });

  it("refuses a longitude that is not a number", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "places/p1"), place({ lng: null })));
  });

  it("lets the creator edit the place", async () => {
    await h.seed({ "places/p1": place() });
    await assertSucceeds(updateDoc(doc(h.as("alice"), "places/p1"), { name: "Central Park Courts", indoor: true }));
  });

  it("refuses another user editing the place", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(updateDoc(doc(h.as("bob"), "places/p1"), { name: "Bob's Courts" }));
  });

  it("refuses the creator handing the place to someone else", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(updateDoc(doc(h.as("alice"), "places/p1"), { createdBy: "bob" }));
  });

  it("refuses the creator emptying the name", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(updateDoc(doc(h.as("alice"), "places/p1"), { name: "" }));
  });

  // RULE PROBLEM: the update rule does not re-check lat/lng (create requires numbers).
  it("refuses the creator setting a latitude that is not a number", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(updateDoc(doc(h.as("alice"), "places/p1"), { lat: "north" }));
  });

  it("lets the creator delete the place", async () => {
    await h.seed({ "places/p1": place() });
    await assertSucceeds(deleteDoc(doc(h.as("alice"), "places/p1")));
  });

  it("refuses another user deleting the place", async () => {
    await h.seed({ "places/p1": place() });
    await assertFails(deleteDoc(doc(h.as("bob"), "places/p1")));
  });
});

describe("posts/{postId}", () => {
  const post = (overrides: DocumentData = {}): DocumentData => ({
    title: "Looking for a doubles partner",
    text: "Tuesdays at 6pm, intermediate level.",
    category: "Players",
    subCategory: "Partner wanted",
    authorId: "alice",
    authorName: "Alice",
    createdAt: Timestamp.now(),
    ...overrides,
  });

  it("lets a signed-out visitor read a post", async () => {
    await h.seed({ "posts/p1": post() });
    await assertSucceeds(getDoc(doc(h.anon(), "posts/p1")));
  });

  it("lets a signed-out visitor list posts", async () => {
    await h.seed({ "posts/p1": post() });
    await assertSucceeds(getDocs(collection(h.anon(), "posts")));
  });

  it("lets a user write a post", async () => {
    await assertSucceeds(setDoc(doc(h.as("alice"), "posts/p1"), post({ createdAt: serverTimestamp() })));
  });

  it("refuses a post in someone else's name", async () => {
    await assertFails(setDoc(doc(h.as("bob"), "posts/p1"), post()));
  });

  it("refuses a signed-out post", async () => {
    await assertFails(setDoc(doc(h.anon(), "posts/p1"), post()));
  });

  it.each(["category", "subCategory", "title", "text"])("refuses a post without %s", async (field) => {
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), without(post(), field)));
  });

  it.each([
    ["an empty category", { category: "" }],
    ["a category over 80 characters", { category: chars(81) }],
    ["an empty subCategory", { subCategory: "" }],
    ["a subCategory over 80 characters", { subCategory: chars(81) }],
    ["a title over 120 characters", { title: chars(121) }],
    ["a text over 5000 characters", { text: chars(5001) }],
    ["an unknown field", { pinned: true }],
  ])("refuses %s", async (_label, overrides) => {
    await assertFails(setDoc(doc(h.as("alice"), "posts/p1"), post(overrides)));
  });

  it("lets the author edit the post", async () => {
    await h.seed({ "posts/p1": post() });
    await assertSucceeds(updateDoc(doc(h.as("alice"), "posts/p1"), { title: "Found a partner", text: "Thanks all!" }));
  });

  it("refuses another user editing the post", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(updateDoc(doc(h.as("bob"), "posts/p1"), { text: "Spam" }));
  });

  it("refuses the author handing the post to someone else", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { authorId: "bob" }));
  });

  it("refuses the author emptying the title", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { title: "" }));
  });

  it("refuses the author emptying the text", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { text: "" }));
  });

  // RULE PROBLEM: the update rule re-checks only title and text, so an edit
  // can drop the required category fields or add fields create refuses.
  it("refuses the author removing the category", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { category: deleteField() }));
  });

  it("refuses the author setting an empty subCategory", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { subCategory: "" }));
  });

  it("refuses the author adding an unknown field", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(updateDoc(doc(h.as("alice"), "posts/p1"), { pinned: true }));
  });

  it("lets the author delete the post", async () => {
    await h.seed({ "posts/p1": post() });
    await assertSucceeds(deleteDoc(doc(h.as("alice"), "posts/p1")));
  });

  it("refuses another user deleting the post", async () => {
    await h.seed({ "posts/p1": post() });
    await assertFails(deleteDoc(doc(h.as("bob"), "posts/p1")));
  });
});
