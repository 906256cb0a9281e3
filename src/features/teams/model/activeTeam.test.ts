import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "@/app/store";
import { makeTeam } from "@/test/fixtures";
import { getTeam } from "../api/teamsRepository";
import { selectActiveTeamId, setActiveTeam } from "./activeTeam";

// The data boundary: the team document.
vi.mock("../api/teamsRepository", () => ({ getTeam: vi.fn() }));

beforeEach(() => {
  vi.mocked(getTeam).mockReset();
});

describe("setActiveTeam (spec §5, §7)", () => {
  it("sets a team that exists", async () => {
    vi.mocked(getTeam).mockResolvedValue(makeTeam({ id: "t1" }));
    const store = makeStore();
    await store.dispatch(setActiveTeam("t1"));
    expect(selectActiveTeamId(store.getState())).toBe("t1");
  });

  it("refuses one that does not exist with 'Team not found' and keeps the current one", async () => {
    vi.mocked(getTeam)
      .mockResolvedValueOnce(makeTeam({ id: "t1" }))
      .mockResolvedValueOnce(null);
    const store = makeStore();
    await store.dispatch(setActiveTeam("t1"));
    await expect(store.dispatch(setActiveTeam("nope"))).rejects.toThrow("Team not found");
    expect(selectActiveTeamId(store.getState())).toBe("t1");
  });

  it("counts a failed lookup as none", async () => {
    vi.mocked(getTeam).mockRejectedValue(new Error("offline"));
    const store = makeStore();
    await expect(store.dispatch(setActiveTeam("t2"))).rejects.toThrow("Team not found");
    expect(selectActiveTeamId(store.getState())).toBeNull();
  });

  it("clears it with null", async () => {
    vi.mocked(getTeam).mockResolvedValue(makeTeam({ id: "t1" }));
    const store = makeStore();
    await store.dispatch(setActiveTeam("t1"));
    await store.dispatch(setActiveTeam(null));
    expect(selectActiveTeamId(store.getState())).toBeNull();
  });
});
