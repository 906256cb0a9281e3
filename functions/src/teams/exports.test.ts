import { describe, expect, it } from "vitest";
import * as functions from "../index";
import type { TeamCallableName } from "@rallyhub/domain/teams/callables";

// The client calls every team callable by its contract name (shared/teams/callables.ts).
const NAMES = {
  createTeam: true,
  inviteToTeam: true,
  respondToTeamInvite: true,
  requestToJoinTeam: true,
  respondToJoinRequest: true,
  changeTeamRole: true,
  removeTeamMember: true,
  transferTeamOwnership: true,
  leaveTeam: true,
  deleteTeam: true,
  getTeamRoster: true,
  postTeamNotification: true,
  updateTeamNotification: true,
  sendTeamCreationReminder: true,
} satisfies Record<TeamCallableName, true>;

describe("team callables", () => {
  it("exports every callable of the contract", () => {
    expect(Object.keys(functions)).toEqual(expect.arrayContaining(Object.keys(NAMES)));
  });
});
