// The teams feature's public surface.
import { lazy } from "react";
export { useGetTeamsForUserQuery } from "./api/myTeamsApi";
export type { Team, TeamTopic } from "./model/types";
// Loaded when shown (render them in a Suspense), so that pages which only use the hooks, such as home, do not load them.
export const TeamInvitations = lazy(() => import("./components/TeamInvitations").then((m) => ({ default: m.TeamInvitations })));
export const OrganizationTeams = lazy(() => import("./components/OrganizationTeams").then((m) => ({ default: m.OrganizationTeams })));
export { setActiveTeam, selectActiveTeamId } from "./model/activeTeam";
// The home dashboard's team filter and pending-invitation task (issue 11), and a player's season registrations
// (the player card on home).
export { useGetPendingInvitationCountQuery, useGetRegistrationsQuery, useGetTeamEventsQuery } from "./api/myTeamsApi";
