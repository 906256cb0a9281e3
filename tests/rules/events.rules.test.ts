// events/{eventId} with its joiners and invites, the "my RSVPs" collection-group
// query, users/{uid}/favorites, the server-only calendar and alert bookkeeping
// (calendarTokens, calendarOwners, activitySubscriptionIndex, eventAlerts); then
// (places/{placeId}: places.rules.test.ts; posts/{postId}: posts.rules.test.ts.)
//
// Events are written only by callables (saveEvent, rsvp, the organizer's tools):
// no client creates, edits or deletes an event, an RSVP or an invitation. What
// a client may read depends on whether the event is private and on the
// reader's tie to it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  and,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  or,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
} from "firebase/firestore";
import { describe, it } from "vitest";
import { coveringCells, GEO_LEVELS, geoCellField, geoCellsOf, textCellField, textCellsOf, textCoveringCells, TEXT_LEVELS } from "@rallyhub/domain/geoCells";
import { A_DATE, chars, ROOT, rulesHarness, without } from "./setup";

const h = rulesHarness();

const HOUR = 3_600_000;
const past = () => Timestamp.fromMillis(Date.now() - 24 * HOUR);
const future = () => Timestamp.fromMillis(Date.now() + 24 * HOUR);

// Cast: "host" created every event. On the private event "priv" (and "pub"):
// one player per RSVP status (going, maybe, waitlist, pending, notGoing,
// declined, each named after it); "invited" has an invitation and no RSVP;
// "stranger" has no tie at all.
const ACTIVE = ["going", "maybe", "waitlist", "pending"] as const;
const INACTIVE = ["notGoing", "declined"] as const;
const STATUSES = [...ACTIVE, ...INACTIVE] as const;

/** An event as saveEvent stores it. */
function event(overrides: DocumentData = {}): DocumentData {
  return {
    title: "Tuesday doubles",
    gameType: "Tennis",
    description: "Bring balls.",
    dateStart: A_DATE,
    dateEnd: Timestamp.fromMillis(A_DATE.toMillis() + 2 * HOUR),
    timeStart: "13:00",
    day: "2030-06-01",
    timeZone: "America/Chicago",
    duration: { hours: 2, minutes: 0 },
    location: { name: "Court 1", address: "1 Park Ave", lat: 40.7, lng: -74, hash: "dr5regw00", placeId: null },
    geoCells: geoCellsOf({ lat: 40.7, lng: -74 }),
    creatorId: "host",
    creatorName: "Host",
    hostingTeam: null,
    teamName: "",
    isPrivate: false,
    makePublicAfter: null,
    capacity: 8,
    allowWaitlist: true,
    guestLimit: 0,
    price: 0,
    cancelled: false,
    seriesId: null,
    occurrence: 0,
    goingCount: 1,
    maybeCount: 1,
    waitlistCount: 1,
    pendingCount: 1,
    waitlistSeq: 1,
    attendeesPreview: [],
    searchTokens: ["tu", "tue"],
    searchCells: textCellsOf({ lat: 40.7, lng: -74 }, ["tu", "tue"]),
    createdAt: A_DATE,
    updated: A_DATE,
    ...overrides,
  };
}

const rsvpOf = (uid: string, rsvpStatus: string): DocumentData => ({
  uid,
  displayName: uid,
  photoURL: "",
  rsvpStatus,
  guests: 0,
  queuedAt: rsvpStatus === "waitlist" ? 1 : null,
  joinedAt: A_DATE,
  updatedAt: A_DATE,
});

/** An event with one RSVP per status (the player is named after their status) and an invitation for "invited". */
function eventWithList(id: string, data: DocumentData): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = { [`events/${id}`]: data };
  for (const status of STATUSES) docs[`events/${id}/joiners/${status}`] = rsvpOf(status, status);
  docs[`events/${id}/invites/invited`] = { uid: "invited", invitedBy: "host", createdAt: A_DATE };
  return docs;
}

async function seedEvents(): Promise<void> {
  await h.seed({
    ...eventWithList("pub", event()),
    ...eventWithList("priv", event({ isPrivate: true, title: "Invite-only" })),
    "events/other": event({ creatorId: "rival", title: "Someone else's game" }),
    "events/otherPriv": event({ creatorId: "rival", isPrivate: true, title: "Someone else's private game" }),
  });
}

/** Every way a client could write an event document. */
const eventWrites: Array<[string, (db: Firestore) => Promise<unknown>]> = [
  ["create a new event", (db) => setDoc(doc(db, "events/new"), event())],
  ["overwrite an existing event", (db) => setDoc(doc(db, "events/pub"), event({ title: "Renamed" }))],
  ["edit the title", (db) => updateDoc(doc(db, "events/pub"), { title: "Renamed" })],
  ["cancel it", (db) => updateDoc(doc(db, "events/pub"), { cancelled: true })],
  ["reset goingCount", (db) => updateDoc(doc(db, "events/pub"), { goingCount: 0 })],
  ["make a private event public", (db) => updateDoc(doc(db, "events/priv"), { isPrivate: false })],
  ["delete it", (db) => deleteDoc(doc(db, "events/pub"))],
  ["delete a private event", (db) => deleteDoc(doc(db, "events/priv"))],
];

/** Every way a client could write an RSVP or an invitation. */
const listWrites: Array<[string, (db: Firestore, uid: string) => Promise<unknown>]> = [
  ["create their own RSVP", (db, uid) => setDoc(doc(db, `events/pub/joiners/${uid}`), rsvpOf(uid, "going"))],
  ["create their own RSVP on a private event", (db, uid) => setDoc(doc(db, `events/priv/joiners/${uid}`), rsvpOf(uid, "going"))],
  ["write an RSVP for another player", (db) => setDoc(doc(db, "events/pub/joiners/someone"), rsvpOf("someone", "going"))],
  ["move the waitlisted player to going", (db) => updateDoc(doc(db, "events/pub/joiners/waitlist"), { rsvpStatus: "going" })],
  ["approve the pending player", (db) => updateDoc(doc(db, "events/priv/joiners/pending"), { rsvpStatus: "going" })],
  ["add guests to the going player", (db) => updateDoc(doc(db, "events/pub/joiners/going"), { guests: 5 })],
  ["delete the going player's RSVP", (db) => deleteDoc(doc(db, "events/pub/joiners/going"))],
  // The door check-in (checkInPlayer, the scan page) is the server's too.
  ["check the going player in", (db, uid) => updateDoc(doc(db, "events/pub/joiners/going"), { checkedInAt: serverTimestamp(), checkedInBy: uid })],
  ["check themself in", (db, uid) => updateDoc(doc(db, `events/pub/joiners/${uid}`), { checkedInAt: serverTimestamp(), checkedInBy: uid })],
  ["undo a check-in", (db) => updateDoc(doc(db, "events/pub/joiners/going"), { checkedInAt: deleteField(), checkedInBy: deleteField() })],
  ["create an invitation for themself", (db, uid) => setDoc(doc(db, `events/priv/invites/${uid}`), { uid, invitedBy: "host", createdAt: A_DATE })],
  ["create an invitation for someone else", (db) => setDoc(doc(db, "events/priv/invites/someone"), { uid: "someone", invitedBy: "host", createdAt: A_DATE })],
  ["edit an invitation", (db) => updateDoc(doc(db, "events/priv/invites/invited"), { invitedBy: "someone" })],
  ["delete an invitation", (db) => deleteDoc(doc(db, "events/priv/invites/invited"))],
];

describe("events/{eventId}: no client writes", () => {
  describe.each([
    ["the creator", "host"],
    ["a player on the list", "going"],
    ["a stranger", "stranger"],
  ])("%s", (_who, uid) => {
    it.each(eventWrites)("cannot %s", async (_label, write) => {
      await seedEvents();
      await assertFails(write(h.as(uid)));
    });

    it.each(listWrites)("cannot %s", async (_label, write) => {
      await seedEvents();
      await assertFails(write(h.as(uid), uid));
    });
  });

  // Promotion from the waitlist is the server's (rsvp, the organizer's tools): not even the waitlisted player may do it.
  it("the waitlisted player cannot move themself to going", async () => {
    await seedEvents();
    const db = h.as("waitlist");
    await assertFails(updateDoc(doc(db, "events/pub/joiners/waitlist"), { rsvpStatus: "going" }));
    await assertFails(updateDoc(doc(db, "events/pub/joiners/waitlist"), { rsvpStatus: "going", queuedAt: null }));
    await assertFails(setDoc(doc(db, "events/pub/joiners/waitlist"), rsvpOf("waitlist", "going")));
  });

  it.each(eventWrites)("a signed-out visitor cannot %s", async (_label, write) => {
    await seedEvents();
    await assertFails(write(h.anon()));
  });

  it.each(listWrites)("a signed-out visitor cannot %s", async (_label, write) => {
    await seedEvents();
    await assertFails(write(h.anon(), "visitor"));
  });

  it("the refused writes changed nothing", async () => {
    await seedEvents();
    for (const [, write] of eventWrites) await assertFails(write(h.as("host")));
    for (const [, write] of listWrites) await assertFails(write(h.as("going"), "going"));
    const [pub, going, invite, made] = await Promise.all([h.peek("events/pub"), h.peek("events/pub/joiners/going"), h.peek("events/priv/invites/invited"), h.peek("events/new")]);
    if (pub?.title !== "Tuesday doubles" || pub.goingCount !== 1 || pub.cancelled !== false) throw new Error(`events/pub changed: ${JSON.stringify(pub)}`);
    if (going?.rsvpStatus !== "going" || going.guests !== 0 || "checkedInAt" in going) throw new Error(`the RSVP changed: ${JSON.stringify(going)}`);
    if (invite?.invitedBy !== "host") throw new Error(`the invitation changed: ${JSON.stringify(invite)}`);
    if (made !== undefined) throw new Error("events/new was created");
  });
});

describe("events/{eventId}: a public event", () => {
  it("a signed-out visitor gets it", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.anon(), "events/pub")));
  });

  it("a signed-in stranger gets it", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as("stranger"), "events/pub")));
  });

  it("an event stored without isPrivate counts as public", async () => {
    await h.seed({ "events/plain": without(event(), "isPrivate") });
    await assertSucceeds(getDoc(doc(h.anon(), "events/plain")));
  });

  it("a signed-out visitor lists public events (where isPrivate == false)", async () => {
    await seedEvents();
    const snap = await assertSucceeds(getDocs(query(collection(h.anon(), "events"), where("isPrivate", "==", false))));
    const ids = snap.docs.map((d) => d.id).sort();
    if (ids.join() !== ["other", "pub"].join()) throw new Error(`unexpected events listed: ${ids.join()}`);
  });

  it("a signed-in stranger lists public events with more filters (a nearby discover query, with and without words)", async () => {
    await seedEvents();
    const near = { lat: 40.75, lng: -74.05 };
    const listed = (found: { docs: { id: string }[] }) => {
      if (!found.docs.some((d) => d.id === "pub")) throw new Error(`the nearby game was not found: ${found.docs.map((d) => d.id).join()}`);
    };
    const publicOnly = [where("isPrivate", "==", false), where("cancelled", "==", false)];
    const cells = coveringCells(near, 10).map((cell) => where(geoCellField(cell), "==", cell));
    listed(await assertSucceeds(getDocs(query(collection(h.as("stranger"), "events"), and(or(...cells), ...publicOnly)))));
    const words = textCoveringCells(near, 10, "tue").map((value) => where(textCellField(value), "array-contains", value));
    listed(await assertSucceeds(getDocs(query(collection(h.as("stranger"), "events"), and(or(...words), ...publicOnly)))));
  });

  it("has an index for each query discover makes (firestore.indexes.json: every cell level, with and without a game type)", () => {
    const { indexes } = JSON.parse(readFileSync(path.join(ROOT, "firestore.indexes.json"), "utf8")) as {
      indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string; arrayConfig?: string }[] }[];
    };
    const shapes = new Set(indexes.filter((i) => i.collectionGroup === "events").map((i) => i.fields.map((f) => `${f.fieldPath} ${f.order ?? f.arrayConfig ?? ""}`).join(", ")));
    const fields = [...GEO_LEVELS.map((l) => `geoCells.l${l} ASCENDING`), ...TEXT_LEVELS.map((l) => `searchCells.l${l} CONTAINS`), "searchTokens CONTAINS"];
    const missing = fields.flatMap((field) =>
      [
        [field, "isPrivate ASCENDING", "cancelled ASCENDING", "dateStart ASCENDING"],
        [field, "isPrivate ASCENDING", "cancelled ASCENDING", "gameType ASCENDING", "dateStart ASCENDING"],
      ]
        .map((shape) => shape.join(", "))
        .filter((shape) => !shapes.has(shape)),
    );
    if (missing.length > 0) throw new Error(`missing indexes: ${missing.join("; ")}`);
  });

  it("refuses a signed-out visitor listing every event", async () => {
    await seedEvents();
    await assertFails(getDocs(collection(h.anon(), "events")));
  });

  it("refuses a signed-in stranger listing every event", async () => {
    await seedEvents();
    await assertFails(getDocs(collection(h.as("stranger"), "events")));
  });

  it("refuses even the creator listing every event (others' private events could be in it)", async () => {
    await seedEvents();
    await assertFails(getDocs(collection(h.as("host"), "events")));
  });

  it("refuses a stranger asking for private events (where isPrivate == true)", async () => {
    await seedEvents();
    await assertFails(getDocs(query(collection(h.as("stranger"), "events"), where("isPrivate", "==", true))));
  });

  it("refuses a search that does not say isPrivate == false (search tokens alone)", async () => {
    await seedEvents();
    await assertFails(getDocs(query(collection(h.as("stranger"), "events"), where("searchTokens", "array-contains", "tu"))));
  });
});

describe("events/{eventId}: a creator's own events", () => {
  it("the creator lists their own events, private ones included (where creatorId == uid)", async () => {
    await seedEvents();
    const snap = await assertSucceeds(getDocs(query(collection(h.as("host"), "events"), where("creatorId", "==", "host"))));
    const ids = snap.docs.map((d) => d.id).sort();
    if (ids.join() !== ["priv", "pub"].join()) throw new Error(`unexpected events listed: ${ids.join()}`);
  });

  it("refuses a stranger listing the creator's events (a private one is among them)", async () => {
    await seedEvents();
    await assertFails(getDocs(query(collection(h.as("stranger"), "events"), where("creatorId", "==", "host"))));
  });

  it("a stranger may list the creator's public events (creatorId == uid and isPrivate == false)", async () => {
    await seedEvents();
    await assertSucceeds(getDocs(query(collection(h.as("stranger"), "events"), where("creatorId", "==", "host"), where("isPrivate", "==", false))));
  });

  it("refuses a signed-out visitor listing the creator's events", async () => {
    await seedEvents();
    await assertFails(getDocs(query(collection(h.anon(), "events"), where("creatorId", "==", "host"))));
  });

  it("refuses a player listing another creator's events by that creator's id", async () => {
    await seedEvents();
    await assertFails(getDocs(query(collection(h.as("host"), "events"), where("creatorId", "==", "rival"))));
  });
});

describe("events/{eventId}: a private event", () => {
  it("refuses a signed-out visitor", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.anon(), "events/priv")));
  });

  it("refuses a signed-in stranger", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("stranger"), "events/priv")));
  });

  it("refuses a stranger who has RSVPed to another event", async () => {
    await seedEvents();
    await h.seed({ "events/pub/joiners/elsewhere": rsvpOf("elsewhere", "going") });
    await assertFails(getDoc(doc(h.as("elsewhere"), "events/priv")));
  });

  it("refuses a player invited to another event", async () => {
    await seedEvents();
    await h.seed({ "events/otherPriv/invites/guest": { uid: "guest", invitedBy: "rival", createdAt: A_DATE } });
    await assertFails(getDoc(doc(h.as("guest"), "events/priv")));
    await assertSucceeds(getDoc(doc(h.as("guest"), "events/otherPriv")));
  });

  it("its creator reads it", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as("host"), "events/priv")));
  });

  it.each(ACTIVE)("a player whose RSVP is %s reads it", async (status) => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as(status), "events/priv")));
  });

  it.each(INACTIVE)("refuses a player whose RSVP is %s", async (status) => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as(status), "events/priv")));
  });

  it("an invited player reads it", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as("invited"), "events/priv")));
  });

  it("refuses a player who was going once the server marks their RSVP notGoing", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as("going"), "events/priv")));
    await h.seed({ "events/priv/joiners/going": rsvpOf("going", "notGoing") });
    await assertFails(getDoc(doc(h.as("going"), "events/priv")));
  });

  it("everyone reads it once makePublicAfter is in the past", async () => {
    await h.seed({ "events/opened": event({ isPrivate: true, makePublicAfter: past() }) });
    await assertSucceeds(getDoc(doc(h.anon(), "events/opened")));
    await assertSucceeds(getDoc(doc(h.as("stranger"), "events/opened")));
  });

  it("refuses a stranger while makePublicAfter is in the future", async () => {
    await h.seed({ "events/later": event({ isPrivate: true, makePublicAfter: future() }) });
    await assertFails(getDoc(doc(h.anon(), "events/later")));
    await assertFails(getDoc(doc(h.as("stranger"), "events/later")));
    await assertSucceeds(getDoc(doc(h.as("host"), "events/later")));
  });

  it("refuses a list of private events even once makePublicAfter has passed (lists are of public events only)", async () => {
    await h.seed({ "events/opened": event({ isPrivate: true, makePublicAfter: past() }) });
    await assertFails(getDocs(query(collection(h.as("stranger"), "events"), where("isPrivate", "==", true))));
  });
});

describe("events/{eventId}/joiners/{uid}", () => {
  it.each(STATUSES)("the player whose RSVP is %s reads their own", async (status) => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as(status), `events/priv/joiners/${status}`)));
    await assertSucceeds(getDoc(doc(h.as(status), `events/pub/joiners/${status}`)));
  });

  it("a player reads their own (missing) RSVP before answering", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as("stranger"), "events/pub/joiners/stranger")));
  });

  it("the event's creator reads every RSVP", async () => {
    await seedEvents();
    for (const status of STATUSES) await assertSucceeds(getDoc(doc(h.as("host"), `events/priv/joiners/${status}`)));
  });

  it("the event's creator lists the RSVPs (the manage page)", async () => {
    await seedEvents();
    const snap = await assertSucceeds(getDocs(collection(h.as("host"), "events/priv/joiners")));
    if (snap.size !== STATUSES.length) throw new Error(`expected ${STATUSES.length} RSVPs, got ${snap.size}`);
    await assertSucceeds(getDocs(query(collection(h.as("host"), "events/pub/joiners"), where("rsvpStatus", "==", "waitlist"))));
  });

  it("refuses another player on the list reading someone else's RSVP", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("maybe"), "events/priv/joiners/going")));
    await assertFails(getDoc(doc(h.as("maybe"), "events/pub/joiners/going")));
  });

  it("refuses a stranger reading an RSVP, even of a public event", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("stranger"), "events/pub/joiners/going")));
    await assertFails(getDoc(doc(h.as("stranger"), "events/priv/joiners/going")));
  });

  it("refuses a signed-out visitor reading an RSVP, even of a public event", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.anon(), "events/pub/joiners/going")));
  });

  it("refuses the creator of another event reading this event's RSVPs", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("rival"), "events/pub/joiners/going")));
    await assertFails(getDocs(collection(h.as("rival"), "events/pub/joiners")));
  });

  it("refuses a player on the list listing the event's RSVPs", async () => {
    await seedEvents();
    await assertFails(getDocs(collection(h.as("going"), "events/pub/joiners")));
    await assertFails(getDocs(query(collection(h.as("going"), "events/pub/joiners"), where("rsvpStatus", "==", "going"))));
  });

  it("refuses an invited player reading the list of a private event", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("invited"), "events/priv/joiners/going")));
  });
});

describe("collection group joiners: my RSVPs", () => {
  async function seedMine(): Promise<void> {
    await seedEvents();
    await h.seed({
      "events/other/joiners/going": rsvpOf("going", "going"),
      "events/otherPriv/joiners/going": rsvpOf("going", "waitlist"),
    });
  }

  it("a player lists their own RSVPs across events (where uid == me)", async () => {
    await seedMine();
    const snap = await assertSucceeds(getDocs(query(collectionGroup(h.as("going"), "joiners"), where("uid", "==", "going"))));
    const paths = snap.docs.map((d) => d.ref.path).sort();
    const expected = ["events/other/joiners/going", "events/otherPriv/joiners/going", "events/priv/joiners/going", "events/pub/joiners/going"];
    if (paths.join() !== expected.join()) throw new Error(`unexpected RSVPs: ${paths.join()}`);
  });

  it("a player lists their own RSVPs with a status filter (the 'My games' query)", async () => {
    await seedMine();
    await assertSucceeds(getDocs(query(collectionGroup(h.as("going"), "joiners"), where("uid", "==", "going"), where("rsvpStatus", "in", ["going", "waitlist"]))));
  });

  it("refuses listing someone else's RSVPs (where uid == another player)", async () => {
    await seedMine();
    await assertFails(getDocs(query(collectionGroup(h.as("maybe"), "joiners"), where("uid", "==", "going"))));
  });

  it("refuses the creator listing a player's RSVPs across events", async () => {
    await seedMine();
    await assertFails(getDocs(query(collectionGroup(h.as("host"), "joiners"), where("uid", "==", "going"))));
  });

  it("refuses an unfiltered collection-group list", async () => {
    await seedMine();
    await assertFails(getDocs(collectionGroup(h.as("going"), "joiners")));
  });

  it("refuses a collection-group list filtered only by status", async () => {
    await seedMine();
    await assertFails(getDocs(query(collectionGroup(h.as("going"), "joiners"), where("rsvpStatus", "==", "going"))));
  });

  it("refuses a signed-out visitor", async () => {
    await seedMine();
    await assertFails(getDocs(query(collectionGroup(h.anon(), "joiners"), where("uid", "==", "going"))));
  });
});

describe("a team's games as its page reads them (listTeamGames, issue 31)", () => {
  // What listTeamGames may read is tested with the app's own function in
  // tests/integration/teamGamesRepository.test.ts; here, what a member may not.
  // Team "owls": "member" is going to its private practice; "bench" plays on it too.
  const FROM = Timestamp.fromMillis(A_DATE.toMillis() - 24 * HOUR);
  const upcoming = [where("cancelled", "==", false), where("dateStart", ">=", FROM), orderBy("dateStart"), limit(5)];

  async function seedTeamGames(): Promise<void> {
    const practice = event({ hostingTeam: "owls", teamName: "Night Owls", title: "Owls Practice", isPrivate: true });
    await h.seed({
      "teams/owls": { name: "Night Owls", creator: "host", managerIds: ["host"], memberIds: ["host", "member", "bench"] },
      "events/owlsGame": event({ hostingTeam: "owls", teamName: "Night Owls", title: "Owls vs Birds" }),
      "events/owlsPractice": practice,
      "events/owlsPractice/joiners/member": { ...rsvpOf("member", "going"), hostingTeam: "owls", dateStart: A_DATE, cancelled: false },
    });
  }

  it("refuses a member listing all the team's games: a private one stays with its creator, its list and those invited", async () => {
    await seedTeamGames();
    await assertFails(getDocs(query(collection(h.as("bench"), "events"), where("hostingTeam", "in", ["owls"]), ...upcoming)));
    await assertFails(getDoc(doc(h.as("bench"), "events/owlsPractice")));
  });

  it("refuses a member listing another member's answers to the team's games", async () => {
    await seedTeamGames();
    await assertFails(getDocs(query(collectionGroup(h.as("bench"), "joiners"), where("uid", "==", "member"), where("hostingTeam", "in", ["owls"]), ...upcoming)));
  });

  it("refuses listing the team's games as another player's own", async () => {
    await seedTeamGames();
    await assertFails(getDocs(query(collection(h.as("bench"), "events"), where("hostingTeam", "in", ["owls"]), where("creatorId", "==", "host"), ...upcoming)));
  });

  it("has an index for each of its three queries (firestore.indexes.json)", () => {
    const { indexes } = JSON.parse(readFileSync(path.join(ROOT, "firestore.indexes.json"), "utf8")) as {
      indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order?: string }[] }[];
    };
    const shapes = new Set(indexes.map((i) => `${i.collectionGroup} ${i.queryScope}: ${i.fields.map((f) => f.fieldPath).join(", ")}`));
    const needed = [
      "events COLLECTION: hostingTeam, isPrivate, cancelled, dateStart",
      "events COLLECTION: hostingTeam, creatorId, cancelled, dateStart",
      "joiners COLLECTION_GROUP: uid, hostingTeam, cancelled, rsvpStatus, dateStart",
    ].filter((shape) => !shapes.has(shape));
    if (needed.length > 0) throw new Error(`missing indexes: ${needed.join("; ")}`);
  });
});

describe("events/{eventId}/invites/{uid}", () => {
  it("the invited player reads their invitation", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as("invited"), "events/priv/invites/invited")));
  });

  it("the event's creator reads and lists invitations", async () => {
    await seedEvents();
    await assertSucceeds(getDoc(doc(h.as("host"), "events/priv/invites/invited")));
    await assertSucceeds(getDocs(collection(h.as("host"), "events/priv/invites")));
  });

  it("refuses a player on the list reading someone's invitation", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("going"), "events/priv/invites/invited")));
  });

  it("refuses a stranger and a signed-out visitor", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("stranger"), "events/priv/invites/invited")));
    await assertFails(getDoc(doc(h.anon(), "events/priv/invites/invited")));
  });

  it("refuses an invited player listing the invitations", async () => {
    await seedEvents();
    await assertFails(getDocs(collection(h.as("invited"), "events/priv/invites")));
  });

  it("refuses the creator of another event", async () => {
    await seedEvents();
    await assertFails(getDoc(doc(h.as("rival"), "events/priv/invites/invited")));
  });
});

describe("users/{uid}/favorites/{eventId}", () => {
  const FAV = "users/fan/favorites/pub";
  const favorite = (overrides: DocumentData = {}): DocumentData => ({ eventId: "pub", title: "Tuesday doubles", dateStart: A_DATE, createdAt: serverTimestamp(), ...overrides });

  it("the owner adds a favorite", async () => {
    await assertSucceeds(setDoc(doc(h.as("fan"), FAV), favorite()));
  });

  it("the owner adds a favorite with the game's end and zone (issue 31), or without them (saved before)", async () => {
    await assertSucceeds(setDoc(doc(h.as("fan"), FAV), favorite({ dateEnd: A_DATE, timeZone: "America/Chicago" })));
    await assertSucceeds(setDoc(doc(h.as("fan"), "users/fan/favorites/old"), favorite({ eventId: "old" })));
  });

  it("the owner adds a favorite without createdAt", async () => {
    await assertSucceeds(setDoc(doc(h.as("fan"), FAV), without(favorite(), "createdAt")));
  });

  it("the owner reads, lists and deletes their favorites", async () => {
    await h.seed({ [FAV]: favorite({ createdAt: A_DATE }) });
    await assertSucceeds(getDoc(doc(h.as("fan"), FAV)));
    await assertSucceeds(getDocs(collection(h.as("fan"), "users/fan/favorites")));
    await assertSucceeds(deleteDoc(doc(h.as("fan"), FAV)));
  });

  it("the owner updates the title of a favorite", async () => {
    await h.seed({ [FAV]: favorite({ createdAt: A_DATE }) });
    await assertSucceeds(updateDoc(doc(h.as("fan"), FAV), { title: "Renamed" }));
  });

  it("refuses another user reading, listing, writing or deleting them", async () => {
    await h.seed({ [FAV]: favorite({ createdAt: A_DATE }) });
    await assertFails(getDoc(doc(h.as("other"), FAV)));
    await assertFails(getDocs(collection(h.as("other"), "users/fan/favorites")));
    await assertFails(setDoc(doc(h.as("other"), "users/fan/favorites/other"), favorite({ eventId: "other" })));
    await assertFails(updateDoc(doc(h.as("other"), FAV), { title: "Mine now" }));
    await assertFails(deleteDoc(doc(h.as("other"), FAV)));
  });

  it("refuses a signed-out visitor", async () => {
    await h.seed({ [FAV]: favorite({ createdAt: A_DATE }) });
    await assertFails(getDoc(doc(h.anon(), FAV)));
    await assertFails(setDoc(doc(h.anon(), "users/fan/favorites/other"), favorite({ eventId: "other" })));
    await assertFails(deleteDoc(doc(h.anon(), FAV)));
  });

  it.each([
    ["an extra key", { notes: "bring water" }],
    ["a creator id", { creatorId: "fan" }],
    ["an eventId that is not the document id", { eventId: "other" }],
    ["a dateStart that is a string", { dateStart: "2030-06-01T18:00:00Z" }],
    ["a dateStart that is a number", { dateStart: A_DATE.toMillis() }],
    ["a title that is not a string", { title: 42 }],
    ["a title over 120 characters", { title: chars(121) }],
    ["a dateEnd that is a number", { dateEnd: A_DATE.toMillis() }],
    ["a timeZone that is not a string", { timeZone: 6 }],
    ["a timeZone over 64 characters", { timeZone: chars(65) }],
  ])("refuses a favorite with %s", async (_label, overrides) => {
    await assertFails(setDoc(doc(h.as("fan"), FAV), favorite(overrides)));
  });

  it.each(["eventId", "title", "dateStart"])("refuses a favorite without %s", async (key) => {
    await assertFails(setDoc(doc(h.as("fan"), FAV), without(favorite(), key)));
  });

  it("refuses an update that adds a key or changes the eventId", async () => {
    await h.seed({ [FAV]: favorite({ createdAt: A_DATE }) });
    await assertFails(updateDoc(doc(h.as("fan"), FAV), { notes: "x" }));
    await assertFails(updateDoc(doc(h.as("fan"), FAV), { eventId: "other" }));
    await assertFails(updateDoc(doc(h.as("fan"), FAV), { dateStart: deleteField() }));
  });
});

describe("server-only bookkeeping: calendarTokens, calendarOwners, activitySubscriptionIndex, eventAlerts", () => {
  async function seedBookkeeping(): Promise<void> {
    await h.seed({
      "calendarTokens/tok123": { uid: "fan", createdAt: A_DATE },
      "calendarOwners/fan": { token: "tok123", createdAt: A_DATE },
      "activitySubscriptionIndex/fan_1": { uid: "fan", subscriptionId: 1, cells: ["dr5r"], sports: ["Tennis"] },
      "eventAlerts/pub": { uid: "fan", alerted: 1, createdAt: A_DATE },
    });
  }

  const paths: Array<[string, string, DocumentData]> = [
    ["calendarTokens", "calendarTokens/tok123", { uid: "fan", createdAt: A_DATE }],
    ["calendarOwners", "calendarOwners/fan", { token: "tok123", createdAt: A_DATE }],
    ["activitySubscriptionIndex", "activitySubscriptionIndex/fan_1", { uid: "fan", subscriptionId: 1, cells: ["dr5r"], sports: ["Tennis"] }],
    ["eventAlerts", "eventAlerts/pub", { uid: "fan", alerted: 1, createdAt: A_DATE }],
  ];

  describe.each(paths)("%s", (name, path, data) => {
    it("refuses the owner reading their document", async () => {
      await seedBookkeeping();
      await assertFails(getDoc(doc(h.as("fan"), path)));
    });

    it("refuses listing, even filtered by the owner's uid", async () => {
      await seedBookkeeping();
      await assertFails(getDocs(collection(h.as("fan"), name)));
      await assertFails(getDocs(query(collection(h.as("fan"), name), where("uid", "==", "fan"))));
    });

    it("refuses the owner creating, changing or deleting it", async () => {
      await assertFails(setDoc(doc(h.as("fan"), `${path}x`), data));
      await seedBookkeeping();
      await assertFails(setDoc(doc(h.as("fan"), path), data));
      await assertFails(updateDoc(doc(h.as("fan"), path), { createdAt: A_DATE }));
      await assertFails(deleteDoc(doc(h.as("fan"), path)));
    });

    it("refuses a signed-out visitor", async () => {
      await seedBookkeeping();
      await assertFails(getDoc(doc(h.anon(), path)));
      await assertFails(setDoc(doc(h.anon(), path), data));
    });
  });
});
