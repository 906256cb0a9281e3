/** Refusals of the team callables that the domain's TEAM_MESSAGES.refusal does not name (the Functions' own sentences). */
export const TEAM_SERVER_MESSAGES = {
  notOnTeam: "That person is not on this team.",
  ownerRole: "The owner's role can't be changed. Transfer ownership to another member first.",
  alreadyOwner: "You already own this team.",
  noRequest: "There is no request to answer.",
  cannotJoin: "You can't ask to join this team.",
} as const;
