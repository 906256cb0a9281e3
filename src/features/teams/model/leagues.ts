import type { Team } from "./types";

export interface LeagueGroup {
  /** Null: the teams that name no league. */
  league: string | null;
  teams: Team[];
}

/** Teams grouped into leagues, leagues and teams by name; teams without a league last. */
export function groupByLeague(teams: readonly Team[]): LeagueGroup[] {
  const byLeague = new Map<string | null, Team[]>();
  for (const t of teams) {
    const key = t.league?.trim() || null;
    byLeague.set(key, [...(byLeague.get(key) ?? []), t]);
  }
  const named = [...byLeague.keys()].filter((k): k is string => k !== null).sort((a, b) => a.localeCompare(b));
  const order: Array<string | null> = [...named, ...(byLeague.has(null) ? [null] : [])];
  return order.map((league) => ({ league, teams: [...(byLeague.get(league) ?? [])].sort((a, b) => a.name.localeCompare(b.name)) }));
}
