import { notificationWriteSchema } from "@rallyhub/domain/stored/write/notifications";
import { registrationWriteSchema, rosterEntryWriteSchema, teamWriteSchema } from "@rallyhub/domain/stored/write/teams";
import { describe, expect, it } from "vitest";
import { docsIn } from "./docs";
import { buildPeople } from "./people";
import { buildTeams } from "./teams";
import { clockFor } from "./time";

const clock = clockFor(new Date("2026-03-01T12:00:00Z"));
const { docs, teams } = buildTeams(clock, buildPeople(clock));
const teamDocs = docsIn(docs, "teams", teamWriteSchema);
const roster = docsIn(docs, "teams/roster", rosterEntryWriteSchema);
const rosterOf = (teamPath: string) => roster.filter((e) => e.path.startsWith(`${teamPath}/roster/`)).map((e) => e.data);

describe("the seeded teams", () => {
  it("are the teams the other builders are given, in the same order", () => {
    expect(teams.map((t) => `teams/${t.id}`)).toEqual(teamDocs.map((d) => d.path));
  });

  it.each(teamDocs.map((d) => [d.path, d] as const))("%s: its members are its roster's owner, managers and players, none twice", (path, team) => {
    const entries = rosterOf(path);
    const members = entries.filter((e) => e.role !== "pending").map((e) => e.uid);
    expect(team.data.memberIds).toEqual(members);
    expect(new Set(members).size).toBe(members.length);
    expect(team.data.memberCount).toBe(members.length);
    expect(team.data.managerIds).toEqual(entries.filter((e) => e.role === "owner" || e.role === "manager").map((e) => e.uid));
    expect(team.data.creator).toBe(entries.find((e) => e.role === "owner")?.uid);
  });

  it.each(teamDocs.map((d) => [d.path, d] as const))("%s: its preview is the first 12 members, owner, managers, then players by when they joined", (path, team) => {
    const rank = { owner: 0, manager: 1, player: 2 } as const;
    const members = rosterOf(path).flatMap((e) => (e.role === "owner" || e.role === "manager" || e.role === "player" ? [{ ...e, role: e.role }] : []));
    const expected = members
      .sort((a, b) => rank[a.role] - rank[b.role] || (a.joinedAt ?? 0) - (b.joinedAt ?? 0) || (a.id < b.id ? -1 : 1))
      .slice(0, 12)
      .map((e) => e.uid);
    expect(team.data.rosterPreview.map((p) => p.uid)).toEqual(expected);
  });

  it("give every pending invitation its unread notice, as inviteToTeam does (issue 31: the bell counts it), and no other", () => {
    const notices = docsIn(docs, "notifications", notificationWriteSchema).map((d) => d.data);
    const pending = teamDocs.flatMap((team) =>
      rosterOf(team.path)
        .filter((e) => e.role === "pending")
        .map((e) => ({ uid: e.uid, teamId: team.path.slice("teams/".length), name: team.data.name })),
    );
    expect(pending.length).toBeGreaterThan(0);
    expect(notices.map((n) => ({ uid: n.userId, teamId: n.data.teamId, type: n.type, read: n.read }))).toEqual(pending.map((p) => ({ uid: p.uid, teamId: p.teamId, type: "teamInvite", read: false })));
    // The demo player's invitation (to a third team) among them, in the server's words.
    const pats = notices.filter((n) => n.userId === "demo-player");
    expect(pats).toHaveLength(1);
    expect(pats[0]?.message).toMatch(/^.+ invited you to join .+\.$/);
  });

  it("register the demo players for their teams' current season", () => {
    const registrations = docsIn(docs, "registrations", registrationWriteSchema).map((d) => d.data);
    expect(registrations.length).toBeGreaterThan(0);
    for (const r of registrations) {
      expect(r.uid).toMatch(/^demo-player/);
      expect(teams.find((t) => t.id === r.teamId)?.memberIds).toContain(r.uid);
      expect(r.season.id).toBe("season-current");
    }
  });
});
