import type { Team, TeamPageMeta } from "./types";

export type HostKind = "main" | "branded" | "custom";

export interface TeamGuardInput {
  hostMode: HostKind;
  host: string | null;
  id: string | undefined;
}

export interface TeamLookups {
  getTeam(id: string): Promise<Team | null>;
  getTeamByDomain(host: string): Promise<Team | null>;
}

export type TeamGuardResult = { kind: "redirect"; to: "/" } | { kind: "team"; team: Team; meta: TeamPageMeta };

const toRoot: TeamGuardResult = { kind: "redirect", to: "/" };

export function teamMeta(team: Team): TeamPageMeta {
  return {
    title: team.name,
    description: team.description || `${team.name} on the team page.`,
    image: team.organizerWebsite.metaLogoURL || team.photoURL || null,
  };
}

/**
 * Spec §2.5 Team page guard.
 * - No host: root.
 * - The product's own domain: without an id, root; with an id, load the team and
 *   show it if it has a creator, otherwise root.
 * - A custom organiser domain (or the branded team host): load the team by the
 *   host; none found, root.
 * Lookup failures count as "no team" (spec §8: a team lookup failure gives an empty result).
 */
export async function resolveTeamPage(input: TeamGuardInput, lookups: TeamLookups): Promise<TeamGuardResult> {
  if (!input.host) return toRoot;
  if (input.hostMode === "main") {
    if (!input.id) return toRoot;
    const team = await lookups.getTeam(input.id).catch(() => null);
    if (!team || !team.creator) return toRoot;
    return { kind: "team", team, meta: teamMeta(team) };
  }
  const team = await lookups.getTeamByDomain(input.host).catch(() => null);
  if (!team) return toRoot;
  return { kind: "team", team, meta: teamMeta(team) };
}
