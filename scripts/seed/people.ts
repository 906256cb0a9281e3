// The people of the demo seed: 300 players around three cities and the demo
// accounts (./accounts.ts), as the other builders read them. No documents: the
// users' own are written by ./users.ts.
import type { JoinReason } from "@rallyhub/domain/stored/users";
import type { UserWrite, activitySubscriptionWriteSchema } from "@rallyhub/domain/stored/write/users";
import { demoAccountByUid } from "./accounts";
import type { WriteOf } from "./docs";
import { scatter, type Point } from "./geo";
import { playerId, simId } from "./ids";
import { rngFor } from "./random";
import { BIO_CLOSERS, BIO_OPENERS, CITIES, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, NEUTRAL_FIRST_NAMES, SPORT_WEIGHTS, cityByKey, type City } from "./tables";
import { DAY_MS, type Clock } from "./time";

export const PLAYER_COUNT = 300;
const PLAYERS_PER_CITY = PLAYER_COUNT / CITIES.length;

export type AvailabilityPattern = "evenings" | "mornings" | "weekends" | "flexible" | "shifts";

/** The fields of a user document that only the server sets (plans and Stripe), where a person has them. */
export type ServerFields = Partial<Pick<UserWrite, "userSubscription" | "subscription" | "stripeId" | "stripeCustomerId" | "stripeChargesEnabled" | "stripeDetailsSubmitted">>;

export type ActivitySubscription = WriteOf<typeof activitySubscriptionWriteSchema>;

/** One person of the seed (a seeded player or a demo account). */
export interface Person {
  uid: string;
  city: City;
  first: string;
  last: string;
  gender: string;
  pronoun: string;
  sports: string[];
  point: Point;
  joinReason: JoinReason;
  displayName: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
  birthdate: Date;
  phoneNumber: string;
  bio: string;
  createdAt: Date;
  updatedAt: Date;
  availabilityPattern: AvailabilityPattern;
  server: ServerFields;
  activitySubscriptions: ActivitySubscription[];
  /** In [0, 1): 0.8 and over keeps the availability private to some (./users.ts). */
  privacyChoice: number;
  /** A demo account (signs in with the README's password) rather than a seeded player. */
  demo: boolean;
  /** The random stream the person's availability is drawn from. */
  availabilityStream: string;
}

/** Every person in the seed by uid: the players (player-001 …), then the demo people. */
export type People = ReadonlyMap<string, Person>;

/** The person with this uid (the seed's own ids: one missing is a bug in the seed). */
export function personOf(people: People, uid: string): Person {
  const person = people.get(uid);
  if (!person) throw new Error(`The seed names ${uid}, who is not one of its people.`);
  return person;
}

/** The seeded players (not the demo accounts) of one city. */
export function playersIn(people: People, cityKey: City["key"]): Person[] {
  return [...people.values()].filter((p) => !p.demo && p.city.key === cityKey);
}

interface DemoPerson {
  first: string;
  last: string;
  gender: string;
  pronoun: string;
  sports: string[];
  point: Point;
  joinReason: JoinReason;
  bio: string;
  phoneNumber: string;
  age: number;
  createdDaysAgo: number;
  availabilityPattern: AvailabilityPattern;
  server: ServerFields;
}

/** The demo accounts that have a whole profile (the newbie has not finished theirs: ./users.ts). */
const DEMO_PEOPLE: Readonly<Record<string, DemoPerson>> = {
  "demo-player": {
    first: "Pat",
    last: "Player",
    gender: "Non-binary",
    pronoun: "They/Them",
    sports: ["Basketball", "Pickleball", "Soccer"],
    point: { lat: 30.2747, lng: -97.7404 },
    joinReason: "Find-events",
    bio: "Demo player. Pickup basketball on weeknights, pickleball on weekends.",
    phoneNumber: "+15125550142",
    age: 29,
    createdDaysAgo: 120,
    availabilityPattern: "evenings",
    server: {},
  },
  "demo-player2": {
    first: "Riley",
    last: "Second",
    gender: "Female",
    pronoun: "She/Her",
    sports: ["Tennis", "Pickleball", "Volleyball"],
    point: { lat: 30.2983, lng: -97.7448 },
    joinReason: "Find-people",
    bio: "Second demo player. Always looking for a doubles partner.",
    phoneNumber: "+15125550143",
    age: 34,
    createdDaysAgo: 90,
    availabilityPattern: "weekends",
    server: {},
  },
  "demo-organizer": {
    first: "Olivia",
    last: "Organizer",
    gender: "Female",
    pronoun: "She/Her",
    sports: ["Pickleball", "Tennis", "Volleyball", "Basketball"],
    point: { lat: 30.2642, lng: -97.7479 },
    joinReason: "Organize",
    bio: "I run the Austin Pickleball Club and organize open play, clinics and leagues around town.",
    phoneNumber: "+15125550144",
    age: 41,
    createdDaysAgo: 400,
    availabilityPattern: "flexible",
    server: {
      userSubscription: "Organizer Pro",
      subscription: "organizer_pro",
      stripeId: "acct_sim_organizer",
      stripeCustomerId: "cus_sim_organizer",
      stripeChargesEnabled: true,
      stripeDetailsSubmitted: true,
    },
  },
  "demo-neighbor": {
    first: "Nico",
    last: "Neighbor",
    gender: "Male",
    pronoun: "He/Him",
    sports: ["Basketball", "Volleyball"],
    point: { lat: 30.2801, lng: -97.7355 },
    joinReason: "Find-people",
    bio: "Lives near Pat. Pickup basketball most evenings.",
    phoneNumber: "+15125550146",
    age: 31,
    createdDaysAgo: 60,
    availabilityPattern: "evenings",
    server: {},
  },
  "demo-manager": {
    first: "Morgan",
    last: "Manager",
    gender: "Male",
    pronoun: "He/Him",
    sports: ["Basketball", "Soccer", "Pickleball"],
    point: { lat: 30.2506, lng: -97.7497 },
    joinReason: "Find-people",
    bio: "Team manager for Lakeside Lightning, South Congress Smash and Barton Creek Bandits.",
    phoneNumber: "+15125550145",
    age: 38,
    createdDaysAgo: 300,
    availabilityPattern: "evenings",
    server: {},
  },
};

/** The seeded players: each from its own random stream (player:{n}), 100 per city. */
function buildPlayers({ today, daysAgo }: Clock): Person[] {
  // Every seeded player has an Auth account (users can find them by e-mail or UID), so no two share an address.
  const usedEmails = new Set<string>();
  const uniqueEmail = (local: string, n: number) => {
    const email = `${usedEmails.has(local) ? `${local}${n}` : local}@players.rallyhub.test`;
    usedEmails.add(usedEmails.has(local) ? `${local}${n}` : local);
    return email;
  };
  const usedNames = new Set<string>();
  const players: Person[] = [];

  for (let n = 1; n <= PLAYER_COUNT; n += 1) {
    const rng = rngFor(`player:${n}`);
    const city = CITIES[Math.floor((n - 1) / PLAYERS_PER_CITY)];
    if (!city) throw new Error(`No city for player ${n}`);
    const gender = rng.weighted([
      ["Male", 45],
      ["Female", 45],
      ["Non-binary", 6],
      ["Prefer not to say", 4],
    ]);
    const firstNames = gender === "Male" ? MALE_FIRST_NAMES : gender === "Female" ? FEMALE_FIRST_NAMES : NEUTRAL_FIRST_NAMES;
    let first: string;
    let last: string;
    do {
      first = rng.pick(firstNames);
      last = rng.pick(LAST_NAMES);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const pronoun = gender === "Male" ? (rng.chance(0.9) ? "He/Him" : "None") : gender === "Female" ? (rng.chance(0.9) ? "She/Her" : "None") : gender === "Non-binary" ? "They/Them" : "Unspecified";
    const sportCount = rng.weighted([
      [1, 25],
      [2, 35],
      [3, 28],
      [4, 12],
    ]);
    const weights = Object.entries(SPORT_WEIGHTS[city.key]);
    const sports: string[] = [];
    while (sports.length < sportCount) {
      const s = rng.weighted(weights.filter(([name]) => !sports.includes(name)));
      sports.push(s);
    }
    const point = scatter(rng, city.lat, city.lng, 15);
    const age = rng.int(18, 60);
    const createdDaysAgo = rng.int(20, 720);
    const memberPlus = rng.chance(0.05);
    const uid = playerId(n);
    players.push({
      uid,
      city,
      first,
      last,
      gender,
      pronoun,
      sports,
      point,
      joinReason: rng.weighted<JoinReason>([
        ["Find-events", 40],
        ["Find-people", 30],
        ["Substitute", 20],
        ["Organize", 10],
      ]),
      displayName: `${first} ${last.charAt(0)}.`,
      fullName: `${first} ${last}`,
      email: uniqueEmail(`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, ""), n),
      emailVerified: true,
      birthdate: new Date(today.getTime() - Math.round(age * 365.25 + rng.int(1, 300)) * DAY_MS + 12 * 3600 * 1000),
      phoneNumber: rng.chance(0.6) ? `+1${city.phonePrefix}555${String(100 + (n % 100)).padStart(4, "0")}` : "",
      bio: rng.chance(0.85) ? `${rng.pick(BIO_OPENERS)} ${rng.pick(BIO_CLOSERS)}` : "",
      createdAt: daysAgo(createdDaysAgo, rng.int(0, 1439)),
      updatedAt: daysAgo(rng.int(0, createdDaysAgo - 1), rng.int(0, 1439)),
      availabilityPattern: rng.weighted<AvailabilityPattern>([
        ["evenings", 40],
        ["weekends", 25],
        ["mornings", 12],
        ["flexible", 15],
        ["shifts", 8],
      ]),
      server: memberPlus ? { userSubscription: "Member Plus", subscription: "member_plus", stripeCustomerId: simId("cus", uid) } : {},
      activitySubscriptions: [],
      privacyChoice: rng.next(),
      demo: false,
      availabilityStream: `availability:${uid}`,
    });
  }
  return players;
}

/** The demo accounts with a profile, all in Austin; Pat follows basketball and pickleball nearby. */
function buildDemoPeople({ today, daysAgo }: Clock): Person[] {
  const austin = cityByKey("austin");
  return Object.entries(DEMO_PEOPLE).map(([uid, { age, createdDaysAgo, ...profile }]): Person => {
    const account = demoAccountByUid(uid);
    const activitySubscriptions: ActivitySubscription[] =
      uid === "demo-player"
        ? [
            {
              id: daysAgo(30, 600).getTime(),
              address: { name: "Austin, TX", lat: austin.lat, lng: austin.lng, description: "Austin, TX, USA" },
              radius: 15,
              activities: ["Basketball", "Pickleball"],
              startDate: daysAgo(30),
              endDate: null,
            },
          ]
        : [];
    return {
      ...profile,
      uid: account.uid,
      city: austin,
      displayName: account.displayName,
      fullName: account.displayName,
      email: account.email,
      emailVerified: true,
      birthdate: new Date(today.getTime() - Math.round(age * 365.25 + 100) * DAY_MS + 12 * 3600 * 1000),
      createdAt: daysAgo(createdDaysAgo, 600),
      updatedAt: daysAgo(3, 600),
      activitySubscriptions,
      privacyChoice: 0,
      demo: true,
      availabilityStream: `demo:${account.uid}`,
    };
  });
}

/** Every person in the seed (players and the demo accounts with a profile), by uid. */
export function buildPeople(clock: Clock): People {
  const people = new Map<string, Person>();
  for (const person of [...buildPlayers(clock), ...buildDemoPeople(clock)]) people.set(person.uid, person);
  return people;
}
