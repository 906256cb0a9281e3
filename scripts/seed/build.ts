// Builds every demo document in memory (no I/O), following docs/data-model.md:
// one builder per domain, each writing its collections through their write
// schemas (./docs.ts). Dates are offsets from the start of the current UTC day;
// everything else comes from fixed tables and fixed-seed random streams (./random.ts).
import { DEMO_ACCOUNTS, type DemoAccount } from "./accounts";
import { buildBilling } from "./billing";
import type { SeedDoc } from "./docs";
import { buildEvents } from "./events";
import { teamId } from "./ids";
import { buildMessages } from "./messages";
import { buildPeople } from "./people";
import { buildPlaces } from "./places";
import { buildPlans } from "./plans";
import { buildPosts } from "./posts";
import { buildProfileOptions } from "./profileOptions";
import { buildForms } from "./forms";
import { buildSites } from "./sites";
import { buildTeams, teamOf } from "./teams";
import { buildUsers } from "./users";
import { clockFor } from "./time";
import type { SeedStripe } from "../lib/stripe-in-step";

// 2: the block list moved from publicProfiles/{uid}.blockedUids to users/{uid}.blockedUids.
// 3: events in the events issue's model (geoCells, counters, RSVPs without joinerIds, time zones).
// 4: events carry searchCells (text search near a place).
// 5: geoCells and searchCells hold bit-level cells, one field per level (packages/domain/src/geoCells.ts).
// 6: teams in the teams issue's model (nameLower, memberCount, rosterPreview, notificationTimes, organizationId and
//    league; roster entries as RosterEntry with epoch ms; seasons with 'yyyy-MM-dd' dates; registrations).
// 8: a demo neighbour of Pat's (neighbor@rallyhub.test) for the blocking journeys.
// 9: (billing) the demo organizer's payouts account and the seeded paid plans in the Stripe fake.
// 10: the post board leaves Test › Miscellaneous without posts (its empty state); 59 posts.
// 11: demo conversations (issue 13: messages; scripts/seed/messages.ts) and the demo accounts' message inboxes.
// 12: teams, public profiles, places and posts carry searchTokens (full search).
// 13: places carry `geohash` (9 characters, for places by bounds; was `hash`), `searchTokens` and `updatedAt`.
// 14: websites (issue 14: sites).
// 15: forms as the form builder saves them (question types, fee and deposit, creatorName, submissionCount).
// 16: each pending team invitation has its unread in-app notice (notifications/invite-{team}-{uid}).
// 17: the Lakeside Lightning team's site is served on lightning.localhost, its pages as blocks with the team's games and roster (its feed).
export const SEED_VERSION = 17;

/** A demo account as the Auth emulator gets it (the newbie's e-mail is not verified). */
export interface AuthAccount extends DemoAccount {
  emailVerified: boolean;
}

/** A seeded player's Auth account: no password (nobody signs in as them), found by e-mail or UID like anyone. */
export interface PlayerAccount {
  uid: string;
  email: string;
  displayName: string;
  emailVerified: true;
}

export interface DemoData {
  /** Every document, in the order they are built: each one parsed by its collection's write schema. */
  docs: SeedDoc[];
  accounts: AuthAccount[];
  playerAccounts: PlayerAccount[];
  /** Documents by collection (the last collection of the path), and the Auth accounts. */
  counts: Record<string, number>;
  /** The start of the UTC day the data was built for. */
  today: Date;
  stripe: SeedStripe;
}

/** The demo data for the day of `now`: the same for every `now` of one UTC day. */
export function buildDemoData({ now = new Date() }: { now?: Date } = {}): DemoData {
  const clock = clockFor(now);
  const people = buildPeople(clock);
  const places = buildPlaces(clock, people);
  const teams = buildTeams(clock, people);
  const events = buildEvents(clock, people, places.places, teams.teams);
  const billing = buildBilling(clock, people, teams.teams);
  const docs: SeedDoc[] = [
    ...places.docs,
    ...teams.docs,
    ...buildUsers(clock, people, teams.teams),
    ...events.docs,
    ...buildPosts(clock, people, places.places),
    ...buildMessages(clock, people, teamOf(teams.teams, teamId(1))),
    ...buildSites(clock, teams.teams, [...teams.docs, ...events.docs]),
    ...buildForms(clock),
    ...buildPlans(),
    ...buildProfileOptions(),
    ...billing.docs,
  ];

  const counts: Record<string, number> = {};
  for (const { path } of docs) {
    const collection = path.split("/").at(-2) ?? path;
    counts[collection] = (counts[collection] ?? 0) + 1;
  }
  const playerAccounts = [...people.values()].filter((p) => !p.demo).map((p): PlayerAccount => ({ uid: p.uid, email: p.email, displayName: p.displayName, emailVerified: true }));
  counts.authAccounts = DEMO_ACCOUNTS.length + playerAccounts.length;
  if (counts.joiners !== events.joinerCount) throw new Error("joiner count mismatch");

  const accounts = DEMO_ACCOUNTS.map((a) => ({ ...a, emailVerified: a.role !== "newbie" }));
  return { docs, accounts, playerAccounts, counts, today: clock.today, stripe: billing.stripe };
}
