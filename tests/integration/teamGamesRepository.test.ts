// Issue 31, defect 2: "the team page hides the team's games". The app's own
// reader of a team's games (listTeamGames in
// src/features/teams/api/teamPagesRepository.ts) against the Firestore
// emulator and its rules, signed in as each viewer: the team's public games,
// the viewer's answers to its games (a private practice among them) and the
// games they created for it, as Home finds them; nothing the rules keep from them.
import { Timestamp, type DocumentData, type Firestore } from "firebase/firestore";
import { describe, expect, it, vi } from "vitest";
import { listTeamGames } from "@/features/teams/api/teamPagesRepository";
import { rulesHarness } from "../rules/setup";

const h = rulesHarness();

// The app's Firebase module, with the emulator's client of the viewer in place of the app's own.
let viewerDb: Firestore | null = null;
vi.mock("@/lib/firebase", () => ({
  getDb: () => Promise.resolve(viewerDb),
  call: () => Promise.reject(new Error("not in this test")),
}));

const HOUR = 3_600_000;
const NOW = Date.UTC(2030, 5, 1, 12);
const at = (hours: number) => Timestamp.fromMillis(NOW + hours * HOUR);

/** A game as saveEvent stores it (what listTeamGames reads of it). */
function game(title: string, hours: number, fields: DocumentData = {}): DocumentData {
  return {
    title,
    hostingTeam: "owls",
    isPrivate: false,
    cancelled: false,
    creatorId: "coach",
    dateStart: at(hours),
    dateEnd: at(hours + 1.5),
    timeZone: "America/Chicago",
    location: { name: "Court 1" },
    ...fields,
  };
}

/** An RSVP with the copy of its game the rsvp callable keeps (joinerCopiesOf). */
function rsvp(uid: string, of: DocumentData, rsvpStatus = "going"): DocumentData {
  const copy = (key: string): unknown => of[key];
  return {
    uid,
    rsvpStatus,
    dateStart: copy("dateStart"),
    dateEnd: copy("dateEnd"),
    timeZone: copy("timeZone"),
    hostingTeam: copy("hostingTeam"),
    title: copy("title"),
    locationName: "Court 1",
    cancelled: copy("cancelled"),
  };
}

const practice = game("Owls practice", 24, { isPrivate: true });
const film = game("Owls film night", 30, { isPrivate: true, creatorId: "coach" });

/** Team "owls": a public game, a private practice "member" is going to, a private film night "coach" made, and games that do not count. */
async function seedOwls(): Promise<void> {
  await h.seed({
    "events/derby": game("Owls vs Birds", 48),
    "events/practice": practice,
    "events/practice/joiners/member": rsvp("member", practice),
    "events/film": film,
    "events/past": game("Owls last week", -100),
    "events/cancelled": game("Owls rained out", 10, { cancelled: true }),
    "events/birds": game("Birds only", 5, { hostingTeam: "birds" }),
    "events/gone": game("Owls practice, left", 20, { isPrivate: true, creatorId: "assistant" }),
    "events/gone/joiners/member": rsvp("member", game("Owls practice, left", 20), "notGoing"),
  });
}

const titles = (games: { title: string }[]) => games.map((g) => g.title);

describe("listTeamGames: a team's games as its page shows them", () => {
  it("signed out: the team's coming public games, soonest first", async () => {
    await seedOwls();
    viewerDb = h.anon();
    expect(titles(await listTeamGames({ teamIds: ["owls"], uid: null, managedIds: [], now: NOW, max: 5 }))).toEqual(["Owls vs Birds"]);
  });

  it("a member going to a private practice sees it among the team's games, with its time and place", async () => {
    await seedOwls();
    viewerDb = h.as("member");
    const games = await listTeamGames({ teamIds: ["owls"], uid: "member", managedIds: [], now: NOW, max: 5 });
    expect(titles(games)).toEqual(["Owls practice", "Owls vs Birds"]);
    expect(games[0]).toEqual({ id: "practice", teamId: "owls", title: "Owls practice", dateStart: NOW + 24 * HOUR, dateEnd: NOW + 25.5 * HOUR, timeZone: "America/Chicago", location: "Court 1" });
  });

  it("a member going to a public game sees it once", async () => {
    await seedOwls();
    await h.seed({ "events/derby/joiners/member": rsvp("member", game("Owls vs Birds", 48)) });
    viewerDb = h.as("member");
    expect(titles(await listTeamGames({ teamIds: ["owls"], uid: "member", managedIds: [], now: NOW, max: 5 }))).toEqual(["Owls practice", "Owls vs Birds"]);
  });

  it("a member who has not answered a private game does not see it (the rules keep it with its list)", async () => {
    await seedOwls();
    viewerDb = h.as("bench");
    expect(titles(await listTeamGames({ teamIds: ["owls"], uid: "bench", managedIds: [], now: NOW, max: 5 }))).toEqual(["Owls vs Birds"]);
  });

  it("a manager sees the private games they created, answered or not", async () => {
    await seedOwls();
    viewerDb = h.as("coach");
    expect(titles(await listTeamGames({ teamIds: ["owls"], uid: "coach", managedIds: ["owls"], now: NOW, max: 5 }))).toEqual(["Owls practice", "Owls film night", "Owls vs Birds"]);
  });

  it("at most `max`, the soonest", async () => {
    await seedOwls();
    viewerDb = h.as("coach");
    expect(titles(await listTeamGames({ teamIds: ["owls"], uid: "coach", managedIds: ["owls"], now: NOW, max: 2 }))).toEqual(["Owls practice", "Owls film night"]);
  });

  it('"each": every team\'s next public game, however many games another team has sooner', async () => {
    await seedOwls();
    await h.seed({
      "events/b1": game("Birds 1", 1, { hostingTeam: "birds" }),
      "events/b2": game("Birds 2", 2, { hostingTeam: "birds" }),
      "events/b3": game("Birds 3", 3, { hostingTeam: "birds" }),
    });
    viewerDb = h.as("member");
    const games = await listTeamGames({ teamIds: ["birds", "owls"], uid: "member", managedIds: [], now: NOW, max: "each" });
    const next = new Map<string, string>();
    for (const g of games) if (!next.has(g.teamId)) next.set(g.teamId, g.title);
    expect(Object.fromEntries(next)).toEqual({ birds: "Birds 1", owls: "Owls practice" });
  });

  it('"each": a team whose only coming games are private practices the viewer answered, behind another team\'s many answered ones (issue 31: "No upcoming games")', async () => {
    await seedOwls();
    const docs: Record<string, DocumentData> = {};
    for (const n of [1, 2, 3]) {
      const birds = game(`Birds practice ${n}`, n, { hostingTeam: "birds", isPrivate: true });
      docs[`events/bp${n}`] = birds;
      docs[`events/bp${n}/joiners/member`] = rsvp("member", birds);
    }
    const late = game("Bandits practice", 200, { hostingTeam: "bandits", isPrivate: true });
    docs["events/late"] = late;
    docs["events/late/joiners/member"] = rsvp("member", late);
    await h.seed(docs);
    viewerDb = h.as("member");
    const games = await listTeamGames({ teamIds: ["birds", "bandits", "owls"], uid: "member", managedIds: [], now: NOW, max: "each" });
    const next = new Map<string, string>();
    for (const g of games) if (!next.has(g.teamId)) next.set(g.teamId, g.title);
    expect(Object.fromEntries(next)).toEqual({ birds: "Birds practice 1", owls: "Owls practice", bandits: "Bandits practice" });
  });
});
