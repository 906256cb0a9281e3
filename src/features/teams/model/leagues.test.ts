import { describe, expect, it } from "vitest";
import { makeTeam } from "@/test/fixtures";
import { groupByLeague } from "./leagues";

describe("groupByLeague", () => {
  it("groups by league name, sorted, with unaffiliated teams last", () => {
    const groups = groupByLeague([
      makeTeam({ id: "a", name: "Zeta", league: "Sunday Soccer" }),
      makeTeam({ id: "b", name: "Alpha", league: null }),
      makeTeam({ id: "c", name: "Beta", league: "Fall Softball" }),
      makeTeam({ id: "d", name: "Alpha FC", league: "Sunday Soccer" }),
      makeTeam({ id: "e", name: "Blank", league: "  " }),
    ]);
    expect(groups.map((g) => [g.league, g.teams.map((t) => t.name)])).toEqual([
      ["Fall Softball", ["Beta"]],
      ["Sunday Soccer", ["Alpha FC", "Zeta"]],
      [null, ["Alpha", "Blank"]],
    ]);
  });
  it("gives nothing for no teams", () => {
    expect(groupByLeague([])).toEqual([]);
  });
});
