// The teams feature's public surface.
export { useGetTeamsForUserQuery } from "./api/teamsApi";
export type { Team, TeamTopic } from "./model/types";
export { TeamInvitations } from "./components/TeamInvitations";
export { OrganizationTeams } from "./components/OrganizationTeams";
export { setActiveTeam, selectActiveTeamId } from "./model/activeTeam";
// The home dashboard's team filter and pending-invitation task (issue 11), and a player's season registrations
// (the player card on home).
export { useGetInvitationsQuery, useGetRegistrationsQuery, useGetTeamEventsQuery } from "./api/teamsApi";
export type { TeamEventSummary, TeamInvitation } from "./api/teamsRepository";
