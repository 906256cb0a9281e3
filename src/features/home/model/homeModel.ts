import type { RsvpStatus } from "@rallyhub/domain/events/types";

/**
 * The home dashboard's rules (spec §2.10, §4 Home, §9 Home) as pure functions,
 * so the page only wires data to them.
 */

/** Spec §9: upcoming events show at most 7 items. */
export const UPCOMING_MAX = 7;

/** Local Events: how many, how far and how long ahead the home looks. */
export const LOCAL_EVENTS_MAX = 4;
export const LOCAL_EVENTS_RADIUS_MILES = 25;
export const LOCAL_EVENTS_DAYS = 30;

/** Spec §9 Home, quoted exactly. */
export function pendingInvitationText(count: number): string {
  return `You have ${count} pending team invitation(s)! Review your team invites.`;
}

export type TaskId = "invitations" | "profile" | "availability" | "payouts" | "balances";

/** One Action Center task: its text and either a link or an action. */
export interface ActionTask {
  id: TaskId;
  text: string;
  actionLabel: string;
  /** An in-app route (a link); absent for tasks that run an action. */
  to?: string;
}

export interface TaskInputs {
  pendingInvitations: number;
  profileComplete: boolean;
  /** null while unknown (still loading or failed): no task is claimed. */
  hasAvailability: boolean | null;
  isOrganizer: boolean;
  stripeChargesEnabled: boolean;
  /**
   * Unpaid balances (billing lands in a later issue): each becomes a task
   * linking to its pay-balance route once billing provides them.
   */
  unpaidBalances?: ReadonlyArray<{ id: string; submissionId: string; label: string }>;
}

/** The Action Center's incomplete tasks, most pressing first. */
export function actionTasks(input: TaskInputs): ActionTask[] {
  const tasks: ActionTask[] = [];
  if (input.pendingInvitations > 0) {
    tasks.push({ id: "invitations", text: pendingInvitationText(input.pendingInvitations), actionLabel: "Review invites", to: "/my-communities" });
  }
  for (const b of input.unpaidBalances ?? []) {
    tasks.push({ id: "balances", text: `You have an unpaid balance: ${b.label}.`, actionLabel: "Pay balance", to: `/pay-balance/${b.id}/${b.submissionId}` });
  }
  if (!input.profileComplete) {
    tasks.push({ id: "profile", text: "Complete your profile so players and organizers know who you are.", actionLabel: "Complete profile", to: "/profile/settings?tab=general" });
  }
  if (input.hasAvailability === false) {
    tasks.push({ id: "availability", text: "Set your weekly availability so organizers can invite you to games that fit.", actionLabel: "Set availability", to: "/profile/settings?tab=availability" });
  }
  if (input.isOrganizer && !input.stripeChargesEnabled) {
    tasks.push({ id: "payouts", text: "Connect your payouts account to collect payments for your events.", actionLabel: "Connect payouts", to: "/settings?tab=payments" });
  }
  return tasks;
}

/** One row of the Upcoming Events list. */
export interface HomeEvent {
  id: string;
  title: string;
  dateStart: number;
  /** Its end and venue's zone, for the game's one time (src/lib/gameTime.ts). */
  dateEnd: number | null;
  timeZone: string;
  location: string;
  teamId: string | null;
  rsvpStatus: RsvpStatus | null;
  hosting: boolean;
}

export interface UpcomingSources {
  /** The user's RSVPs (as joiner). */
  mine: ReadonlyArray<HomeEvent>;
  /** Games the user created. */
  hosted: ReadonlyArray<HomeEvent>;
  /** The selected team's games (without RSVP status), or null with no team selected. */
  teamEvents: ReadonlyArray<Omit<HomeEvent, "rsvpStatus" | "hosting">> | null;
  teamId: string | null;
  /** Start of the viewer's today (epoch ms). */
  todayStart: number;
}

/**
 * Spec §4/§9 Home: with no team selected, the user's own games starting today
 * or later; with a team, that team's games with the user's rsvpStatus merged
 * in (also the team's private games the user answered). Soonest first, at most 7.
 */
export function upcomingEvents(s: UpcomingSources): HomeEvent[] {
  const byId = new Map<string, HomeEvent>();
  const mineById = new Map(s.mine.map((e) => [e.id, e]));
  const hostedIds = new Set(s.hosted.map((e) => e.id));
  if (s.teamId === null) {
    for (const e of [...s.mine, ...s.hosted]) {
      const prev = byId.get(e.id);
      byId.set(e.id, { ...(prev ?? e), rsvpStatus: prev?.rsvpStatus ?? e.rsvpStatus, hosting: prev?.hosting === true || hostedIds.has(e.id) });
    }
  } else {
    for (const e of s.teamEvents ?? []) {
      byId.set(e.id, { ...e, rsvpStatus: mineById.get(e.id)?.rsvpStatus ?? null, hosting: hostedIds.has(e.id) });
    }
    for (const e of [...s.mine, ...s.hosted]) {
      if (e.teamId === s.teamId && !byId.has(e.id)) byId.set(e.id, { ...e, hosting: hostedIds.has(e.id) });
    }
  }
  return [...byId.values()]
    .filter((e) => e.dateStart >= s.todayStart)
    .sort((a, b) => a.dateStart - b.dateStart || (a.id < b.id ? -1 : 1))
    .slice(0, UPCOMING_MAX);
}

/** Start of the local day of `now`. */
export function startOfLocalDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}
