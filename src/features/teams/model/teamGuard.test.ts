import { describe, expect, it, vi } from "vitest";
import { makeTeam } from "@/test/fixtures";
import type { Team } from "./types";
import { resolveTeamPage, teamMeta, type TeamGuardInput, type TeamLookups } from "./teamGuard";

function lookups(byId: Team | null | Error = null, byDomain: Team | null | Error = null) {
  const answer = (value: Team | null | Error) => () => (value instanceof Error ? Promise.reject(value) : Promise.resolve(value));
  return {
    getTeam: vi.fn<TeamLookups["getTeam"]>(answer(byId)),
    getTeamByDomain: vi.fn<TeamLookups["getTeamByDomain"]>(answer(byDomain)),
  };
}

const main = (id: string | undefined): TeamGuardInput => ({ hostMode: "main", host: "rallyhub.example", id });

describe("resolveTeamPage (spec §2.5 team page guard)", () => {
  it.each<[string, TeamGuardInput]>([
    ["main", { hostMode: "main", host: null, id: "team-1" }],
    ["custom", { hostMode: "custom", host: null, id: undefined }],
    ["branded", { hostMode: "branded", host: "", id: undefined }],
  ])("no host (%s mode) → root, without any lookup", async (_mode, input) => {
    const l = lookups(makeTeam(), makeTeam());
    await expect(resolveTeamPage(input, l)).resolves.toEqual({ kind: "redirect", to: "/" });
    expect(l.getTeam).not.toHaveBeenCalled();
    expect(l.getTeamByDomain).not.toHaveBeenCalled();
  });

  it.each([[undefined], [""]])("main domain without an id (%j) → root", async (id) => {
    const l = lookups(makeTeam());
    await expect(resolveTeamPage(main(id), l)).resolves.toEqual({ kind: "redirect", to: "/" });
    expect(l.getTeam).not.toHaveBeenCalled();
  });

  it("main domain with the id of a team with a creator → the team and its meta", async () => {
    const team = makeTeam({ id: "team-7", name: "Night Owls", description: "Late games.", creator: "u-9" });
    const l = lookups(team);
    const result = await resolveTeamPage(main("team-7"), l);
    expect(l.getTeam).toHaveBeenCalledWith("team-7");
    expect(l.getTeamByDomain).not.toHaveBeenCalled();
    expect(result).toEqual({ kind: "team", team, meta: { title: "Night Owls", description: "Late games.", image: team.photoURL } });
  });

  it.each<[string, Team | null | Error]>([
    ["a team without a creator", makeTeam({ creator: null })],
    ["no team", null],
    ["a failing lookup", new Error("permission-denied")],
  ])("main domain with an id and %s → root", async (_case, found) => {
    await expect(resolveTeamPage(main("team-1"), lookups(found))).resolves.toEqual({ kind: "redirect", to: "/" });
  });

  it.each(["custom", "branded"] as const)("%s host: loads the team by the host", async (hostMode) => {
    const team = makeTeam({ domain: "riverside.example", creator: null });
    const l = lookups(null, team);
    const result = await resolveTeamPage({ hostMode, host: "riverside.example", id: "ignored" }, l);
    expect(l.getTeamByDomain).toHaveBeenCalledWith("riverside.example");
    expect(l.getTeam).not.toHaveBeenCalled();
    expect(result).toMatchObject({ kind: "team", team });
  });

  it.each<[string, Team | null | Error]>([
    ["no team", null],
    ["a failing lookup", new Error("unavailable")],
  ])("custom host with %s → root", async (_case, found) => {
    await expect(resolveTeamPage({ hostMode: "custom", host: "nobody.example", id: undefined }, lookups(null, found))).resolves.toEqual({ kind: "redirect", to: "/" });
  });
});

describe("teamMeta", () => {
  it.each<[string, Partial<Team>, string | null]>([
    ["the website's meta logo first", { organizerWebsite: { metaLogoURL: "https://img.example/meta.png" }, photoURL: "https://img.example/photo.png" }, "https://img.example/meta.png"],
    ["the team photo without a meta logo", { organizerWebsite: { metaLogoURL: null }, photoURL: "https://img.example/photo.png" }, "https://img.example/photo.png"],
    ["no image when neither exists", { organizerWebsite: { metaLogoURL: null }, photoURL: "" }, null],
  ])("image: %s", (_case, overrides, image) => {
    expect(teamMeta(makeTeam(overrides)).image).toBe(image);
  });

  it("title is the team name; description falls back to a sentence naming the team", () => {
    expect(teamMeta(makeTeam({ name: "Smashers", description: "We smash." }))).toMatchObject({ title: "Smashers", description: "We smash." });
    expect(teamMeta(makeTeam({ name: "Smashers", description: "" })).description).toContain("Smashers");
  });
});
