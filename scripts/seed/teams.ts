// Teams (the teams issue's model): each team with its roster, the seasons of
// some, and the demo players' registrations for their teams' current season.
import { teamSearchTokens } from "@rallyhub/domain/searchTokens";
import { type TeamTier } from "@rallyhub/domain/stored/teams";
import { notificationWriteSchema } from "@rallyhub/domain/stored/write/notifications";
import { registrationWriteSchema, rosterEntryWriteSchema, seasonWriteSchema, teamWriteSchema } from "@rallyhub/domain/stored/write/teams";
import { demoAccount } from "./accounts";
import { storedDoc, type StoredDoc, type WriteOf } from "./docs";
import { cityPoint, scatter } from "./geo";
import { simId, teamId } from "./ids";
import { personOf, playersIn, type People } from "./people";
import { rngFor } from "./random";
import { TEAMS, TEAM_TAGLINES, cityByKey, type City } from "./tables";
import { DAY_MS, addDays, isoDate, type Clock } from "./time";

/** TEAM_LIMITS.rosterPreview (packages/domain/src/teams/schema.ts): names on a team page without reading the roster. */
const ROSTER_PREVIEW_SIZE = 12;

/** Teams with people waiting on a manager: the demo player, or that many local players. */
const PENDING_PLAN: Readonly<Record<number, string[] | number>> = { 3: ["demo-player"], 5: 1, 12: 2, 17: 1, 22: 1, 27: 2 };
/** Demo players on teams the demo manager owns. */
const EXTRA_MEMBERS: Readonly<Record<number, string[]>> = { 1: ["demo-player", "demo-player2"], 2: ["demo-player"] };
/** Teams that keep seasons. */
const SEASON_TEAMS = new Set([1, 2, 3, 6, 11, 12, 21, 26]);
/** Teams that play in an organization's league (organizations/{slug}, ./sites.ts): [organizationId, league]. */
const LEAGUE_OF: Readonly<Record<number, readonly [string, string]>> = {
  2: ["austin-pickleball-club", "Doubles League"],
  12: ["denver-rec-league", "Sunday Soccer"],
  19: ["denver-rec-league", "Softball"],
  20: ["denver-rec-league", "Flag Football"],
};

/** A seeded team as the other builders use it (its games, its discussion, its subscription). */
export interface SeedTeam {
  id: string;
  n: number;
  name: string;
  gameType: string;
  subscription: TeamTier;
  domain: string | null;
  city: City;
  ownerUid: string;
  /** The owner, the managers, then the players. */
  memberIds: string[];
  /** The owner and the managers. */
  managerIds: string[];
  createdAt: Date;
}

type TeamsDoc =
  | StoredDoc<typeof teamWriteSchema>
  | StoredDoc<typeof rosterEntryWriteSchema>
  | StoredDoc<typeof seasonWriteSchema>
  | StoredDoc<typeof registrationWriteSchema>
  | StoredDoc<typeof notificationWriteSchema>;

export interface TeamsOutput {
  /** Each team, then its roster, its seasons and the registrations for them. */
  docs: TeamsDoc[];
  teams: SeedTeam[];
}

/** A roster entry the seed writes: always a person's (an invitation by e-mail has no uid), never a request to join. */
interface SeedRosterEntry extends WriteOf<typeof rosterEntryWriteSchema> {
  uid: string;
  role: "owner" | "manager" | "player" | "pending";
}

/** Where the roster preview puts each role; a pending member is not in it. */
const PREVIEW_RANK = { owner: 0, manager: 1, player: 2 } as const;
const isPreviewed = (e: SeedRosterEntry): e is SeedRosterEntry & { role: keyof typeof PREVIEW_RANK } => e.role in PREVIEW_RANK;

function seasonLabel(date: Date): string {
  const m = date.getUTCMonth();
  const y = date.getUTCFullYear();
  if (m === 11) return `Winter ${y + 1}`;
  if (m <= 1) return `Winter ${y}`;
  if (m <= 4) return `Spring ${y}`;
  if (m <= 7) return `Summer ${y}`;
  return `Fall ${y}`;
}

/** teams/{team-NN} with roster/, seasons/ and registrations/: each team from its own random stream (team:{n}). */
export function buildTeams({ today, daysAgo }: Clock, people: People): TeamsOutput {
  const docs: TeamsDoc[] = [];
  const teams = TEAMS.map((def, i): SeedTeam => {
    const n = i + 1;
    const id = teamId(n);
    const rng = rngFor(`team:${n}`);
    const city = cityByKey(def.city);
    const local = playersIn(people, def.city);
    const fans = rng.shuffle(local.filter((p) => p.sports.includes(def.gameType)));
    const others = rng.shuffle(local.filter((p) => !p.sports.includes(def.gameType)));
    const pool = [...fans, ...others];
    const ownerUid = def.owner ? demoAccount(def.owner).uid : pool.shift()?.uid;
    if (!ownerUid) throw new Error(`No player in ${city.name} to own ${def.name}`);
    const size = rng.int(8, 14);
    const members = pool.splice(0, size).map((p) => p.uid);
    const managerCount = size >= 12 ? 2 : 1;
    const managers = members.slice(0, managerCount);
    const players = [...members.slice(managerCount), ...(EXTRA_MEMBERS[n] ?? [])];
    const plan = PENDING_PLAN[n];
    const pending = Array.isArray(plan) ? plan : plan ? pool.splice(0, plan).map((p) => p.uid) : [];
    const createdDaysAgo = rng.int(90, 700);
    const createdAt = daysAgo(createdDaysAgo, rng.int(0, 1439));
    const topics = [
      { id: "general", name: "General", description: "Anything about the team." },
      { id: "schedule", name: "Schedule", description: "Games, practices and last-minute changes." },
    ];
    if (rng.chance(0.4)) topics.push({ id: "carpool", name: "Carpool", description: "Share rides to games." });
    const memberIds = [ownerUid, ...managers, ...players];
    const managerIds = [ownerUid, ...managers];

    // Drawn before the roster, in the order earlier seeds drew them (the same teams as before).
    const description = rng.pick(TEAM_TAGLINES).replaceAll("{sport}", def.gameType.toLowerCase()).replaceAll("{city}", city.city);
    const teamCity = cityPoint(city, scatter(rng, city.lat, city.lng, 6));

    // Roster entries as the team callables write them (RosterEntry; times in epoch ms).
    const entries: SeedRosterEntry[] = [];
    const rosterEntry = (uid: string, role: SeedRosterEntry["role"], joinedDaysAgo: number) => {
      const p = personOf(people, uid);
      const at = daysAgo(joinedDaysAgo, rng.int(0, 1439)).getTime();
      const invited = role !== "owner";
      entries.push({
        id: uid,
        uid,
        email: p.email,
        displayName: p.displayName,
        photoURL: "",
        role,
        invitedBy: invited ? ownerUid : null,
        invitedAt: invited ? (role === "pending" ? at : at - 2 * DAY_MS) : null,
        joinedAt: role === "pending" ? null : at,
      });
    };
    rosterEntry(ownerUid, "owner", createdDaysAgo);
    for (const uid of managers) rosterEntry(uid, "manager", rng.int(30, createdDaysAgo));
    for (const uid of players) rosterEntry(uid, "player", rng.int(1, createdDaysAgo));
    for (const uid of pending) rosterEntry(uid, "pending", rng.int(0, 6));
    // The team page's preview: the owner, then managers, then players by the time they joined.
    const rosterPreview = entries
      .filter(isPreviewed)
      .sort((a, b) => PREVIEW_RANK[a.role] - PREVIEW_RANK[b.role] || (a.joinedAt ?? 0) - (b.joinedAt ?? 0) || (a.id < b.id ? -1 : 1))
      .slice(0, ROSTER_PREVIEW_SIZE)
      .map((e) => ({ uid: e.uid, displayName: e.displayName, photoURL: e.photoURL, role: e.role }));

    const league = LEAGUE_OF[n];
    docs.push(
      storedDoc(teamWriteSchema, `teams/${id}`, {
        name: def.name,
        nameLower: def.name.toLowerCase(),
        description,
        photoURL: "",
        subscription: def.subscription,
        subscriptionId: def.subscription === "ROOKIE" ? null : simId("sub", id),
        topics,
        creator: ownerUid,
        managerIds,
        memberIds,
        memberCount: memberIds.length,
        rosterPreview,
        notificationTimes: [],
        gameType: def.gameType,
        city: teamCity,
        domain: def.domain,
        organizerWebsite: { metaLogoURL: def.domain ? "/logo.svg" : null },
        organizationId: league?.[0] ?? null,
        league: league?.[1] ?? null,
        // Full search's tokens, as createTeam makes them.
        searchTokens: teamSearchTokens({ name: def.name, gameType: def.gameType, cityName: teamCity.name }),
        createdAt,
        updatedAt: createdAt,
      }),
    );
    for (const entry of entries) docs.push(storedDoc(rosterEntryWriteSchema, `teams/${id}/roster/${entry.id}`, entry));
    // Each invitation's in-app notice, unread, as inviteToTeam sends it (functions/src/teams/invitations.ts):
    // the bell counts it until it is read (issue 31: the home tour promises that count).
    const inviter = personOf(people, ownerUid).displayName;
    for (const entry of entries.filter((e) => e.role === "pending")) {
      docs.push(
        storedDoc(notificationWriteSchema, `notifications/invite-${id}-${entry.uid}`, {
          userId: entry.uid,
          type: "teamInvite",
          title: "Team invitation",
          message: `${inviter} invited you to join ${def.name}.`,
          data: { teamId: id },
          read: false,
          createdAt: new Date(entry.invitedAt ?? createdAt.getTime()),
        }),
      );
    }

    if (SEASON_TEAMS.has(n)) {
      const seasons = [
        { id: "season-previous", start: -91, end: -22 },
        { id: "season-current", start: -21, end: 49 },
        { id: "season-next", start: 63, end: 133 },
      ];
      for (const s of seasons) {
        const startDate = addDays(today, s.start);
        const season = { id: s.id, label: seasonLabel(startDate), startDate: isoDate(startDate), endDate: isoDate(addDays(today, s.end)), groupId: null };
        docs.push(storedDoc(seasonWriteSchema, `teams/${id}/seasons/${s.id}`, season));
        // The demo players are registered for their teams' current season (the player card on home lists it).
        if (s.id === "season-current") {
          for (const uid of memberIds.filter((m) => m.startsWith("demo-player"))) {
            const regId = `${uid}_${id}_${s.id}`;
            docs.push(
              storedDoc(registrationWriteSchema, `registrations/${regId}`, {
                id: regId,
                uid,
                teamId: id,
                teamName: def.name,
                season: { id: season.id, label: season.label, startDate: season.startDate, endDate: season.endDate },
                createdAt: daysAgo(20, 600).getTime(),
              }),
            );
          }
        }
      }
    }
    return { id, n, name: def.name, gameType: def.gameType, subscription: def.subscription, domain: def.domain, city, ownerUid, memberIds, managerIds, createdAt };
  });
  return { docs, teams };
}

/** The team with this id (the seed's own ids: one missing is a bug in the seed). */
export function teamOf(teams: readonly SeedTeam[], id: string): SeedTeam {
  const team = teams.find((t) => t.id === id);
  if (!team) throw new Error(`The seed names ${id}, which is not one of its teams.`);
  return team;
}
