// Reference data, notifications, server-only collections, unknown paths, and a
// check that every `match` block of firestore.rules has tests.
import { readFileSync } from "node:fs";
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, expect, it } from "vitest";
import { A_DATE, RULES_PATH, rulesHarness, without } from "./setup";

const h = rulesHarness();

/**
 * Every match block of firestore.rules (full path) and the test file that
 * covers it. A new match block fails the coverage test until it has tests.
 */
const COVERED: Record<string, string> = {
  "/databases/{database}/documents": "(root)",
  "/databases/{database}/documents/users/{uid}": "users.rules.test.ts",
  "/databases/{database}/documents/user-notifications/{id}": "account.rules.test.ts",
  "/databases/{database}/documents/familyConnections/{id}": "account.rules.test.ts",
  "/databases/{database}/documents/conversations/{id}": "account.rules.test.ts, messages.rules.test.ts",
  "/databases/{database}/documents/conversations/{id}/messages/{messageId}": "messages.rules.test.ts",
  "/databases/{database}/documents/messageInbox/{uid}": "messages.rules.test.ts",
  "/databases/{database}/documents/guestUsers/{id}": "account.rules.test.ts",
  "/databases/{database}/documents/publicProfiles/{uid}": "users.rules.test.ts",
  "/databases/{database}/documents/availability/{uid}": "users.rules.test.ts",
  "/databases/{database}/documents/profileOptions/{doc}": "firestore.rules.test.ts",
  "/databases/{database}/documents/teamSubscriptionPlans/{id}": "firestore.rules.test.ts",
  "/databases/{database}/documents/userSubscriptionPlans_gth/{id}": "firestore.rules.test.ts",
  "/databases/{database}/documents/userSubscriptionPlans_meh/{id}": "firestore.rules.test.ts",
  "/databases/{database}/documents/teams/{teamId}": "teams.rules.test.ts",
  "/databases/{database}/documents/teams/{teamId}/roster/{memberId}": "teams.rules.test.ts",
  "/databases/{database}/documents/teams/{teamId}/team-notifications/{id}": "teams.rules.test.ts",
  "/databases/{database}/documents/teams/{teamId}/seasons/{id}": "teams.rules.test.ts",
  "/databases/{database}/documents/teams/{teamId}/seasonGroups/{id}": "teams.rules.test.ts",
  "/databases/{database}/documents/teams/{teamId}/sessions/{id}": "teams.rules.test.ts",
  "/databases/{database}/documents/teams/{teamId}/externalTeams/{id}": "teams.rules.test.ts",
  "/databases/{database}/documents/{path=**}/roster/{memberId}": "teams.rules.test.ts",
  "/databases/{database}/documents/registrations/{regId}": "teams.rules.test.ts",
  "/databases/{database}/documents/users/{uid}/teamReads/{docId}": "teams.rules.test.ts",
  "/databases/{database}/documents/teamCreationReminders/{uid}": "teams.rules.test.ts",
  "/databases/{database}/documents/events/{eventId}": "events.rules.test.ts",
  "/databases/{database}/documents/events/{eventId}/joiners/{uid}": "events.rules.test.ts",
  "/databases/{database}/documents/events/{eventId}/invites/{uid}": "events.rules.test.ts",
  "/databases/{database}/documents/{path=**}/joiners/{uid}": "events.rules.test.ts",
  "/databases/{database}/documents/users/{uid}/favorites/{eventId}": "events.rules.test.ts",
  "/databases/{database}/documents/calendarTokens/{token}": "events.rules.test.ts",
  "/databases/{database}/documents/calendarOwners/{uid}": "events.rules.test.ts",
  "/databases/{database}/documents/activitySubscriptionIndex/{id}": "events.rules.test.ts",
  "/databases/{database}/documents/eventAlerts/{eventId}": "events.rules.test.ts",
  "/databases/{database}/documents/billing/{uid}": "billing.rules.test.ts",
  "/databases/{database}/documents/teamSubscriptions/{id}": "billing.rules.test.ts",
  "/databases/{database}/documents/stripeEvents/{id}": "billing.rules.test.ts",
  "/databases/{database}/documents/transactions/{id}": "billing.rules.test.ts",
  "/databases/{database}/documents/invoices/{id}": "billing.rules.test.ts",
  "/databases/{database}/documents/places/{placeId}": "places.rules.test.ts",
  "/databases/{database}/documents/posts/{postId}": "posts.rules.test.ts",
  "/databases/{database}/documents/postReports/{reportId}": "posts.rules.test.ts",
  "/databases/{database}/documents/websites/{siteId}": "sites.rules.test.ts",
  "/databases/{database}/documents/websiteDrafts/{draftId}": "sites.rules.test.ts",
  "/databases/{database}/documents/websiteDomains/{host}": "sites.rules.test.ts",
  "/databases/{database}/documents/siteMessages/{id}": "sites.rules.test.ts",
  "/databases/{database}/documents/organizations/{orgId}": "sites.rules.test.ts",
  "/databases/{database}/documents/forms/{formId}": "forms.rules.test.ts",
  "/databases/{database}/documents/forms/{formId}/submissions/{submissionId}": "forms.rules.test.ts",
  "/databases/{database}/documents/notifications/{id}": "firestore.rules.test.ts",
  "/databases/{database}/documents/mail/{id}": "firestore.rules.test.ts",
  "/databases/{database}/documents/userLists/{listId}": "userLists.rules.test.ts",
};

/** The full path of every match block in a rules file. */
function matchPaths(source: string): string[] {
  const found: string[] = [];
  const open: { path: string; depth: number }[] = [];
  let depth = 0;
  for (const rawLine of source.split("\n")) {
    const line = rawLine.replace(/\/\/.*$/, "");
    const m = /^\s*match\s+(\S+)\s*\{/.exec(line);
    let rest = line;
    if (m?.[1]) {
      const parent = open.at(-1)?.path ?? "";
      const full = parent + m[1];
      found.push(full);
      depth += 1;
      open.push({ path: full, depth });
      rest = line.slice(m[0].length);
    }
    for (const ch of rest) {
      if (ch === "{") depth += 1;
      if (ch === "}") {
        if (open.at(-1)?.depth === depth) open.pop();
        depth -= 1;
      }
    }
  }
  return found;
}

describe("coverage of firestore.rules", () => {
  it("has tests for every match block", () => {
    const paths = matchPaths(readFileSync(RULES_PATH, "utf8"));
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !(p in COVERED))).toEqual([]);
  });
});

describe.each(["profileOptions", "teamSubscriptionPlans", "userSubscriptionPlans_gth", "userSubscriptionPlans_meh"])("reference data: %s", (name) => {
  const data: DocumentData = { itemKey: "x", label: "X", cost: 0, priceId: null, features: [], order: 1, interval: "month", items: [{ label: "Other" }] };
  const path = `${name}/ref1`;

  it("lets a signed-out visitor read a document", async () => {
    await h.seed({ [path]: data });
    await assertSucceeds(getDoc(doc(h.anon(), path)));
  });

  it("lets a signed-out visitor list the collection", async () => {
    await h.seed({ [path]: data });
    await assertSucceeds(getDocs(collection(h.anon(), name)));
  });

  it("refuses a signed-in user creating a document", async () => {
    await assertFails(setDoc(doc(h.as("alice"), `${name}/new`), data));
  });

  it("refuses a signed-in user changing a document", async () => {
    await h.seed({ [path]: data });
    await assertFails(updateDoc(doc(h.as("alice"), path), { cost: 0, label: "Free forever" }));
  });

  it("refuses a signed-in user deleting a document", async () => {
    await h.seed({ [path]: data });
    await assertFails(deleteDoc(doc(h.as("alice"), path)));
  });

  it("refuses a signed-out visitor creating a document", async () => {
    await assertFails(setDoc(doc(h.anon(), `${name}/new`), data));
  });
});

describe("notifications/{id}", () => {
  const notification = (overrides: DocumentData = {}): DocumentData => ({
    userId: "alice",
    type: "event",
    title: "Game tomorrow",
    message: "Tuesday doubles at 6pm",
    data: { eventId: "e1" },
    read: false,
    createdAt: A_DATE,
    imageUrl: "",
    ...overrides,
  });

  describe("read", () => {
    it("lets a user read their own notification", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertSucceeds(getDoc(doc(h.as("alice"), "notifications/n1")));
    });

    it("lets a user list their own notifications", async () => {
      await h.seed({ "notifications/n1": notification(), "notifications/n2": notification({ userId: "bob" }) });
      await assertSucceeds(getDocs(query(collection(h.as("alice"), "notifications"), where("userId", "==", "alice"))));
    });

    it("refuses another user reading the notification", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(getDoc(doc(h.as("bob"), "notifications/n1")));
    });

    it("refuses a signed-out visitor", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(getDoc(doc(h.anon(), "notifications/n1")));
    });

    it("refuses listing every notification", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(getDocs(collection(h.as("alice"), "notifications")));
    });

    it("refuses listing someone else's notifications", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(getDocs(query(collection(h.as("bob"), "notifications"), where("userId", "==", "alice"))));
    });
  });

  describe("update", () => {
    it("lets a user mark their notification read", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertSucceeds(updateDoc(doc(h.as("alice"), "notifications/n1"), { read: true }));
    });

    it("lets a user mark their notification unread", async () => {
      await h.seed({ "notifications/n1": notification({ read: true }) });
      await assertSucceeds(updateDoc(doc(h.as("alice"), "notifications/n1"), { read: false }));
    });

    it("refuses read that is not a boolean", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(updateDoc(doc(h.as("alice"), "notifications/n1"), { read: "yes" }));
    });

    it("refuses changing the message", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(updateDoc(doc(h.as("alice"), "notifications/n1"), { message: "Edited" }));
    });

    it("refuses changing another field along with read", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(updateDoc(doc(h.as("alice"), "notifications/n1"), { read: true, title: "Edited" }));
    });

    it("refuses moving the notification to another user", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(updateDoc(doc(h.as("alice"), "notifications/n1"), { userId: "bob" }));
    });

    it("refuses another user marking it read", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(updateDoc(doc(h.as("bob"), "notifications/n1"), { read: true }));
    });
  });

  describe("create", () => {
    it("lets a user create an unread notification for themself", async () => {
      await assertSucceeds(setDoc(doc(h.as("alice"), "notifications/n1"), notification({ createdAt: serverTimestamp() })));
    });

    it("refuses a notification for another user", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "notifications/n1"), notification({ userId: "bob" })));
    });

    it("refuses a notification created already read", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "notifications/n1"), notification({ read: true })));
    });

    it("refuses a notification without read", async () => {
      await assertFails(setDoc(doc(h.as("alice"), "notifications/n1"), without(notification(), "read")));
    });

    it("refuses a signed-out visitor", async () => {
      await assertFails(setDoc(doc(h.anon(), "notifications/n1"), notification()));
    });
  });

  describe("delete", () => {
    it("lets a user delete their own notification", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertSucceeds(deleteDoc(doc(h.as("alice"), "notifications/n1")));
    });

    it("refuses another user deleting it", async () => {
      await h.seed({ "notifications/n1": notification() });
      await assertFails(deleteDoc(doc(h.as("bob"), "notifications/n1")));
    });
  });
});

describe("mail/{id} (server only)", () => {
  const mail = { to: "alice@example.com", template: { name: "welcome", data: {} }, message: { subject: "Welcome" }, createdAt: A_DATE };

  it("refuses a signed-in user reading mail", async () => {
    await h.seed({ "mail/m1": mail });
    await assertFails(getDoc(doc(h.as("alice"), "mail/m1")));
  });

  it("refuses listing mail", async () => {
    await h.seed({ "mail/m1": mail });
    await assertFails(getDocs(query(collection(h.as("alice"), "mail"), where("to", "==", "alice@example.com"))));
  });

  it("refuses a signed-in user sending mail", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "mail/m2"), mail));
  });

  it("refuses a signed-out visitor sending mail", async () => {
    await assertFails(setDoc(doc(h.anon(), "mail/m2"), { ...mail, to: "victim@example.com" }));
  });

  it("refuses changing queued mail", async () => {
    await h.seed({ "mail/m1": mail });
    await assertFails(updateDoc(doc(h.as("alice"), "mail/m1"), { to: "victim@example.com" }));
  });

  it("refuses deleting queued mail", async () => {
    await h.seed({ "mail/m1": mail });
    await assertFails(deleteDoc(doc(h.as("alice"), "mail/m1")));
  });
});

describe("idempotencyKeys/{digest} (server only)", () => {
  const claim = { key: "checkout-1", at: 1, expiresAt: A_DATE };

  it("refuses a signed-in user reading or listing Stripe idempotency keys", async () => {
    await h.seed({ "idempotencyKeys/d1": claim });
    await assertFails(getDoc(doc(h.as("alice"), "idempotencyKeys/d1")));
    await assertFails(getDocs(collection(h.as("alice"), "idempotencyKeys")));
  });

  it("refuses a user writing a key, so nobody can replay another's checkout", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "idempotencyKeys/d2"), claim));
    await h.seed({ "idempotencyKeys/d1": claim });
    await assertFails(updateDoc(doc(h.as("alice"), "idempotencyKeys/d1"), { at: 2 }));
    await assertFails(deleteDoc(doc(h.anon(), "idempotencyKeys/d1")));
  });
});

describe("meta (server only)", () => {
  it("refuses a signed-in user reading the seed marker", async () => {
    await h.seed({ "meta/seed": { version: 1, at: A_DATE } });
    await assertFails(getDoc(doc(h.as("alice"), "meta/seed")));
  });

  it("refuses a signed-out visitor reading the seed marker", async () => {
    await h.seed({ "meta/seed": { version: 1, at: A_DATE } });
    await assertFails(getDoc(doc(h.anon(), "meta/seed")));
  });

  it("refuses a signed-in user writing the seed marker", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "meta/seed"), { version: 99 }));
  });

  it("refuses a signed-in user deleting the seed marker", async () => {
    await h.seed({ "meta/seed": { version: 1, at: A_DATE } });
    await assertFails(deleteDoc(doc(h.as("alice"), "meta/seed")));
  });
});

describe("unknown collections", () => {
  it("refuses reading an unknown collection", async () => {
    await h.seed({ "secrets/s1": { key: "value" } });
    await assertFails(getDoc(doc(h.as("alice"), "secrets/s1")));
  });

  it("refuses listing an unknown collection", async () => {
    await h.seed({ "secrets/s1": { key: "value" } });
    await assertFails(getDocs(collection(h.anon(), "secrets")));
  });

  it("refuses writing an unknown collection", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "secrets/s1"), { key: "value" }));
  });

  it("refuses a signed-out write to an unknown collection", async () => {
    await assertFails(setDoc(doc(h.anon(), "anything/x"), { key: "value" }));
  });

  it("refuses an unknown sub-collection of a public document", async () => {
    await h.seed({ "places/p1": { name: "Courts", lat: 0, lng: 0, createdBy: "alice" } });
    await assertFails(setDoc(doc(h.as("alice"), "places/p1/reviews/r1"), { stars: 5 }));
  });
});
