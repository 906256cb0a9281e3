// Games over the coming weeks (the events issue's model): 50 per city, each
// with its joiners (the RSVPs, with the copy of the game the rsvp callable
// keeps on each), and the index the alerts find activity subscriptions by.
import { geoCellsOf, textCellsOf } from "@rallyhub/domain/geoCells";
import { searchTokens } from "@rallyhub/domain/searchTokens";
import { eventWriteSchema, joinerWriteSchema, subscriptionIndexWriteSchema } from "@rallyhub/domain/stored/write/events";
import type { RSVP_STATUSES } from "@rallyhub/domain/events/types";
import ngeohash from "ngeohash";
import { storedDoc, type StoredDoc } from "./docs";
import { eventId, teamId } from "./ids";
import { personOf, playersIn, type People } from "./people";
import type { SeedPlace } from "./places";
import { rngFor } from "./random";
import { cityByKey, type CityKey } from "./tables";
import { teamOf, type SeedTeam } from "./teams";
import { addDays, hhmm, isoDate, weekdayName, zonedDateTime, type Clock } from "./time";

export const EVENT_COUNT = 150;

const CAPACITY: Readonly<Record<string, readonly [number, number]>> = {
  Basketball: [10, 15],
  Soccer: [14, 22],
  Pickleball: [8, 16],
  Tennis: [4, 8],
  Volleyball: [12, 18],
  "Ultimate Frisbee": [14, 20],
  Softball: [18, 22],
  "Flag Football": [10, 16],
  Badminton: [4, 8],
  Running: [10, 30],
  Hockey: [12, 20],
  Baseball: [18, 22],
  "Table Tennis": [4, 8],
  "Disc Golf": [4, 12],
  Cycling: [6, 20],
  Other: [8, 16],
};
const LEVELS = ["All levels welcome", "Intermediate and up", "Beginner-friendly", "Competitive, advanced players", "Casual and social"];
const LOGISTICS = [
  "Bring water and both a light and a dark shirt.",
  "We start on time, so please arrive 10 minutes early to warm up.",
  "Equipment provided, but bring your own if you have it.",
  "Parking can be tight; carpooling is encouraged.",
  "If the weather turns, check back here for updates before heading out.",
  "Please RSVP so we know how many courts to book.",
];
const partOfDay = (minutes: number) => (minutes < 12 * 60 ? "Morning" : minutes < 17 * 60 ? "Afternoon" : "Evening");
const shortPlace = (name: string) => name.replace(/ (Fields|Courts|Park|Recreation Center|Complex|Playfield)$/, "");

type Kind = "organizer" | "team" | "player";

/** Event plans: [city key, kind, team number or null], 50 per city. */
function eventPlans(): Array<[CityKey, Kind, number | null]> {
  const plans: Array<[CityKey, Kind, number | null]> = [];
  for (let k = 0; k < 20; k += 1) plans.push(["austin", "organizer", null]);
  for (const t of [1, 1, 1, 2, 2, 3, 3, 4]) plans.push(["austin", "team", t]);
  for (let k = 0; k < 22; k += 1) plans.push(["austin", "player", null]);
  for (const [cityKey, first] of [
    ["denver", 11],
    ["seattle", 21],
  ] as const) {
    for (let t = first; t < first + 10; t += 1) plans.push([cityKey, "team", t]);
    for (let k = 0; k < 40; k += 1) plans.push([cityKey, "player", null]);
  }
  return plans;
}

type EventsDoc = StoredDoc<typeof eventWriteSchema> | StoredDoc<typeof joinerWriteSchema> | StoredDoc<typeof subscriptionIndexWriteSchema>;

export interface EventsOutput {
  /** Each game, then its joiners; then the activity subscription index. */
  docs: EventsDoc[];
  /** How many joiners the games have in all. */
  joinerCount: number;
}

/**
 * events/{event-NNN} with joiners/, each game from its own random stream
 * (event:{n}): the demo organizer's in Austin, teams' (hosted by the team),
 * and local players'. Then activitySubscriptionIndex/.
 */
export function buildEvents({ today, daysAgo }: Clock, people: People, places: readonly SeedPlace[], teams: readonly SeedTeam[]): EventsOutput {
  const docs: EventsDoc[] = [];
  let joinerCount = 0;
  const plans = eventPlans();
  if (plans.length !== EVENT_COUNT) throw new Error(`The seed plans ${plans.length} games, not ${EVENT_COUNT}.`);
  plans.forEach(([cityKey, kind, teamNumber], i) => {
    const n = i + 1;
    const id = eventId(n);
    const rng = rngFor(`event:${n}`);
    const city = cityByKey(cityKey);
    const local = playersIn(people, cityKey);
    const team = teamNumber ? teamOf(teams, teamId(teamNumber)) : null;

    let creatorId: string;
    let gameType: string;
    if (kind === "organizer") {
      creatorId = "demo-organizer";
      gameType = rng.weighted([
        ["Pickleball", 6],
        ["Tennis", 3],
        ["Volleyball", 3],
        ["Basketball", 2],
      ]);
    } else if (team) {
      creatorId = rng.chance(0.7) ? team.ownerUid : rng.pick(team.managerIds);
      gameType = team.gameType;
    } else {
      const organisers = local.filter((p) => p.joinReason === "Organize" || p.joinReason === "Find-people");
      const creator = rng.pick(organisers.length > 0 ? organisers : local);
      creatorId = creator.uid;
      gameType = rng.pick(creator.sports);
    }
    const cityPlaces = places.filter((p) => p.city === cityKey);
    let venues = cityPlaces.filter((p) => p.sports.includes(gameType));
    if (venues.length === 0) {
      gameType = rng.pick(["Basketball", "Soccer", "Pickleball", "Running"]);
      venues = cityPlaces.filter((p) => p.sports.includes(gameType));
    }
    const place = rng.pick(venues);

    const dayOffset = kind === "team" && teamNumber !== null && teamNumber <= 2 ? rng.int(1, 20) : rng.int(1, 42);
    const day = addDays(today, dayOffset);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const timeChoice = rng.next();
    const weekendTimes = [8 * 60, 9 * 60, 9 * 60 + 30, 10 * 60, 13 * 60, 15 * 60, 16 * 60 + 30];
    const weekdayTimes = gameType === "Running" ? [6 * 60, 6 * 60 + 30, 18 * 60] : [6 * 60 + 30, 12 * 60, 17 * 60 + 30, 18 * 60, 18 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60];
    const times = weekend ? weekendTimes : weekdayTimes;
    const minutes = times[Math.floor(timeChoice * times.length)] ?? 0;
    const dateStart = zonedDateTime(day, minutes, city.timeZone);
    const duration = rng.pick([
      { hours: 1, minutes: 0 },
      { hours: 1, minutes: 30 },
      { hours: 2, minutes: 0 },
      { hours: 1, minutes: 30 },
      { hours: 3, minutes: 0 },
    ]);

    const dayName = weekdayName(day);
    let title: string;
    if (team) {
      const rivals = teams.filter((t) => t.gameType === team.gameType && t.id !== team.id && t.city.key === team.city.key).map((t) => t.name);
      const opponent = rng.pick(rivals.length > 0 ? rivals : [`${city.city} All-Stars`, "Northside Knights", "Eastside Eagles", "Southside Storm", "Westside Wolves"]);
      title = rng.pick([`${team.name} Practice`, `${team.name} Scrimmage`, `${team.name} vs ${opponent}`]);
    } else if (gameType === "Running") {
      title = rng.pick([`${dayName} ${partOfDay(minutes)} Run`, `${shortPlace(place.name)} Social 5K`, "Hill Repeats Group Run", "Easy Pace Long Run"]);
    } else if (gameType === "Cycling") {
      title = rng.pick([`${dayName} ${partOfDay(minutes)} Group Ride`, "No-Drop Social Ride", `${shortPlace(place.name)} Loop Ride`, "Gravel Ride and Coffee"]);
    } else if (gameType === "Disc Golf") {
      title = rng.pick([`${dayName} Disc Golf Round`, "Disc Golf Doubles", "Casual Disc Golf Meetup", `Disc Golf at ${shortPlace(place.name)}`]);
    } else {
      title = rng.pick([
        `${gameType} Pickup`,
        `${dayName} ${partOfDay(minutes)} ${gameType}`,
        `${gameType} Open Play at ${shortPlace(place.name)}`,
        `Competitive ${gameType} Run`,
        `Beginner ${gameType} Meetup`,
        `${gameType} Drills & Scrimmage`,
      ]);
    }
    if (kind === "organizer") {
      title = rng.pick([`Austin Pickleball Club: ${gameType} Open Play`, `${gameType} Clinic with Olivia`, `${dayName} ${gameType} Ladder`, `${gameType} Round Robin`, title]);
    }
    const level = rng.pick(LEVELS);
    const description = `${level}. ${gameType} at ${place.name}. ${rng.pick(LOGISTICS)}${team ? ` Hosted by ${team.name}.` : ""}`;

    const [capMin, capMax] = CAPACITY[gameType] ?? [8, 16];
    const capacity = rng.int(capMin, capMax);
    // Drawn (a paid game's price), though every seeded game is free: the draws keep each game as it was.
    if (kind === "organizer" && rng.chance(0.4)) rng.pick([500, 800, 1000, 1500]);
    const allowParticipantGuests = rng.chance(0.2);
    const allowWaitlist = rng.chance(0.35);
    const hasMinimumNeeded = rng.chance(0.25);
    const cancelled = n % 25 === 7;
    const isPrivate = team ? rng.chance(0.4) : rng.chance(0.05);
    const createdAt = daysAgo(rng.int(1, 20), rng.int(0, 1439));

    // Joiners: the creator (unless the organizer), team members or local players.
    const joiners: Array<{ uid: string; rsvpStatus: (typeof RSVP_STATUSES)[number] }> = [];
    const add = (uid: string, rsvpStatus: (typeof RSVP_STATUSES)[number]) => {
      if (!joiners.some((j) => j.uid === uid)) joiners.push({ uid, rsvpStatus });
    };
    if (kind !== "organizer") add(creatorId, "going");
    const fillTo = rng.chance(0.1) ? capacity : rng.int(Math.max(1, Math.floor(capacity * 0.2)), capacity - 1);
    if (team) {
      for (const uid of team.memberIds) if (uid.startsWith("demo-")) add(uid, "going");
      for (const uid of rng.shuffle(team.memberIds)) if (joiners.length < fillTo) add(uid, rng.chance(0.85) ? "going" : "maybe");
    } else if (cityKey === "austin" && !cancelled) {
      if (dayOffset <= 21 && rng.chance(0.35)) add("demo-player", "going");
      if (rng.chance(0.2)) add("demo-player2", rng.chance(0.8) ? "going" : "maybe");
    }
    const candidates = rng.shuffle(local.filter((p) => p.sports.includes(gameType)));
    const fallback = rng.shuffle(local.filter((p) => !p.sports.includes(gameType)));
    for (const p of [...candidates, ...fallback]) {
      if (joiners.length >= fillTo) break;
      add(p.uid, rng.chance(0.88) ? "going" : "maybe");
    }
    if (allowWaitlist && fillTo === capacity) {
      for (const p of fallback.slice(-rng.int(1, 3))) add(p.uid, "waitlist");
    }
    const createdMs = createdAt.getTime();
    const span = Math.max(60 * 60 * 1000, today.getTime() - createdMs);

    const dateEnd = new Date(dateStart.getTime() + (duration.hours * 60 + duration.minutes) * 60 * 1000);
    const going = joiners.filter((j) => j.rsvpStatus === "going");
    const waitlisted = joiners.filter((j) => j.rsvpStatus === "waitlist").length;
    const creatorName = people.get(creatorId)?.displayName ?? "Organizer";
    const tokens = searchTokens(title, gameType, place.name, place.address, team ? team.name : "");
    docs.push(
      storedDoc(eventWriteSchema, `events/${id}`, {
        title,
        gameType,
        description,
        dateStart,
        dateEnd,
        timeStart: hhmm(minutes),
        day: isoDate(day),
        timeZone: city.timeZone,
        duration,
        location: { name: place.name, address: place.address, lat: place.lat, lng: place.lng, hash: ngeohash.encode(place.lat, place.lng, 9), placeId: place.id },
        geoCells: geoCellsOf({ lat: place.lat, lng: place.lng }),
        creatorId,
        creatorName,
        hostingTeam: team ? team.id : null,
        teamName: team ? team.name : "",
        isPrivate,
        cancelled,
        allowLateRsvp: rng.chance(0.3),
        hasMinimumNeeded,
        minimumNeeded: hasMinimumNeeded ? rng.int(4, Math.max(4, Math.min(8, capacity))) : null,
        hoursToCancelBefore: rng.pick([null, null, 2, 12, 24]),
        creatorApprovalNeeded: false,
        allowParticipantGuests,
        guestLimit: allowParticipantGuests ? rng.int(1, 2) : 0,
        chargeGuests: false,
        allowWaitlist,
        excludedDates: [],
        reoccurringInfo: null,
        seriesId: null,
        occurrence: 0,
        makePublicAfter: null,
        eventSlotGroup: [],
        rated: false,
        favoritedList: [],
        capacity,
        price: 0,
        currency: "USD",
        goingCount: going.length,
        maybeCount: joiners.filter((j) => j.rsvpStatus === "maybe").length,
        waitlistCount: waitlisted,
        pendingCount: 0,
        waitlistSeq: waitlisted,
        // Every seeded player's upcoming games are public (users.ts), so the first 12 going show.
        attendeesPreview: going.slice(0, 12).map((j) => ({ uid: j.uid, displayName: personOf(people, j.uid).displayName, photoURL: "" })),
        searchTokens: tokens,
        searchCells: textCellsOf({ lat: place.lat, lng: place.lng }, tokens),
        createdAt,
        updated: createdAt,
      }),
    );
    let queued = 0;
    joiners.forEach((j, k) => {
      const joinedAt = new Date(createdMs + Math.round(((k + rng.next()) / (joiners.length + 1)) * span));
      docs.push(
        storedDoc(joinerWriteSchema, `events/${id}/joiners/${j.uid}`, {
          uid: j.uid,
          displayName: personOf(people, j.uid).displayName,
          photoURL: "",
          rsvpStatus: j.rsvpStatus,
          guests: 0,
          queuedAt: j.rsvpStatus === "waitlist" ? (queued += 1) : null,
          // What the rsvp callable copies from the game (joinerCopiesOf), for a player's next games in order.
          dateStart,
          dateEnd,
          timeZone: city.timeZone,
          hostingTeam: team ? team.id : null,
          title,
          locationName: place.name,
          cancelled,
          joinedAt,
          updatedAt: joinedAt,
        }),
      );
    });
    joinerCount += joiners.length;
  });

  // What saveActivitySubscriptions keeps beside each user's list: one entry per
  // subscription, found by its cells when a game is created nearby.
  for (const p of people.values()) {
    for (const sub of p.activitySubscriptions) {
      docs.push(
        storedDoc(subscriptionIndexWriteSchema, `activitySubscriptionIndex/${p.uid}_${sub.id}`, {
          uid: p.uid,
          subscriptionId: sub.id,
          city: sub.address.name,
          lat: sub.address.lat,
          lng: sub.address.lng,
          geoCells: geoCellsOf({ lat: sub.address.lat, lng: sub.address.lng }),
          radius: sub.radius,
          activities: sub.activities,
          startDate: sub.startDate,
          endDate: sub.endDate,
          updatedAt: today,
        }),
      );
    }
  }
  return { docs, joinerCount };
}
