/** When a message was sent, short: the time today, the weekday within a week, else the date. */
export function shortWhen(ms: number, now: number): string {
  const d = new Date(ms);
  const today = new Date(now);
  if (d.toDateString() === today.toDateString()) return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(d);
  if (now - ms < 6 * 86_400_000 && ms <= now) return new Intl.DateTimeFormat("en-US", { weekday: "short" }).format(d);
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", ...(d.getFullYear() === today.getFullYear() ? {} : { year: "numeric" }) }).format(d);
}

/** When a message was sent, in full (its tooltip and accessible text). */
export function fullWhen(ms: number): string {
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }).format(new Date(ms));
}

/** "1 unread message", "3 unread messages". */
export function unreadLabel(n: number): string {
  return `${n} unread message${n === 1 ? "" : "s"}`;
}
