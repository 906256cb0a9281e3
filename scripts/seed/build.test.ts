import { billingWriteSchema, teamSubscriptionWriteSchema } from "@rallyhub/domain/stored/write/billing";
import { eventWriteSchema, joinerWriteSchema, subscriptionIndexWriteSchema } from "@rallyhub/domain/stored/write/events";
import { formWriteSchema } from "@rallyhub/domain/stored/write/forms";
import { conversationWriteSchema, messageWriteSchema } from "@rallyhub/domain/stored/write/messages";
import { placeWriteSchema } from "@rallyhub/domain/stored/write/places";
import { postWriteSchema } from "@rallyhub/domain/stored/write/posts";
import { draftWriteSchema, organizationWriteSchema, websiteDomainWriteSchema, websiteWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { registrationWriteSchema, rosterEntryWriteSchema, seasonWriteSchema, teamWriteSchema } from "@rallyhub/domain/stored/write/teams";
import { describe, expect, it } from "vitest";
import { buildDemoData } from "./build";
import { docsIn, type SeedDoc } from "./docs";

const data = buildDemoData({ now: new Date("2026-03-01T12:00:00Z") });
const paths = new Set(data.docs.map((d) => d.path));

/** The parent document's path of a sub-collection's document ("events/e1" of "events/e1/joiners/u1"). */
const parentOf = (path: string) => path.split("/").slice(0, -2).join("/");
const idOf = (path: string) => path.split("/").at(-1) ?? "";
const user = (uid: string) => `users/${uid}`;

/** Each reference a seeded document makes: [the document, the document it names]. */
const REFERENCES: Array<[string, (docs: readonly SeedDoc[]) => Array<[string, string]>]> = [
  ["a place's creator", (docs) => docsIn(docs, "places", placeWriteSchema).map((d) => [d.path, user(d.data.createdBy)])],
  [
    "a team's creator, members and managers",
    (docs) => docsIn(docs, "teams", teamWriteSchema).flatMap((d) => [d.data.creator, ...d.data.memberIds, ...d.data.managerIds].map((uid): [string, string] => [d.path, user(uid)])),
  ],
  ["a team's roster entry for each member", (docs) => docsIn(docs, "teams", teamWriteSchema).flatMap((d) => d.data.memberIds.map((uid): [string, string] => [d.path, `${d.path}/roster/${uid}`]))],
  ["a team's organization", (docs) => docsIn(docs, "teams", teamWriteSchema).flatMap((d) => (d.data.organizationId ? [[d.path, `organizations/${d.data.organizationId}`] as [string, string]] : []))],
  [
    "a team's subscription",
    (docs) => docsIn(docs, "teams", teamWriteSchema).flatMap((d) => (d.data.subscriptionId ? [[d.path, `teamSubscriptions/${d.data.subscriptionId}`] as [string, string]] : [])),
  ],
  [
    "a roster entry's person and team",
    (docs) => docsIn(docs, "teams/roster", rosterEntryWriteSchema).flatMap((d) => [[d.path, user(d.data.uid ?? "")] as [string, string], [d.path, parentOf(d.path)] as [string, string]]),
  ],
  ["a season's team", (docs) => docsIn(docs, "teams/seasons", seasonWriteSchema).map((d) => [d.path, parentOf(d.path)])],
  [
    "a registration's person, team and season",
    (docs) =>
      docsIn(docs, "registrations", registrationWriteSchema).flatMap((d) => [user(d.data.uid), `teams/${d.data.teamId}/seasons/${d.data.season.id}`].map((to): [string, string] => [d.path, to])),
  ],
  [
    "a game's creator, hosting team and place",
    (docs) =>
      docsIn(docs, "events", eventWriteSchema).flatMap((d) =>
        [user(d.data.creatorId), d.data.hostingTeam ? `teams/${d.data.hostingTeam}` : null, d.data.location.placeId ? `places/${d.data.location.placeId}` : null].flatMap(
          (to): Array<[string, string]> => (to ? [[d.path, to]] : []),
        ),
      ),
  ],
  [
    "a joiner's person and game",
    (docs) => docsIn(docs, "events/joiners", joinerWriteSchema).flatMap((d) => [[d.path, user(d.data.uid)] as [string, string], [d.path, parentOf(d.path)] as [string, string]]),
  ],
  ["an activity subscription's owner", (docs) => docsIn(docs, "activitySubscriptionIndex", subscriptionIndexWriteSchema).map((d) => [d.path, user(d.data.uid)])],
  ["a post's author", (docs) => docsIn(docs, "posts", postWriteSchema).map((d) => [d.path, user(d.data.authorId)])],
  [
    "a conversation's people and team",
    (docs) =>
      docsIn(docs, "conversations", conversationWriteSchema).flatMap((d) =>
        [...d.data.participants.map(user), ...(d.data.teamId ? [`teams/${d.data.teamId}`] : [])].map((to): [string, string] => [d.path, to]),
      ),
  ],
  ["a message's conversation", (docs) => docsIn(docs, "conversations/messages", messageWriteSchema).map((d) => [d.path, parentOf(d.path)])],
  ["a message inbox's owner", (docs) => docs.filter((d) => d.path.startsWith("messageInbox/")).map((d) => [d.path, user(idOf(d.path))])],
  ["an organization's creator", (docs) => docsIn(docs, "organizations", organizationWriteSchema).map((d) => [d.path, user(d.data.creator)])],
  [
    "a website's creator, team and organization",
    (docs) =>
      docsIn(docs, "websites", websiteWriteSchema).flatMap((d) =>
        [user(d.data.creator), d.data.teamId ? `teams/${d.data.teamId}` : null, d.data.organizationId ? `organizations/${d.data.organizationId}` : null].flatMap((to): Array<[string, string]> =>
          to ? [[d.path, to]] : [],
        ),
      ),
  ],
  ["a draft's published site", (docs) => docsIn(docs, "websiteDrafts", draftWriteSchema).map((d) => [d.path, `websites/${idOf(d.path)}`])],
  ["a domain's site", (docs) => docsIn(docs, "websiteDomains", websiteDomainWriteSchema).map((d) => [d.path, `websites/${d.data.siteId}`])],
  ["a form's creator", (docs) => docsIn(docs, "forms", formWriteSchema).map((d) => [d.path, user(d.data.creatorId)])],
  ["a billing document's user", (docs) => docsIn(docs, "billing", billingWriteSchema).map((d) => [d.path, user(idOf(d.path))])],
  [
    "a team subscription's team and owner",
    (docs) => docsIn(docs, "teamSubscriptions", teamSubscriptionWriteSchema).flatMap((d) => [`teams/${d.data.teamId}`, user(d.data.ownerUid)].map((to): [string, string] => [d.path, to])),
  ],
];

describe("the demo data", () => {
  it.each(REFERENCES)("names only seeded documents: %s", (_, references) => {
    const pairs = references(data.docs);
    expect(pairs.length).toBeGreaterThan(0);
    expect(pairs.filter(([, to]) => !paths.has(to))).toEqual([]);
  });

  it("writes each document once", () => {
    expect(paths.size).toBe(data.docs.length);
  });

  it("is the same for any time of one UTC day, so a reseed overwrites what the last one wrote", () => {
    const later = buildDemoData({ now: new Date("2026-03-01T23:59:00Z") });
    expect(later.docs).toEqual(data.docs);
    expect(later.stripe).toEqual(data.stripe);
  });

  it("counts each collection's documents, and the Auth accounts: the figures the README gives", () => {
    const counted: Record<string, number> = {};
    for (const { path } of data.docs) {
      const collection = path.split("/").at(-2) ?? "";
      counted[collection] = (counted[collection] ?? 0) + 1;
    }
    expect(data.counts).toEqual({ ...counted, authAccounts: data.accounts.length + data.playerAccounts.length });
    expect(data.counts).toMatchObject({ users: 306, teams: 30, events: 150, places: 20, posts: 59, forms: 2, websites: 3, organizations: 2, authAccounts: 306 });
  });
});
