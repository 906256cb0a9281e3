import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAuthEmulator, type Auth, inMemoryPersistence, initializeAuth, signInWithEmailAndPassword } from "firebase/auth";
import { getFirebaseApp } from "@/lib/firebase";
import { getMyRole, getTeamReads, listSeasonGroups, listSeasons, listSessions } from "@/features/teams/api/teamPagesRepository";
import { getTeam, listInvitations, listRegistrations, listTeamEvents, listTeamsForUser } from "@/features/teams/api/teamsRepository";
import { SCHEDULE_PAGE } from "@/features/teams/api/teamsApi";
import { callOk, closeAdmin, db } from "../functions/test/callables";
import { daysAhead, gameInput, player, type Saved } from "../functions/test/eventFixtures";

// Issue 10's performance figures (printed; the goals are checked at the end):
//  - the team page reads at most 15 documents;
//  - my communities reads at most 2 documents per team shown;
//  - rosters are paged above 50 members (the roster callable's page size).
// Reads are counted as the page's repository calls return documents (a query
// reads what it returns; a missing document read counts 1).

const figures: string[] = [];
const misses: string[] = [];
const note = (line: string) => {
  figures.push(line);
  console.log(line);
};

interface Person {
  uid: string;
  email: string;
  password: string;
  token: string;
}
let manager: Person;
let viewer: Person;
let fewer: Person;
const teamIds: string[] = [];
let clientAuth: Auth;
const TEAMS = 6;

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

beforeAll(async () => {
  manager = await player("bench-team-mgr", "Morgan Manager");
  viewer = await player("bench-team-viewer", "Vic Viewer");
  fewer = await player("bench-team-fewer", "Fay Fewer");
  // Six teams the viewer plays on, each with games, seasons in groups and sessions.
  for (let t = 0; t < TEAMS; t += 1) {
    const { teamId } = await callOk<{ teamId: string }>(
      "createTeam",
      {
        name: `Bench Team ${t + 1}`,
        gameType: "Soccer",
        photoURL: "",
        description: "",
        city: null,
        topics: [{ id: "game-day", name: "Game day", description: "" }],
        invites: t < TEAMS / 2 ? [{ email: viewer.email }, { email: fewer.email }] : [{ email: viewer.email }],
      },
      manager.token,
    );
    await callOk("respondToTeamInvite", { teamId, accept: true }, viewer.token);
    if (t < TEAMS / 2) await callOk("respondToTeamInvite", { teamId, accept: true }, fewer.token);
    teamIds.push(teamId);
    for (let g = 0; g < 4; g += 1) await callOk<Saved>("saveEvent", { event: gameInput({ title: `Team game ${g + 1}`, day: daysAhead(2 + g), hostingTeam: teamId }) }, manager.token);
    await callOk("postTeamNotification", { teamId, id: `n${t}`, title: "Bring both kits" }, manager.token);
  }
  // The first team has more schedule than a page shows: 2 groups, 8 seasons, 8 coming sessions (as managers write them).
  const first = db().doc(`teams/${teamIds[0] ?? ""}`);
  for (const g of ["spring", "fall"])
    await first
      .collection("seasonGroups")
      .doc(g)
      .set({ name: `${g} league`, updatedAt: Date.now() });
  for (let i = 0; i < 8; i += 1) {
    await first
      .collection("seasons")
      .doc(`s${i}`)
      .set({ label: `Season ${i + 1}`, startDate: `${2020 + i}-03-01`, endDate: `${2020 + i}-05-31`, groupId: i % 2 === 0 ? "spring" : "fall", updatedAt: Date.now() });
    await first
      .collection("sessions")
      .doc(`p${i}`)
      .set({ kind: "practice", title: `Practice ${i + 1}`, day: daysAhead(1 + i), timeStart: "18:00", seasonId: null, eventId: null, location: "", updatedAt: Date.now() });
  }
  // The client SDK signs in as the viewer, as the pages do (the session kept in memory in Node).
  clientAuth = initializeAuth(await getFirebaseApp(), { persistence: inMemoryPersistence });
  connectAuthEmulator(clientAuth, `http://127.0.0.1:${process.env.VITE_AUTH_EMULATOR_PORT ?? ""}`, { disableWarnings: true });
  await signInWithEmailAndPassword(clientAuth, viewer.email, viewer.password);
});

afterAll(async () => {
  console.log("\nFigures:\n" + figures.join("\n"));
  if (misses.length > 0) console.log("\nMissed goals:\n  " + misses.join("\n  "));
  await closeAdmin();
});

describe("the team page (issue 10: at most 15 documents read)", () => {
  it("opened by a member (About), and its Schedule tab", async () => {
    const teamId = teamIds[0] ?? "";
    // The loader's team (the live query then uses the same cached result), the next 3 games, and the viewer's own role.
    const team = await getTeam(teamId);
    expect(team?.memberCount).toBe(3);
    const games = await listTeamEvents([teamId], Date.now(), 3);
    const role = await getMyRole(teamId, viewer.uid);
    expect(role).toBe("player");
    const opening = 1 + games.length + 1;
    note(`\nTeam page, About (what opens): ${opening} documents read (team 1, next games ${games.length}, own role 1)`);
    if (opening > 15) misses.push(`team page: ${opening} reads (goal ≤ 15)`);

    // The Schedule tab: seasons and sessions paged by SCHEDULE_PAGE, the groups, and the viewer's registrations on this team.
    const [seasons, groups, sessions, registrations] = await Promise.all([
      listSeasons(teamId, SCHEDULE_PAGE),
      listSeasonGroups(teamId),
      listSessions(teamId, today(), SCHEDULE_PAGE),
      listRegistrations(viewer.uid, teamId),
    ]);
    expect(seasons).toHaveLength(SCHEDULE_PAGE);
    expect(sessions).toHaveLength(SCHEDULE_PAGE);
    const schedule = [seasons, groups, sessions, registrations].reduce((n, list) => n + Math.max(1, list.length), 0);
    note(`Team page, Schedule tab: ${schedule} documents read (seasons ≤ ${SCHEDULE_PAGE}, groups, sessions ≤ ${SCHEDULE_PAGE}, own registrations; an empty list counts 1)`);
    if (schedule > 15) misses.push(`team page schedule tab: ${schedule} reads (goal ≤ 15)`);
  });

  it("the roster comes in pages of 50", async () => {
    const page = await callOk<{ rows: unknown[]; next: string | null }>("getTeamRoster", { teamId: teamIds[0], after: null }, viewer.token);
    note(`Team page, Roster tab: ${page.rows.length} rows on the first page (paged by 50: the callable reads at most 51 entries)`);
    expect(page.rows.length).toBeLessThanOrEqual(50);
  });
});

/** What my communities reads for the signed-in user (MyCommunitiesPage and its invitations list). */
async function myCommunitiesReads(uid: string): Promise<{ teams: number; total: number; detail: string }> {
  const teams = await listTeamsForUser(uid);
  const marks = await getTeamReads(uid);
  const games = await listTeamEvents(
    teams.map((t) => t.id),
    Date.now(),
    teams.length,
  );
  const invitations = await listInvitations(uid);
  // A query that finds nothing still reads 1.
  const total = Math.max(1, teams.length) + 1 + Math.max(1, games.length) + Math.max(1, invitations.length * 2);
  return {
    teams: teams.length,
    total,
    detail: `teams ${teams.length}, read marks 1 (${Object.keys(marks).length} teams), next games ${games.length}, invitations ${invitations.length} (an empty query reads 1)`,
  };
}

describe("my communities (issue 10: at most 2 documents read per team shown)", () => {
  it(`players on ${TEAMS / 2} and on ${TEAMS} teams`, async () => {
    const many = await myCommunitiesReads(viewer.uid);
    expect(many.teams).toBe(TEAMS);
    note(`\nMy communities, ${many.teams} teams: ${many.total} documents read (${many.detail})`);
    // The same page for a player on half as many teams (the client SDK signs in as them).
    await signInWithEmailAndPassword(clientAuth, fewer.email, fewer.password);
    const few = await myCommunitiesReads(fewer.uid);
    expect(few.teams).toBe(TEAMS / 2);
    const perTeam = (many.total - few.total) / (many.teams - few.teams);
    note(
      `My communities, ${few.teams} teams: ${few.total} documents read (${few.detail}): each team shown adds ${perTeam.toFixed(2)} reads; the page's fixed cost is ${(many.total - perTeam * many.teams).toFixed(0)} (the read marks and the invitations query)`,
    );
    if (perTeam > 2) misses.push(`my communities: ${perTeam.toFixed(2)} reads per team shown (goal ≤ 2)`);
  });
});

describe("goals", () => {
  it("every figure meets its goal", () => {
    expect(misses).toEqual([]);
  });
});
