import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CONTRACTS } from "@rallyhub/domain/callables/all";
import { auth, call, callError, closeAdmin, createPlayer, db, type TestUser } from "./callables";

// Every callable is defined from its contract (defineCallable: a type error
// otherwise), which checks the caller and the input before the handler runs,
// whatever the client sends. These calls, through the emulator as a client
// makes them, check what the contracts say: a callable that is not public
// refuses a caller who is not signed in, and malformed input is refused.

interface Case {
  name: string;
  /** Input of the right shape (ids need not exist). */
  valid: unknown;
  /** Inputs each refused with INVALID_ARGUMENT. */
  malformed: Array<[label: string, data: unknown]>;
}

/** A valid create-event form (spec §3 Event defaults), far enough ahead never to be in the past. */
const VALID_EVENT = {
  title: "Guard game",
  gameType: "Soccer",
  description: "",
  day: "2031-03-04",
  timeStart: "18:00",
  timeZone: "America/Chicago",
  duration: { hours: 0, minutes: 0 },
  location: { name: "Field", address: "1 Main St", lat: 41.88, lng: -87.63, placeId: null },
  hostingTeam: null,
  isPrivate: false,
  makePublicAfter: null,
  capacity: null,
  allowWaitlist: false,
  hasMinimumNeeded: false,
  minimumNeeded: null,
  hoursToCancelBefore: null,
  allowLateRsvp: false,
  creatorApprovalNeeded: false,
  allowParticipantGuests: false,
  guestLimit: 0,
  chargeGuests: false,
  price: 0,
  reoccurringInfo: null,
  excludedDates: [],
};

const cases: Case[] = [
  {
    name: "claimGuestRecord",
    valid: {},
    malformed: [
      ["an extra key", { email: "someone@example.com" }],
      ["a string", "me"],
    ],
  },
  {
    name: "searchUser",
    valid: { query: "someone@example.com" },
    malformed: [
      ["an extra key", { query: "someone@example.com", limit: 5 }],
      ["a number query", { query: 12345 }],
      ["no query", {}],
      ["null", null],
      ["a query over 128 characters", { query: "x".repeat(129) }],
    ],
  },
  {
    name: "sendFamilyRequest",
    valid: { recipientId: "nobody-here", relation: "parent" },
    malformed: [
      ["an extra key", { recipientId: "nobody-here", relation: "parent", status: "accepted" }],
      ["an unknown relation", { recipientId: "nobody-here", relation: "cousin" }],
      ["an age as a string", { recipientId: "nobody-here", relation: "child", age: "7" }],
      ["a fractional age", { recipientId: "nobody-here", relation: "child", age: 7.5 }],
      ["an age of 0", { recipientId: "nobody-here", relation: "child", age: 0 }],
      ["an empty recipient", { recipientId: "", relation: "parent" }],
      ["a phone number over 30 characters", { recipientId: "nobody-here", relation: "parent", phoneNumber: "1".repeat(31) }],
    ],
  },
  {
    name: "respondFamilyRequest",
    valid: { connectionId: "no-such-connection", accept: true },
    malformed: [
      ["an extra key", { connectionId: "no-such-connection", accept: true, status: "accepted" }],
      ["accept as a string", { connectionId: "no-such-connection", accept: "yes" }],
      ["no accept", { connectionId: "no-such-connection" }],
      ["a number id", { connectionId: 42, accept: false }],
    ],
  },
  {
    name: "removeFamilyConnection",
    valid: { connectionId: "no-such-connection" },
    malformed: [
      ["an extra key", { connectionId: "no-such-connection", everyone: true }],
      ["a number id", { connectionId: 42 }],
      ["an empty id", { connectionId: "" }],
    ],
  },
  {
    name: "deleteAccount",
    valid: {},
    malformed: [
      ["an extra key", { uid: "someone-else" }],
      ["an array", ["x"]],
    ],
  },
  {
    name: "setConversationBlocked",
    valid: { conversationId: "no-such-conversation", blocked: true },
    malformed: [
      ["an extra key", { conversationId: "no-such-conversation", blocked: true, blockedBy: "someone-else" }],
      ["blocked as a string", { conversationId: "no-such-conversation", blocked: "true" }],
      ["no blocked", { conversationId: "no-such-conversation" }],
      ["no id", { blocked: false }],
      ["a number id", { conversationId: 42, blocked: true }],
      ["an empty id", { conversationId: "", blocked: true }],
    ],
  },
  {
    name: "openConversation",
    valid: { userId: "no-such-user" },
    malformed: [
      ["an extra key", { userId: "no-such-user", text: "hi" }],
      ["no userId", {}],
      ["a path as userId", { userId: "users/x" }],
    ],
  },
  {
    name: "openTeamConversation",
    valid: { teamId: "no-such-team" },
    malformed: [
      ["an extra key", { teamId: "no-such-team", participants: [] }],
      ["a number teamId", { teamId: 7 }],
    ],
  },
  {
    name: "sendMessage",
    valid: { conversationId: "no-such-conversation", text: "Hi" },
    malformed: [
      ["an extra key", { conversationId: "no-such-conversation", text: "Hi", senderId: "someone-else" }],
      ["blank text", { conversationId: "no-such-conversation", text: "   " }],
      ["text over 2000 characters", { conversationId: "no-such-conversation", text: "x".repeat(2001) }],
      ["a path as id", { conversationId: "a/b", text: "Hi" }],
      ["no text", { conversationId: "no-such-conversation" }],
    ],
  },
  {
    name: "markConversationRead",
    valid: { conversationId: "no-such-conversation" },
    malformed: [
      ["an extra key", { conversationId: "no-such-conversation", unread: 0 }],
      ["no id", {}],
    ],
  },
  {
    name: "getDeletionBlockers",
    valid: {},
    malformed: [],
  },
  {
    name: "sendActivitySubscriptionConfirmation",
    valid: { subscriptionId: 1 },
    malformed: [
      ["an extra key", { subscriptionId: 1, email: "victim@example.com" }],
      ["a string id", { subscriptionId: "1" }],
      ["a fractional id", { subscriptionId: 1.5 }],
      ["a zero id", { subscriptionId: 0 }],
      ["no id", {}],
    ],
  },
  {
    name: "listOutbox",
    valid: {},
    malformed: [],
  },
  {
    name: "getPlayerAvailability",
    valid: { uid: "nobody-here" },
    malformed: [
      ["an extra key", { uid: "nobody-here", includePrivacy: true }],
      ["a number uid", { uid: 7 }],
      ["no uid", {}],
      ["an empty uid", { uid: "" }],
    ],
  },
  // The events callables (saveEvent, cancelEvent, rsvp, getMyRsvp and the organizer's tools).
  {
    name: "saveEvent",
    valid: { event: VALID_EVENT },
    malformed: [
      ["an extra key", { event: VALID_EVENT, creatorId: "someone-else" }],
      ["no event", {}],
      ["an unknown scope", { event: VALID_EVENT, scope: "everything" }],
      ["an event with capacity as a string", { event: { ...VALID_EVENT, capacity: "10" } }],
      ["an event with a fractional capacity", { event: { ...VALID_EVENT, capacity: 2.5 } }],
      ["an event with a bad time", { event: { ...VALID_EVENT, timeStart: "25:00" } }],
      ["an event with an unknown time zone", { event: { ...VALID_EVENT, timeZone: "Mars/Olympus" } }],
      ["an event with a title over 120 characters", { event: { ...VALID_EVENT, title: "x".repeat(121) } }],
      ["an event with 11 guests per player", { event: { ...VALID_EVENT, allowParticipantGuests: true, guestLimit: 11 } }],
      ["a string", "event"],
    ],
  },
  {
    name: "cancelEvent",
    valid: { eventId: "no-such-event" },
    malformed: [
      ["an extra key", { eventId: "no-such-event", notify: false }],
      ["an unknown scope", { eventId: "no-such-event", scope: "everything" }],
      ["a number id", { eventId: 42 }],
      ["an empty id", { eventId: "" }],
    ],
  },
  {
    name: "rsvp",
    valid: { eventId: "no-such-event", choice: "going" },
    malformed: [
      ["an extra key", { eventId: "no-such-event", choice: "going", uid: "someone-else" }],
      ["a status that is not a choice", { eventId: "no-such-event", choice: "waitlist" }],
      ["no choice", { eventId: "no-such-event" }],
      ["negative guests", { eventId: "no-such-event", choice: "going", guests: -1 }],
      ["fractional guests", { eventId: "no-such-event", choice: "going", guests: 1.5 }],
      ["11 guests", { eventId: "no-such-event", choice: "going", guests: 11 }],
      ["guests as a string", { eventId: "no-such-event", choice: "going", guests: "2" }],
    ],
  },
  {
    name: "getMyRsvp",
    valid: { eventId: "no-such-event" },
    malformed: [
      ["an extra key", { eventId: "no-such-event", uid: "someone-else" }],
      ["a number id", { eventId: 42 }],
      ["no id", {}],
    ],
  },
  {
    name: "respondToRsvp",
    valid: { eventId: "no-such-event", uid: "nobody-here", approve: true },
    malformed: [
      ["an extra key", { eventId: "no-such-event", uid: "nobody-here", approve: true, status: "going" }],
      ["approve as a string", { eventId: "no-such-event", uid: "nobody-here", approve: "yes" }],
      ["no uid", { eventId: "no-such-event", approve: true }],
    ],
  },
  {
    name: "removeJoiner",
    valid: { eventId: "no-such-event", uid: "nobody-here" },
    malformed: [
      ["an extra key", { eventId: "no-such-event", uid: "nobody-here", everyone: true }],
      ["no uid", { eventId: "no-such-event" }],
      ["a number uid", { eventId: "no-such-event", uid: 7 }],
    ],
  },
  {
    name: "messageJoiners",
    valid: { eventId: "no-such-event", message: "See you there" },
    malformed: [
      ["an extra key", { eventId: "no-such-event", message: "Hi", to: ["victim@example.com"] }],
      ["a blank message", { eventId: "no-such-event", message: "   " }],
      ["a message over 2000 characters", { eventId: "no-such-event", message: "x".repeat(2001) }],
      ["no message", { eventId: "no-such-event" }],
    ],
  },
  {
    name: "inviteToEvent",
    valid: { eventId: "no-such-event", uid: "nobody-here" },
    malformed: [
      ["an extra key", { eventId: "no-such-event", uid: "nobody-here", message: "Come!" }],
      ["a number uid", { eventId: "no-such-event", uid: 7 }],
      ["no uid", { eventId: "no-such-event" }],
    ],
  },
  {
    name: "saveActivitySubscriptions",
    valid: { list: [] },
    malformed: [
      ["an extra key", { list: [], uid: "someone-else" }],
      ["no list", {}],
      ["a radius over 50 miles", { list: [{ id: 1, address: { name: "Chicago", lat: 41.88, lng: -87.63, description: "Chicago, IL" }, radius: 51, activities: [], startDate: null, endDate: null }] }],
      ["a latitude off the globe", { list: [{ id: 1, address: { name: "Chicago", lat: 91, lng: -87.63, description: "Chicago, IL" }, radius: 5, activities: [], startDate: null, endDate: null }] }],
      [
        "two subscriptions with one id",
        { list: [1, 1].map((id) => ({ id, address: { name: "Chicago", lat: 41.88, lng: -87.63, description: "Chicago, IL" }, radius: 5, activities: [], startDate: null, endDate: null })) },
      ],
      [
        "21 subscriptions",
        {
          list: Array.from({ length: 21 }, (_, i) => ({
            id: i + 1,
            address: { name: "Chicago", lat: 41.88, lng: -87.63, description: "Chicago, IL" },
            radius: 5,
            activities: [],
            startDate: null,
            endDate: null,
          })),
        },
      ],
    ],
  },
  {
    name: "getCalendarToken",
    valid: {},
    malformed: [
      ["an extra key", { uid: "someone-else" }],
      ["a string", "token"],
    ],
  },
  {
    name: "regenerateCalendarToken",
    valid: {},
    malformed: [
      ["an extra key", { uid: "someone-else" }],
      ["a string", "token"],
    ],
  },
  {
    name: "findAvailablePlayers",
    valid: { eventId: "no-such-event" },
    malformed: [
      ["an extra key", { eventId: "no-such-event", radiusMiles: 500 }],
      ["no id", {}],
    ],
  },
  {
    name: "publishSite",
    valid: { siteId: "no-such-site" },
    malformed: [
      ["an extra key", { siteId: "no-such-site", creator: "someone-else" }],
      ["no id", {}],
      ["a path for an id", { siteId: "a/b" }],
    ],
  },
  {
    name: "unpublishSite",
    valid: { siteId: "no-such-site" },
    malformed: [
      ["an extra key", { siteId: "no-such-site", force: true }],
      ["no id", {}],
    ],
  },
  {
    name: "attachDomain",
    valid: { siteId: "no-such-site", domain: "club.localhost" },
    malformed: [
      ["no domain key", { siteId: "no-such-site" }],
      ["a domain with a path", { siteId: "no-such-site", domain: "club.example.com/path" }],
      ["a number domain", { siteId: "no-such-site", domain: 42 }],
    ],
  },
  {
    name: "saveForm",
    valid: { formId: null, form: {} },
    malformed: [
      ["an extra key", { formId: null, form: {}, ownerId: "someone-else" }],
      ["no form", { formId: null }],
      ["a form that is a string", { formId: null, form: "a form" }],
    ],
  },
  {
    name: "addFormSubmitterToTeam",
    valid: { formId: "no-such-form", userId: "no-such-user" },
    malformed: [
      ["no user", { formId: "no-such-form" }],
      ["a path for an id", { formId: "no-such-form", userId: "a/b" }],
    ],
  },
];

/** Callables a visitor may call without signing in (a guest filling a form, a site's contact form): input still checked. */
const publicCases: Array<[name: string, label: string, data: unknown]> = [
  ["submitForm", "no form id", { answers: {} }],
  ["submitForm", "an extra key", { formId: "f1", answers: {}, paid: true }],
  ["submitForm", "answers that are a list", { formId: "f1", answers: [] }],
  ["payFormSubmission", "an unknown part to pay", { formId: "f1", submissionId: "s1", amount: "everything" }],
  ["payFormSubmission", "a short guest token", { formId: "f1", submissionId: "s1", amount: "full", guestToken: "abc" }],
  ["getFormPayment", "no submission", { formId: "f1" }],
  ["sendSiteMessage", "no message", { siteId: "s1", name: "Pat", email: "pat@example.com" }],
  ["sendSiteMessage", "a bad e-mail", { siteId: "s1", name: "Pat", email: "not-an-email", message: "Hi" }],
];

describe("callables open to visitors still refuse malformed input", () => {
  it.each(publicCases)("%s refuses %s → INVALID_ARGUMENT", async (name, _label, data) => {
    const res = await call(name, data);
    expect(res.error?.status).toBe("INVALID_ARGUMENT");
  });
});

let caller: TestUser;

beforeAll(async () => {
  caller = await createPlayer("guards", { displayName: "Guard Caller" });
});

afterAll(async () => {
  await closeAdmin();
});

/** Every callable whose contract is not public (the list comes from the contracts, so none is left out), with a valid input where the table has one. */
const signedInOnly = Object.values(ALL_CONTRACTS)
  .filter((c) => c.access.level !== "public")
  .map((c) => [c.name, cases.find((k) => k.name === c.name)?.valid ?? {}] as const);

describe("every callable refuses an unauthenticated call", () => {
  it("covers every callable the table names", () => {
    expect(signedInOnly.map(([name]) => name)).toEqual(expect.arrayContaining(cases.map((c) => c.name)));
  });

  it.each(signedInOnly)("%s → UNAUTHENTICATED", async (name, valid) => {
    const res = await call(name, valid);
    expect(res.error).toMatchObject({ status: "UNAUTHENTICATED" });
    expect(res.httpStatus).toBe(401);
    expect(res.result).toBeUndefined();
  });
});

describe("every callable refuses malformed input", () => {
  const rows = cases.flatMap((c) => c.malformed.map(([label, data]) => [c.name, label, data] as const));
  it.each(rows)("%s refuses %s → INVALID_ARGUMENT", async (name, _label, data) => {
    const error = await callError(name, data, caller.token);
    expect(error.status).toBe("INVALID_ARGUMENT");
  });

  it("names the offending field in the message", async () => {
    const error = await callError("sendFamilyRequest", { recipientId: "nobody-here", relation: "cousin" }, caller.token);
    expect(error.message).toMatch(/^relation: /);
  });

  it("a refused deleteAccount call deletes nothing, the login included", async () => {
    await callError("deleteAccount", { uid: "someone-else" }, caller.token);
    expect((await db().doc(`users/${caller.uid}`).get()).exists).toBe(true);
    expect((await auth().getUser(caller.uid)).uid).toBe(caller.uid);
  });

  // These two take no input (their contracts' noInput): keys they do not define are refused.
  it.each(["getDeletionBlockers", "listOutbox"])("%s refuses input with keys it does not define", async (name) => {
    const res = await call(name, { uid: "someone-else" }, caller.token);
    expect(res.error?.status).toBe("INVALID_ARGUMENT");
  });
});

describe("ids from the client are used as Firestore document ids", () => {
  // An id with a '/' (or a reserved name like __x__) is put straight into a
  // document path: doc() throws and the client gets INTERNAL (HTTP 500)
  // instead of a refusal of its input.
  const badIds: Array<[string, unknown]> = [
    ["searchUser", { query: "abc/def" }],
    ["getPlayerAvailability", { uid: "abc/def" }],
    ["sendFamilyRequest", { recipientId: "abc/def", relation: "parent" }],
    ["respondFamilyRequest", { connectionId: "abc/def", accept: true }],
    ["removeFamilyConnection", { connectionId: "abc/def" }],
    ["setConversationBlocked", { conversationId: "abc/def", blocked: true }],
    ["getPlayerAvailability", { uid: "__reserved__" }],
    ["saveEvent", { eventId: "abc/def", event: VALID_EVENT }],
    ["cancelEvent", { eventId: "abc/def" }],
    ["rsvp", { eventId: "abc/def", choice: "going" }],
    ["getMyRsvp", { eventId: "__reserved__" }],
    ["respondToRsvp", { eventId: "ok-id", uid: "abc/def", approve: true }],
    ["removeJoiner", { eventId: "abc/def", uid: "ok-id" }],
    ["messageJoiners", { eventId: "abc/def", message: "Hi" }],
    ["inviteToEvent", { eventId: "ok-id", uid: "abc/def" }],
    ["findAvailablePlayers", { eventId: "abc/def" }],
  ];
  it.each(badIds)("%s refuses a malformed id %j instead of failing inside", async (name, data) => {
    const res = await call(name, data, caller.token);
    expect(res.error?.status).not.toBe("INTERNAL");
    expect(res.httpStatus).toBeLessThan(500);
  });
});
