import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import { playersNeeded, RSVP_STATUS_LABELS } from "@rallyhub/domain/events/types";
import { spotsWords, type GameSpots } from "@/components/game/spots";

/** "1 h 30 min", "2 h", "45 min", or null for the spec's default of 0 h 0 min. */
export function durationText(duration: { hours: number; minutes: number }): string | null {
  const parts = [duration.hours > 0 ? `${duration.hours} h` : "", duration.minutes > 0 ? `${duration.minutes} min` : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : null;
}

/** A game's spots as its card counts them (src/components/game/spots.ts). */
export function eventSpots(event: Pick<EventRecord, "capacity" | "goingCount" | "allowWaitlist" | "waitlistCount">): GameSpots {
  return { capacity: event.capacity, taken: event.goingCount, waitlist: event.allowWaitlist, waitlistCount: event.waitlistCount };
}

/** What the card and the page say about spots (the card's words, one table). */
export function spotsText(event: Pick<EventRecord, "capacity" | "goingCount" | "allowWaitlist" | "waitlistCount">): string {
  return spotsWords(eventSpots(event));
}

/** "Free", or what a spot costs ("$12.50 a spot"; guests too when they pay). */
export function priceText(event: Pick<EventRecord, "price" | "chargeGuests" | "allowParticipantGuests">): string {
  if (!(event.price > 0)) return "Free";
  const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(event.price);
  return `${money} a spot${event.allowParticipantGuests && event.chargeGuests ? ", guests too" : ""}`;
}

export function neededText(event: Pick<EventRecord, "hasMinimumNeeded" | "minimumNeeded" | "goingCount">): string | null {
  const needed = playersNeeded(event);
  return needed > 0 ? `${needed} more player${needed === 1 ? "" : "s"} needed for this game to happen` : null;
}

export function directionsUrl(location: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${location.lat},${location.lng}`;
}

function csvCell(value: string | number): string {
  // A name starting like a formula is kept as text by spreadsheets.
  const raw = String(value);
  const text = /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The manage page's export: one row per player, in arrival order. */
export function joinersCsv(joiners: readonly Joiner[], zone: string): string {
  const rows = [["Name", "Status", "Guests", "Answered"]];
  for (const j of joiners) {
    rows.push([
      j.displayName,
      RSVP_STATUS_LABELS[j.rsvpStatus],
      String(j.guests),
      j.joinedAt ? new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(new Date(j.joinedAt)) : "",
    ]);
  }
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
