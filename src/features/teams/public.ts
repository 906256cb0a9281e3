// The teams feature's public surface.
export { useGetTeamsForUserQuery } from "./api/teamsApi";
export type { Team, TeamTopic } from "./model/types";
export { TeamInvitations } from "./components/TeamInvitations";
export { OrganizationTeams } from "./components/OrganizationTeams";
export { setActiveTeam, selectActiveTeamId } from "./model/activeTeam";
/** A player's season registrations (the player card on home). */
export { useGetRegistrationsQuery } from "./api/teamsApi";
