import { zonedToInstant } from "@rallyhub/domain/availability/dates";
import type { SessionKind, TeamSession } from "@rallyhub/domain/teams/types";

/**
 * A team's schedule as its pages show it (issue 31): the games it hosts that
 * the viewer can see, and the sessions its managers put on the schedule, in
 * one list, soonest first.
 */

/** The viewer's own calendar day of an instant, 'yyyy-MM-dd' (sessions are listed from it on). */
export function localDay(instant: number): string {
  const d = new Date(instant);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** A game hosted by the team (an event), as the schedule needs it. */
export interface TeamGame {
  id: string;
  /** The team hosting it. */
  teamId: string;
  title: string;
  /** Epoch ms. */
  dateStart: number;
  dateEnd: number | null;
  /** The venue's IANA zone. */
  timeZone: string;
  location: string;
}

/** The next game of each team among `games` (soonest first, as listTeamGames gives them). */
export function nextGameByTeam(games: readonly TeamGame[]): Map<string, TeamGame> {
  const next = new Map<string, TeamGame>();
  for (const game of games) {
    const known = next.get(game.teamId);
    if (!known || game.dateStart < known.dateStart) next.set(game.teamId, game);
  }
  return next;
}

/** One line of the schedule; its time is written by viewerGameTime (src/lib/gameTime.ts). */
export interface ScheduleEntry {
  key: string;
  title: string;
  dateStart: number;
  dateEnd: number | null;
  /** The venue's zone; null for a session, whose zone is not stored (see sessionStart). */
  timeZone: string | null;
  location: string;
  /** The game's page, when the entry is (or names) a game. */
  eventId: string | null;
  /** Practice or game, said for a session of the schedule; null for a game read from the events. */
  kind: SessionKind | null;
  /** The schedule's own entry, which a manager may delete. */
  session: TeamSession | null;
}

/**
 * When a session starts. A session keeps its day and time ('yyyy-MM-dd',
 * 'HH:mm') as the manager typed them, without a zone, so they are read as the
 * wall clock of `zone`, the viewer's: right for everyone in the team's own zone,
 * and labelled with the zone it was read in for anyone else (gameTime with no
 * venue zone writes the viewer's abbreviation). NaN when the day or time is not
 * one (such a session sorts last and shows no time).
 */
export function sessionStart(session: Pick<TeamSession, "day" | "timeStart">, zone: string): number {
  const clock = /^(\d{2}):(\d{2})$/.exec(session.timeStart);
  if (!clock) return Number.NaN;
  try {
    return zonedToInstant(session.day, Number(clock[1]) * 60 + Number(clock[2]), zone);
  } catch {
    return Number.NaN;
  }
}

const ofGame = (game: TeamGame, session: TeamSession | null = null): ScheduleEntry => ({
  key: `event-${game.id}`,
  title: game.title,
  dateStart: game.dateStart,
  dateEnd: game.dateEnd,
  timeZone: game.timeZone,
  location: game.location || session?.location || "",
  eventId: game.id,
  kind: session?.kind ?? null,
  session,
});

const ofSession = (session: TeamSession, zone: string): ScheduleEntry => ({
  key: `session-${session.id}`,
  title: session.title,
  dateStart: sessionStart(session, zone),
  dateEnd: null,
  timeZone: null,
  location: session.location,
  eventId: session.eventId,
  kind: session.kind,
  session,
});

/**
 * The first `max` entries of a window read with at most `max` games and `max`
 * sessions, and whether more may follow (a source came back full, or the two
 * together passed `max`). A session that is one of the games shows once, as the
 * game (its venue's time), keeping the session for its kind and its deletion.
 */
export function mergeSchedule(games: readonly TeamGame[], sessions: readonly TeamSession[], zone: string, max: number): { items: ScheduleEntry[]; more: boolean } {
  const gameIds = new Set(games.map((g) => g.id));
  const sessionOfGame = new Map(sessions.filter((s) => s.eventId !== null && gameIds.has(s.eventId)).map((s) => [s.eventId, s]));
  const entries = [...games.map((g) => ofGame(g, sessionOfGame.get(g.id) ?? null)), ...sessions.filter((s) => s.eventId === null || !gameIds.has(s.eventId)).map((s) => ofSession(s, zone))];
  const at = (e: ScheduleEntry) => (Number.isFinite(e.dateStart) ? e.dateStart : Number.POSITIVE_INFINITY);
  entries.sort((a, b) => at(a) - at(b) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { items: entries.slice(0, max), more: entries.length > max || games.length >= max || sessions.length >= max };
}
