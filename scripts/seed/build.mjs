// Builds every demo document in memory (no I/O), following docs/data-model.md.
// buildDemoData({ now }) returns { docs: [{ path, data }], accounts, counts }.
// Dates are offsets from the start of the current UTC day; everything else comes
// from fixed tables and fixed-seed random streams (./random.mjs).
import { tsImport } from "tsx/esm/api";
import ngeohash from "ngeohash";
import { DEMO_ACCOUNTS, demoAccount } from "./accounts.mjs";
import { buildMessages } from "./messages.mjs";
import { EMPTY_SUBCATEGORIES, EXTRA_POSTS, POST_CATEGORIES, POST_TEMPLATES } from "./posts.mjs";
import { rngFor } from "./random.mjs";
import { addSearchTokens } from "./searchIndex.mjs";
import {
  BIO_CLOSERS,
  BIO_OPENERS,
  CITIES,
  FEMALE_FIRST_NAMES,
  GAME_TYPES,
  GENDER_OPTIONS,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  NEUTRAL_FIRST_NAMES,
  NOTIFICATION_CATEGORIES,
  PLACES,
  SPORT_WEIGHTS,
  TEAM_PLANS,
  TEAM_TAGLINES,
  TEAMS,
  cityByKey,
  userPlans,
} from "./tables.mjs";
import { DAY_MS, addDays, addMinutes, hhmm, isoDate, startOfUtcDay, weekdayName, zonedDateTime } from "./time.mjs";

// 2: the block list moved from publicProfiles/{uid}.blockedUids to users/{uid}.blockedUids.
// 3: events in the events issue's model (geoCells, counters, RSVPs without joinerIds, time zones).
// 4: events carry searchCells (text search near a place).
// 5: geoCells and searchCells hold bit-level cells, one field per level (packages/domain/src/geoCells.ts).
// 6: teams in the teams issue's model (nameLower, memberCount, rosterPreview, notificationTimes, organizationId and
//    league; roster entries as RosterEntry with epoch ms; seasons with 'yyyy-MM-dd' dates; registrations).
// 8: a demo neighbour of Pat's (neighbor@rallyhub.test) for the blocking journeys.
// 9: (billing) the demo organizer's payouts account and the seeded paid plans in the Stripe fake.
// 10: the post board leaves Test › Miscellaneous without posts (its empty state); 59 posts.
// 11: demo conversations (issue 13: messages; scripts/seed/messages.mjs) and the demo accounts' message inboxes.
// 12: teams, public profiles, places and posts carry searchTokens (full search, ./searchIndex.mjs).
// 13: places carry `geohash` (9 characters, for places by bounds; was `hash`), `searchTokens` and `updatedAt`.
// 14: websites (issue 14: sites).
// 15: forms as the form builder saves them (question types, fee and deposit, creatorName, submissionCount).
export const SEED_VERSION = 15;

// The domain package (packages/domain, TypeScript), loaded through tsx: the same
// functions the app and the Functions use when they write these documents.
const domain = (name) => tsImport(`@rallyhub/domain/${name}`, import.meta.url);
const { geoCellsOf, textCellsOf } = await domain("geoCells");
const { searchTokens } = await domain("searchTokens");
const { directConversationId, teamConversationId } = await domain("messages/model");
const { PLACE_GEOHASH_PRECISION } = await domain("places/bounds");
const { writeSchemaFor } = await domain("stored/write/collections");
const { writeDoc } = await domain("stored/write/fields");

/**
 * Checks a seeded document against its collection's write schema (the one
 * the Functions write with; packages/domain/src/stored): a document that
 * drifts from it (a missing field, a wrong type, a key it does not know)
 * stops the seed with the schema's message. The document is written as built.
 */
export function checkSeededDoc(path, data) {
  const schema = writeSchemaFor(path);
  if (!schema) throw new Error(`The seed writes ${path}, a collection with no write schema in packages/domain/src/stored/write/collections.ts.`);
  try {
    writeDoc(schema, data);
  } catch (error) {
    throw new Error(`Seeded document ${path} does not match its write schema: ${error instanceof Error ? error.message : String(error)}`);
  }
}
export const PLAYER_COUNT = 300;
export const EVENT_COUNT = 150;
const PLAYERS_PER_CITY = PLAYER_COUNT / CITIES.length;
const MILES_PER_DEGREE_LAT = 69.0;
/** TEAM_LIMITS.rosterPreview (packages/domain/src/teams/schema.ts): names on a team page without reading the roster. */
const ROSTER_PREVIEW_SIZE = 12;

const pad = (n, width) => String(n).padStart(width, "0");
export const playerId = (n) => `player-${pad(n, 3)}`;
export const teamId = (n) => `team-${pad(n, 2)}`;
export const eventId = (n) => `event-${pad(n, 3)}`;
export const placeId = (n) => `place-${pad(n, 2)}`;
export const postId = (n) => `post-${pad(n, 3)}`;

const geohash = (lat, lng) => ngeohash.encode(lat, lng, 7);
const round6 = (x) => Math.round(x * 1e6) / 1e6;

/** A point within `miles` of the centre, uniformly over the disc. */
function scatter(rng, lat, lng, miles) {
  const r = miles * Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(theta)) / MILES_PER_DEGREE_LAT;
  const dLng = (r * Math.sin(theta)) / (MILES_PER_DEGREE_LAT * Math.cos((lat * Math.PI) / 180));
  return { lat: round6(lat + dLat), lng: round6(lng + dLng) };
}

function cityPoint(city, point) {
  return { name: city.name, lat: point.lat, lng: point.lng, hash: geohash(point.lat, point.lng) };
}

function notificationSettings() {
  return Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, { email: true, push: true }]));
}

function userPrivacySettings() {
  return { blocklist: [], messagesFromAnyone: true, publicBadges: true, publicOnlineStatus: true, publicUpcomingGames: true };
}

const PUBLIC_AVAILABILITY_PRIVACY = {
  visibilityMode: "public",
  allowedGenders: [],
  communityFilter: "none",
  allowedCommunities: [],
  connectsOnly: false,
  requireAllFilters: false,
};

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/** Weekly hours from a pattern, with some days off and jittered start/end times. */
function weeklyAvailability(rng, pattern) {
  const jitter = () => rng.pick([-30, 0, 0, 30]);
  const range = (start, end) => {
    const s = start + jitter();
    const e = Math.max(s + 60, end + jitter());
    return { startTime: hhmm(s), endTime: hhmm(Math.min(e, 23 * 60 + 30)) };
  };
  const H = (h, m = 0) => h * 60 + m;
  const templates = {
    evenings: {
      weekday: [[H(17, 30), H(21)]],
      saturday: [[H(8), H(12)]],
      sunday: [
        [H(9), H(13)],
        [H(16), H(19)],
      ],
      offChance: 0.25,
    },
    mornings: { weekday: [[H(6), H(8, 30)]], saturday: [[H(7), H(11)]], sunday: [[H(7), H(10)]], offChance: 0.2 },
    weekends: {
      weekday: [[H(18, 30), H(21)]],
      saturday: [
        [H(9), H(12)],
        [H(14), H(18)],
      ],
      sunday: [[H(9), H(17)]],
      offChance: 0.7,
    },
    flexible: {
      weekday: [
        [H(12), H(13)],
        [H(18), H(22)],
      ],
      saturday: [[H(10), H(20)]],
      sunday: [[H(13), H(18)]],
      offChance: 0.15,
    },
    shifts: { weekday: [[H(10), H(15)]], saturday: [], sunday: [[H(16), H(20)]], offChance: 0.45 },
  };
  const t = templates[pattern];
  const week = {};
  for (const day of DAYS) {
    const ranges = day === "saturday" ? t.saturday : day === "sunday" ? t.sunday : t.weekday;
    const off = ranges.length === 0 || rng.chance(day === "saturday" || day === "sunday" ? 0.15 : t.offChance);
    week[day] = off ? { isAvailable: false, timeRanges: [] } : { isAvailable: true, timeRanges: ranges.map(([s, e]) => range(s, e)) };
  }
  if (!DAYS.some((d) => week[d].isAvailable)) week.saturday = { isAvailable: true, timeRanges: [range(H(9), H(12))] };
  return week;
}

export function buildDemoData({ now = new Date() } = {}) {
  const today = startOfUtcDay(now);
  const docs = [];
  const put = (path, data) => docs.push({ path, data });
  const daysAgo = (days, minutes = 0) => addMinutes(addDays(today, -days), minutes);

  // ---------------------------------------------------------------- players
  // Every seeded player has an Auth account (users can find them by e-mail or UID), so no two share an address.
  const usedEmails = new Set();
  const uniqueEmail = (local, n) => {
    const email = `${usedEmails.has(local) ? `${local}${n}` : local}@players.rallyhub.test`;
    usedEmails.add(usedEmails.has(local) ? `${local}${n}` : local);
    return email;
  };
  /** Every person in the seed (players and demo accounts), by uid. */
  const people = new Map();
  const usedNames = new Set();

  for (let n = 1; n <= PLAYER_COUNT; n += 1) {
    const rng = rngFor(`player:${n}`);
    const city = CITIES[Math.floor((n - 1) / PLAYERS_PER_CITY)];
    const gender = rng.weighted([
      ["Male", 45],
      ["Female", 45],
      ["Non-binary", 6],
      ["Prefer not to say", 4],
    ]);
    const firstNames = gender === "Male" ? MALE_FIRST_NAMES : gender === "Female" ? FEMALE_FIRST_NAMES : NEUTRAL_FIRST_NAMES;
    let first;
    let last;
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
    const sports = [];
    while (sports.length < sportCount) {
      const s = rng.weighted(weights.filter(([name]) => !sports.includes(name)));
      sports.push(s);
    }
    const point = scatter(rng, city.lat, city.lng, 15);
    const age = rng.int(18, 60);
    const createdDaysAgo = rng.int(20, 720);
    const memberPlus = rng.chance(0.05);
    const uid = playerId(n);
    people.set(uid, {
      uid,
      n,
      city,
      first,
      last,
      gender,
      pronoun,
      sports,
      point,
      joinReason: rng.weighted([
        ["Find-events", 40],
        ["Find-people", 30],
        ["Substitute", 20],
        ["Organize", 10],
      ]),
      displayName: `${first} ${last[0]}.`,
      fullName: `${first} ${last}`,
      email: uniqueEmail(`${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, ""), n),
      emailVerified: true,
      birthdate: new Date(today.getTime() - Math.round(age * 365.25 + rng.int(1, 300)) * DAY_MS + 12 * 3600 * 1000),
      phoneNumber: rng.chance(0.6) ? `+1${city.phonePrefix}555${pad(100 + (n % 100), 4)}` : "",
      bio: rng.chance(0.85) ? `${rng.pick(BIO_OPENERS)} ${rng.pick(BIO_CLOSERS)}` : "",
      createdAt: daysAgo(createdDaysAgo, rng.int(0, 1439)),
      updatedAt: daysAgo(rng.int(0, createdDaysAgo - 1), rng.int(0, 1439)),
      availabilityPattern: rng.weighted([
        ["evenings", 40],
        ["weekends", 25],
        ["mornings", 12],
        ["flexible", 15],
        ["shifts", 8],
      ]),
      server: memberPlus ? { userSubscription: "Member Plus", subscription: "member_plus", stripeCustomerId: `cus_sim_${uid.replace("-", "_")}` } : {},
      activitySubscriptions: [],
      privacyChoice: rng.next(),
      teams: [],
    });
  }

  // ------------------------------------------------------------ demo people
  const austin = cityByKey("austin");
  const demo = {
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
      bio: "I run the Austin Pickleball Club and organise open play, clinics and leagues around town.",
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
  for (const [uid, d] of Object.entries(demo)) {
    const account = DEMO_ACCOUNTS.find((a) => a.uid === uid);
    const rng = rngFor(`demo:${uid}`);
    people.set(account.uid, {
      ...d,
      uid: account.uid,
      city: austin,
      displayName: account.displayName,
      fullName: account.displayName,
      email: account.email,
      emailVerified: true,
      birthdate: new Date(today.getTime() - Math.round(d.age * 365.25 + 100) * DAY_MS + 12 * 3600 * 1000),
      createdAt: daysAgo(d.createdDaysAgo, 600),
      updatedAt: daysAgo(3, 600),
      activitySubscriptions: [],
      privacyChoice: 0,
      teams: [],
      demo: true,
      rng,
    });
  }
  people.get("demo-player").activitySubscriptions = [
    {
      id: daysAgo(30, 600).getTime(),
      address: { name: "Austin, TX", lat: austin.lat, lng: austin.lng, description: "Austin, TX, USA" },
      radius: 15,
      activities: ["Basketball", "Pickleball"],
      startDate: daysAgo(30),
      endDate: null,
    },
  ];

  const playersIn = (cityKey) => [...people.values()].filter((p) => !p.demo && p.city.key === cityKey);

  // ----------------------------------------------------------------- places
  const places = PLACES.map((p, i) => {
    const id = placeId(i + 1);
    const city = cityByKey(p.city);
    const rng = rngFor(`place:${i + 1}`);
    const createdBy = p.city === "austin" && i % 2 === 0 ? "demo-organizer" : rng.pick(playersIn(p.city)).uid;
    const place = { id, ...p, cityName: city.name, createdBy };
    const createdAt = daysAgo(rng.int(100, 500), rng.int(0, 1439));
    // As savePlace writes a place (functions/src/places/savePlace.ts): the geohash for places by bounds, the search tokens.
    put(`places/${id}`, {
      name: p.name,
      address: p.address,
      city: city.name,
      lat: p.lat,
      lng: p.lng,
      geohash: ngeohash.encode(p.lat, p.lng, PLACE_GEOHASH_PRECISION),
      sports: p.sports,
      indoor: p.indoor,
      photoURL: "",
      searchTokens: searchTokens(p.name, p.address, city.name, ...p.sports),
      createdBy,
      createdAt,
      updatedAt: createdAt,
    });
    return place;
  });

  // ------------------------------------------------------------------ teams
  const teams = [];
  const pendingPlan = { 3: ["demo-player"], 5: 1, 12: 2, 17: 1, 22: 1, 27: 2 };
  const extraMembers = { 1: ["demo-player", "demo-player2"], 2: ["demo-player"] };
  const seasonTeams = new Set([1, 2, 3, 6, 11, 12, 21, 26]);
  /** Teams that play in an organization's league (organizations/{slug} below): [organizationId, league]. */
  const leagueOf = {
    2: ["austin-pickleball-club", "Doubles League"],
    12: ["denver-rec-league", "Sunday Soccer"],
    19: ["denver-rec-league", "Softball"],
    20: ["denver-rec-league", "Flag Football"],
  };

  const seasonLabel = (date) => {
    const m = date.getUTCMonth();
    const y = date.getUTCFullYear();
    if (m === 11) return `Winter ${y + 1}`;
    if (m <= 1) return `Winter ${y}`;
    if (m <= 4) return `Spring ${y}`;
    if (m <= 7) return `Summer ${y}`;
    return `Fall ${y}`;
  };

  const paidTeams = [];
  TEAMS.forEach((def, i) => {
    const n = i + 1;
    const id = teamId(n);
    const rng = rngFor(`team:${n}`);
    const city = cityByKey(def.city);
    const local = playersIn(def.city);
    const fans = rng.shuffle(local.filter((p) => p.sports.includes(def.gameType)));
    const others = rng.shuffle(local.filter((p) => !p.sports.includes(def.gameType)));
    const pool = [...fans, ...others];
    const ownerUid = def.owner ? demoAccount(def.owner).uid : pool.shift().uid;
    if (def.subscription !== "ROOKIE") {
      paidTeams.push({ id, ownerUid, name: def.name, tier: def.subscription });
      const owner = people.get(ownerUid);
      owner.server = { ...owner.server, stripeCustomerId: owner.server?.stripeCustomerId ?? `cus_sim_${ownerUid.replace("-", "_")}` };
    }
    const size = rng.int(8, 14);
    const members = pool.splice(0, size).map((p) => p.uid);
    const managerCount = size >= 12 ? 2 : 1;
    const managers = members.slice(0, managerCount);
    const players = [...members.slice(managerCount), ...(extraMembers[n] ?? [])];
    const plan = pendingPlan[n];
    const pending = Array.isArray(plan) ? plan : plan ? pool.splice(0, plan).map((p) => p.uid) : [];
    const createdDaysAgo = rng.int(90, 700);
    const createdAt = daysAgo(createdDaysAgo, rng.int(0, 1439));
    const topics = [
      { id: "general", name: "General", description: "Anything about the team." },
      { id: "schedule", name: "Schedule", description: "Games, practices and last-minute changes." },
    ];
    if (rng.chance(0.4)) topics.push({ id: "carpool", name: "Carpool", description: "Share rides to games." });
    const memberIds = [ownerUid, ...managers, ...players];
    const managerIds = [ownerUid, ...managers];
    const team = { id, n, ...def, city, ownerUid, memberIds, managerIds, createdAt };
    teams.push(team);
    for (const uid of memberIds) people.get(uid).teams.push(id);

    // Drawn before the roster, in the order earlier seeds drew them (the same teams as before).
    const description = rng.pick(TEAM_TAGLINES).replaceAll("{sport}", def.gameType.toLowerCase()).replaceAll("{city}", city.city);
    const teamCity = cityPoint(city, scatter(rng, city.lat, city.lng, 6));

    // Roster entries as the team callables write them (RosterEntry; times in epoch ms).
    const entries = [];
    const rosterEntry = (uid, role, joinedDaysAgo) => {
      const p = people.get(uid);
      const at = daysAgo(joinedDaysAgo, rng.int(0, 1439)).getTime();
      const invited = role !== "owner";
      entries.push({
        id: uid,
        uid,
        email: p.email,
        displayName: p.displayName,
        photoURL: p.photoURL ?? "",
        role,
        invitedBy: invited ? ownerUid : null,
        invitedAt: invited ? (role === "pending" ? at : at - 2 * DAY_MS) : null,
        joinedAt: role === "pending" ? null : at,
      });
    };
    rosterEntry(ownerUid, "owner", createdDaysAgo);
    for (const uid of managers) rosterEntry(uid, "manager", rng.int(30, createdDaysAgo));
    for (const uid of players) rosterEntry(uid, "player", rng.int(1, createdDaysAgo));
    for (const uid of pending) rosterEntry(uid, "pending", rng.int(0, 6));
    // The team page's preview: the owner, then managers, then players by the time they joined.
    const rank = { owner: 0, manager: 1, player: 2 };
    const rosterPreview = entries
      .filter((e) => e.role in rank)
      .sort((a, b) => rank[a.role] - rank[b.role] || a.joinedAt - b.joinedAt || (a.id < b.id ? -1 : 1))
      .slice(0, ROSTER_PREVIEW_SIZE)
      .map((e) => ({ uid: e.uid, displayName: e.displayName, photoURL: e.photoURL, role: e.role }));

    put(`teams/${id}`, {
      name: def.name,
      nameLower: def.name.toLowerCase(),
      description,
      photoURL: "",
      subscription: def.subscription,
      subscriptionId: def.subscription === "ROOKIE" ? null : `sub_sim_${id.replace("-", "_")}`,
      topics,
      creator: ownerUid,
      managerIds,
      memberIds,
      memberCount: memberIds.length,
      rosterPreview,
      notificationTimes: [],
      gameType: def.gameType,
      city: teamCity,
      domain: def.domain,
      organizerWebsite: { metaLogoURL: def.domain ? "/logo.svg" : null },
      organizationId: leagueOf[n]?.[0] ?? null,
      league: leagueOf[n]?.[1] ?? null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const entry of entries) put(`teams/${id}/roster/${entry.id}`, entry);

    if (seasonTeams.has(n)) {
      const seasons = [
        { id: "season-previous", start: -91, end: -22 },
        { id: "season-current", start: -21, end: 49 },
        { id: "season-next", start: 63, end: 133 },
      ];
      for (const s of seasons) {
        const startDate = addDays(today, s.start);
        const season = { id: s.id, label: seasonLabel(startDate), startDate: isoDate(startDate), endDate: isoDate(addDays(today, s.end)), groupId: null };
        put(`teams/${id}/seasons/${s.id}`, season);
        // The demo players are registered for their teams' current season (the player card on home lists it).
        if (s.id === "season-current") {
          for (const uid of memberIds.filter((m) => m.startsWith("demo-player"))) {
            const regId = `${uid}_${id}_${s.id}`;
            put(`registrations/${regId}`, {
              id: regId,
              uid,
              teamId: id,
              teamName: def.name,
              season: { id: season.id, label: season.label, startDate: season.startDate, endDate: season.endDate },
              createdAt: daysAgo(20, 600).getTime(),
            });
          }
        }
      }
    }
  });
  const teamById = new Map(teams.map((t) => [t.id, t]));

  // ----------------------------------------------------- users & profiles
  for (const p of people.values()) {
    const rng = p.rng ?? rngFor(`availability:${p.uid}`);
    const defaultCity = cityPoint(p.city, p.point);
    const additionalInfo = { gender: p.gender, sports: p.sports, pronoun: p.pronoun };
    put(`users/${p.uid}`, {
      uid: p.uid,
      email: p.email,
      emailLower: p.email.toLowerCase(),
      emailVerified: p.emailVerified,
      displayName: p.displayName,
      fullName: p.fullName,
      lastName: p.last,
      photoURL: "",
      defaultCity,
      joinReason: p.joinReason,
      additionalInfo,
      hasAdditionalInfo: true,
      gender: p.gender,
      pronoun: p.pronoun,
      sports: p.sports,
      bio: p.bio,
      phoneNumber: p.phoneNumber,
      birthdate: p.birthdate,
      alternateEmails: [],
      privacySettings: userPrivacySettings(),
      blockedUids: [],
      notificationSettings: notificationSettings(),
      activitySubscriptions: p.activitySubscriptions,
      sportAvailability: p.sports.map((sport) => ({ sport, toggle: true })),
      defaultHomeTeamFilter: null,
      platform: "gth",
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
      stripeCustomerId: null,
      stripeId: null,
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
      subscription: null,
      userSubscription: "Free",
      ...p.server,
    });
    put(`publicProfiles/${p.uid}`, {
      displayName: p.displayName,
      photoURL: "",
      city: defaultCity,
      sports: p.sports,
      gender: p.gender,
      bio: p.bio,
      searchable: true,
      updatedAt: p.updatedAt,
    });

    // Availability: weekly hours, a few date-specific entries, mostly public.
    const dateSpecific = [];
    if (rng.chance(0.15)) {
      const start = addDays(today, rng.int(3, 35));
      const other = rng.pick(CITIES.filter((c) => c.key !== p.city.key));
      dateSpecific.push({
        date: isoDate(start),
        endDate: isoDate(addDays(start, rng.int(2, 6))),
        timeRanges: [],
        isTraveling: true,
        location: { city: other.city, state: other.state, country: "US", lat: other.lat, lng: other.lng, formattedAddress: `${other.city}, ${other.state}, USA` },
      });
    }
    if (rng.chance(0.1)) {
      dateSpecific.push({ date: isoDate(addDays(today, rng.int(1, 20))), timeRanges: [{ startTime: "17:00", endTime: "20:00" }], isTraveling: false });
    }
    let privacy = PUBLIC_AVAILABILITY_PRIVACY;
    if (p.privacyChoice >= 0.8) {
      const variant = rng.int(0, 3);
      privacy = { ...PUBLIC_AVAILABILITY_PRIVACY, visibilityMode: "filtered" };
      if (variant === 0) privacy.allowedGenders = p.gender === "Female" ? ["Female"] : ["Female", "Male", "Non-binary"];
      else if (variant === 1) privacy.communityFilter = "any";
      else if (variant === 2 && p.teams.length > 0) {
        privacy.communityFilter = "specific";
        privacy.allowedCommunities = [...p.teams];
      } else privacy.connectsOnly = true;
      privacy.requireAllFilters = rng.chance(0.3);
    }
    put(`availability/${p.uid}`, {
      weeklyAvailability: weeklyAvailability(rng, p.availabilityPattern),
      dateSpecificAvailability: dateSpecific,
      privacySettings: privacy,
      timeZone: p.city.timeZone,
      updatedAt: p.updatedAt,
    });
  }

  // The new member: an account that has not completed the profile.
  const newbie = demoAccount("newbie");
  put(`users/${newbie.uid}`, {
    uid: newbie.uid,
    email: newbie.email,
    emailLower: newbie.email.toLowerCase(),
    emailVerified: false,
    displayName: newbie.displayName,
    fullName: newbie.displayName,
    photoURL: "",
    joinReason: null,
    hasAdditionalInfo: false,
    bio: "",
    phoneNumber: "",
    alternateEmails: [],
    privacySettings: userPrivacySettings(),
    blockedUids: [],
    notificationSettings: notificationSettings(),
    activitySubscriptions: [],
    sportAvailability: [],
    defaultHomeTeamFilter: null,
    platform: "gth",
    createdAt: daysAgo(1, 900),
    updatedAt: daysAgo(1, 900),
    stripeCustomerId: null,
    stripeId: null,
    stripeChargesEnabled: false,
    stripeDetailsSubmitted: false,
    subscription: null,
    userSubscription: "Free",
  });

  // ----------------------------------------------------------------- events
  const CAPACITY = {
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
  const partOfDay = (minutes) => (minutes < 12 * 60 ? "Morning" : minutes < 17 * 60 ? "Afternoon" : "Evening");
  const shortPlace = (name) => name.replace(/ (Fields|Courts|Park|Recreation Center|Complex|Playfield)$/, "");

  /** Event plans: [city key, kind, team number or null], 50 per city. */
  const plans = [];
  for (let k = 0; k < 20; k += 1) plans.push(["austin", "organizer", null]);
  for (const t of [1, 1, 1, 2, 2, 3, 3, 4]) plans.push(["austin", "team", t]);
  for (let k = 0; k < 22; k += 1) plans.push(["austin", "player", null]);
  for (const [cityKey, first] of [
    ["denver", 11],
    ["seattle", 21],
  ]) {
    for (let t = first; t < first + 10; t += 1) plans.push([cityKey, "team", t]);
    for (let k = 0; k < 40; k += 1) plans.push([cityKey, "player", null]);
  }

  let joinerCount = 0;
  plans.forEach(([cityKey, kind, teamNumber], i) => {
    const n = i + 1;
    const id = eventId(n);
    const rng = rngFor(`event:${n}`);
    const city = cityByKey(cityKey);
    const local = playersIn(cityKey);
    const team = teamNumber ? teamById.get(teamId(teamNumber)) : null;

    let creatorId;
    let gameType;
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

    const dayOffset = kind === "team" && teamNumber <= 2 ? rng.int(1, 20) : rng.int(1, 42);
    const day = addDays(today, dayOffset);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const timeChoice = rng.next();
    const weekendTimes = [8 * 60, 9 * 60, 9 * 60 + 30, 10 * 60, 13 * 60, 15 * 60, 16 * 60 + 30];
    const weekdayTimes = gameType === "Running" ? [6 * 60, 6 * 60 + 30, 18 * 60] : [6 * 60 + 30, 12 * 60, 17 * 60 + 30, 18 * 60, 18 * 60 + 30, 19 * 60, 19 * 60 + 30, 20 * 60];
    const times = weekend ? weekendTimes : weekdayTimes;
    const minutes = times[Math.floor(timeChoice * times.length)];
    const dateStart = zonedDateTime(day, minutes, city.timeZone);
    const duration = rng.pick([
      { hours: 1, minutes: 0 },
      { hours: 1, minutes: 30 },
      { hours: 2, minutes: 0 },
      { hours: 1, minutes: 30 },
      { hours: 3, minutes: 0 },
    ]);

    const dayName = weekdayName(day);
    let title;
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

    const [capMin, capMax] = CAPACITY[gameType] ?? CAPACITY.Other;
    const capacity = rng.int(capMin, capMax);
    const price = kind === "organizer" && rng.chance(0.4) ? rng.pick([500, 800, 1000, 1500]) : 0;
    const allowParticipantGuests = rng.chance(0.2);
    const allowWaitlist = rng.chance(0.35);
    const hasMinimumNeeded = rng.chance(0.25);
    const cancelled = n % 25 === 7;
    const isPrivate = team ? rng.chance(0.4) : rng.chance(0.05);
    const createdAt = daysAgo(rng.int(1, 20), rng.int(0, 1439));

    // Joiners: the creator (unless the organizer), team members or local players.
    const joiners = [];
    const add = (uid, rsvpStatus) => {
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

    const dayKey = isoDate(day);
    const dateEnd = new Date(dateStart.getTime() + (duration.hours * 60 + duration.minutes) * 60 * 1000);
    const going = joiners.filter((j) => j.rsvpStatus === "going");
    const creatorName = people.get(creatorId)?.displayName ?? "Organizer";
    put(`events/${id}`, {
      title,
      gameType,
      description,
      dateStart,
      dateEnd,
      timeStart: hhmm(minutes),
      day: dayKey,
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
      waitlistCount: joiners.filter((j) => j.rsvpStatus === "waitlist").length,
      pendingCount: 0,
      waitlistSeq: joiners.filter((j) => j.rsvpStatus === "waitlist").length,
      // Every seeded player's upcoming games are public (userPrivacySettings), so the first 12 going show.
      attendeesPreview: going.slice(0, 12).map((j) => ({ uid: j.uid, displayName: people.get(j.uid).displayName, photoURL: people.get(j.uid).photoURL ?? "" })),
      searchTokens: searchTokens(title, gameType, place.name, place.address, team ? team.name : ""),
      searchCells: textCellsOf({ lat: place.lat, lng: place.lng }, searchTokens(title, gameType, place.name, place.address, team ? team.name : "")),
      createdAt,
      updated: createdAt,
    });
    let queued = 0;
    joiners.forEach((j, k) => {
      const joinedAt = new Date(createdMs + Math.round(((k + rng.next()) / (joiners.length + 1)) * span));
      const person = people.get(j.uid);
      put(`events/${id}/joiners/${j.uid}`, {
        uid: j.uid,
        displayName: person.displayName,
        photoURL: person.photoURL ?? "",
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
      });
    });
    joinerCount += joiners.length;
  });

  // ------------------------------------------- activity subscription index
  // What saveActivitySubscriptions keeps beside each user's list: one entry per
  // subscription, found by its cells when a game is created nearby.
  for (const p of people.values()) {
    for (const sub of p.activitySubscriptions ?? []) {
      put(`activitySubscriptionIndex/${p.uid}_${sub.id}`, {
        uid: p.uid,
        subscriptionId: sub.id,
        city: sub.address.name,
        lat: sub.address.lat,
        lng: sub.address.lng,
        geoCells: geoCellsOf({ lat: sub.address.lat, lng: sub.address.lng }),
        radius: sub.radius,
        activities: sub.activities,
        startDate: sub.startDate ?? null,
        endDate: sub.endDate ?? null,
        updatedAt: today,
      });
    }
  }

  // ------------------------------------------------------------------ posts
  const authorOverrides = {
    "Play & Competition|Find a Game|0": "demo-player",
    "Play & Competition|Tournaments & Events|0": "demo-organizer",
    "Teams & Leagues|Team Openings|0": "demo-manager",
    "Teams & Leagues|League Openings|0": "demo-organizer",
    "Announcements & Miscellaneous|General Announcements|1": "demo-organizer",
    "Community & Social|Carpool to Games|0": "demo-player2",
  };
  const postPlan = [];
  for (const { category, subCategories } of POST_CATEGORIES) {
    for (const sub of subCategories) {
      if (EMPTY_SUBCATEGORIES.some(([c, s]) => c === category && s === sub)) continue;
      postPlan.push([category, sub, 0]);
      postPlan.push([category, sub, 1]);
    }
  }
  for (const [category, sub] of EXTRA_POSTS) postPlan.push([category, sub, 2]);
  const everyone = [...people.values()];
  postPlan.forEach(([category, subCategory, index], i) => {
    const n = i + 1;
    const rng = rngFor(`post:${n}`);
    const template = POST_TEMPLATES[category][subCategory][index];
    const author = people.get(authorOverrides[`${category}|${subCategory}|${index}`] ?? rng.pick(everyone.filter((p) => !p.demo)).uid);
    const sport = rng.pick(author.sports);
    const place = rng.pick(places.filter((p) => p.city === author.city.key));
    const fill = (s) => s.replaceAll("{city}", author.city.city).replaceAll("{sport}", sport.toLowerCase()).replaceAll("{place}", place.name);
    const fillTitle = (s) => s.replaceAll("{city}", author.city.city).replaceAll("{sport}", sport).replaceAll("{place}", place.name);
    put(`posts/${postId(n)}`, {
      title: fillTitle(template.title),
      text: fill(template.text),
      category,
      subCategory,
      authorId: author.uid,
      authorName: author.displayName,
      createdAt: daysAgo(rng.int(0, 45), rng.int(0, 1439)),
    });
  });

  // --------------------------------------------------------------- messages
  buildMessages({ put, people, team: teamById.get(teamId(1)), at: daysAgo, ids: { directConversationId, teamConversationId } });

  // ----------------------------------------------- organizations & websites
  const denverOrgCreator = teamById.get(teamId(12)).ownerUid;
  put("organizations/austin-pickleball-club", {
    slug: "austin-pickleball-club",
    name: "Austin Pickleball Club",
    description: "Open play, clinics and leagues for pickleball players of every level across Austin. Run by volunteers, open to everyone.",
    logoURL: null,
    city: "Austin, TX",
    creator: "demo-organizer",
  });
  put("organizations/denver-rec-league", {
    slug: "denver-rec-league",
    name: "Denver Rec League",
    description: "Adult recreational soccer, softball and flag football leagues in Denver. Individual and team sign-ups every season.",
    logoURL: null,
    city: "Denver, CO",
    creator: denverOrgCreator,
  });

  const logos = { primary: "/logo.svg", secondary: null };
  const websites = [
    {
      id: "website-lakeside-lightning",
      title: "Lakeside Lightning",
      creator: "demo-organizer",
      domain: "teamsite.localhost",
      teamId: null,
      pages: [
        {
          title: "Home",
          slug: "home",
          seoDescription: "Lakeside Lightning: adult basketball in Austin. Weekly games, friendly people, and room for new players.",
          content:
            "Welcome to Lakeside Lightning, Austin's friendliest adult basketball club. We have played on the courts near Lady Bird Lake since 2019 and now run three teams across two rec leagues.\n\n" +
            "Whether you played in college or have not picked up a ball in years, there is a spot for you. Our Tuesday open runs are for everyone, and our league teams practise on Thursdays.\n\n" +
            "New this season: a beginner skills night on the first Monday of every month. Bring a friend, bring water, and we will handle the rest.",
        },
        {
          title: "Schedule",
          slug: "schedule",
          seoDescription: "Lakeside Lightning schedule: open runs, league games and practices for the current season.",
          content:
            "Open runs happen every Tuesday from 6:30 to 8:30pm at Givens Recreation Center. Ten spots per court; RSVP on RallyHub so we know how many courts to book.\n\n" +
            "League games are on Sunday afternoons during the season. Check the team page for opponents and times, as the league publishes the schedule two weeks ahead.\n\n" +
            "Practices run Thursday evenings from 7 to 8:30pm. If the gym is closed for a holiday, we move practice outdoors and post the change the day before.",
        },
        {
          title: "Contact",
          slug: "contact",
          seoDescription: "Get in touch with Lakeside Lightning to join a team, book a scrimmage or sponsor the club.",
          content:
            "Want to join, set up a scrimmage or sponsor a jersey? Send us a message through RallyHub and one of our organisers will reply within two days.\n\n" +
            "Email: hello@lakeside-lightning.example\n\n" +
            "We also hang out after Tuesday runs, so the easiest way to meet us is to come play.",
        },
      ],
    },
    {
      id: "website-denver-rec-league",
      title: "Denver Rec League",
      creator: denverOrgCreator,
      domain: null,
      teamId: null,
      // Its organization's website: organization-website/denver-rec-league.
      organizationId: "denver-rec-league",
      pages: [
        {
          title: "Home",
          slug: "home",
          seoDescription: "Denver Rec League runs adult soccer, softball and flag football leagues across Denver.",
          content:
            "Denver Rec League organises adult recreational leagues in soccer, softball and flag football, with games at City Park and Sloan's Lake.\n\n" +
            "Sign up as a team or as an individual and we will place you on a roster. Every season runs eight weeks plus playoffs.",
        },
        {
          title: "Leagues",
          slug: "leagues",
          seoDescription: "Current and upcoming Denver Rec League seasons and divisions.",
          content:
            "Soccer: co-ed 7v7 on Wednesday evenings and 11v11 on Sunday mornings.\n\n" +
            "Softball: co-ed slow pitch on Monday and Thursday evenings.\n\n" +
            "Flag football: 5v5 on Saturday mornings, recreational and competitive divisions.",
        },
      ],
    },
    {
      id: "website-team-lightning",
      title: "Lakeside Lightning Team Site",
      creator: "demo-manager",
      domain: "lightning.teams.localhost",
      teamId: teamId(1),
      pages: [
        {
          title: "Home",
          slug: "home",
          seoDescription: "The Lakeside Lightning team page: roster news, results and upcoming games.",
          content:
            "This is the home of the Lakeside Lightning league team. Results, roster news and the next game are posted here every week.\n\n" +
            "Team members: check the team page on RallyHub for practice RSVPs and the team discussion board.",
        },
        {
          title: "Roster",
          slug: "roster",
          seoDescription: "Who plays for Lakeside Lightning this season.",
          content:
            "Our roster changes a little every season. We are always happy to hear from guards and forwards who can make Thursday practices.\n\n" +
            "Interested? Ask to join on the team page and a manager will review your request.",
        },
      ],
    },
  ];
  // Published sites (pages in their older shape: a page's text, which the app reads as one text
  // block), each with its creator's draft; a domain is claimed for its site (websiteDomains/{host},
  // as attachDomain does).
  const theme = { primary: "#1565c0", secondary: "#c2410c" };
  for (const site of websites) {
    const { id, domain, ...rest } = site;
    const content = { organizationId: null, ...rest, settings: { logos, theme } };
    const publishedAt = daysAgo(5, 700);
    put(`websites/${id}`, { ...content, domain, feed: null, formTitles: {}, publishedAt: publishedAt.getTime(), updatedAt: publishedAt });
    put(`websiteDrafts/${id}`, { ...content, published: true, publishedAt: publishedAt.getTime(), savedAt: daysAgo(2, 700) });
    if (domain) put(`websiteDomains/${domain}`, { siteId: id, creator: site.creator, verifiedAt: publishedAt });
  }

  // ------------------------------------------------------------------ forms
  // Forms as the form builder saves them (issue 14; packages/domain/src/forms/schema.ts).
  const q = (id, type, label, required, extra = {}) => ({ id, type, label, required, helpText: "", options: [], waiverText: "", ...extra });
  const opts = (...labels) => labels.map((label, i) => ({ id: `o${i + 1}`, label, fee: null }));
  const seededForm = (data, createdAt) => ({ creatorId: "demo-organizer", creatorName: "Olivia", teamId: null, teamName: null, submissionCount: 0, createdAt, updatedAt: createdAt, ...data });
  put(
    "forms/form-club-membership",
    seededForm(
      {
        title: "Austin Pickleball Club Membership",
        description: "Join the Austin Pickleball Club to get member rates at open play, clinics and leagues.",
        fields: [
          q("fullName", "short_text", "Full name", true),
          q("email", "email", "Email", true),
          q("phone", "phone", "Phone number", false),
          q("skill", "choice", "Skill level", true, { options: opts("Beginner (2.0-2.5)", "Intermediate (3.0-3.5)", "Advanced (4.0+)") }),
          q("loanerPaddle", "checkboxes", "Extras", false, { options: opts("I need a loaner paddle", "I'd like a clinic") }),
        ],
        fee: { mode: "none", amount: null, fieldId: null },
        deposit: null,
      },
      daysAgo(60, 540),
    ),
  );
  put(
    "forms/form-winter-league",
    seededForm(
      {
        title: "Winter League Registration",
        description: "Register for the eight-week winter doubles league. Partners are optional; solo players are paired by level.",
        fields: [
          q("fullName", "short_text", "Full name", true),
          q("partner", "short_text", "Partner's name (optional)", false),
          q("division", "choice", "Division", true, {
            options: [
              { id: "o1", label: "Recreational", fee: 60 },
              { id: "o2", label: "Intermediate", fee: 75 },
              { id: "o3", label: "Competitive", fee: 90 },
            ],
          }),
          q("nights", "checkboxes", "Nights you can play", true, { options: opts("Monday", "Tuesday", "Wednesday", "Thursday") }),
          q("waiver", "waiver", "Liability waiver", true, {
            waiverText:
              "Pickleball is a physical activity with a risk of injury. I take part in the Winter League at my own risk.\n\n" +
              "I release the Austin Pickleball Club, its organizers and the venues from claims for injury, loss or damage arising from league play, except where caused by their gross negligence.\n\n" +
              "I confirm that I am fit to play, and I agree that photos taken at league nights may be shared by the club.",
          }),
        ],
        fee: { mode: "option", amount: null, fieldId: "division" },
        deposit: 20,
      },
      daysAgo(14, 600),
    ),
  );

  // ------------------------------------------------ plans & profile options
  for (const { id, ...plan } of TEAM_PLANS) put(`teamSubscriptionPlans/${id}`, plan);
  for (const platform of ["gth", "meh"]) {
    for (const { id, ...plan } of userPlans(platform)) put(`userSubscriptionPlans_${platform}/${id}`, plan);
  }
  put("profileOptions/gameTypes", { items: GAME_TYPES.map((label) => ({ label })) });
  put("profileOptions/genders", { items: GENDER_OPTIONS.map((label) => ({ label })) });

  // ---------------------------------------------------------------- billing
  // What Stripe would hold for the paid plans above (the Stripe fake gets these
  // from scripts/seed.mjs), and what its webhooks would have written here: billing/{uid}
  // for user plans, teamSubscriptions/{subId} for team tiers. Periods began a few
  // days ago, so they are current.
  const stripe = { accounts: [{ id: "acct_sim_organizer", email: demoAccount("organizer").email, type: "express", country: "US" }], subscriptions: [] };
  const unix = (date) => Math.floor(date.getTime() / 1000);
  const addPeriod = (start, interval) =>
    interval === "year"
      ? new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()))
      : new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()));
  const plansGth = userPlans("gth");
  for (const person of people.values()) {
    const planId = person.server?.subscription;
    if (!planId) continue;
    const plan = plansGth.find((p) => p.id === planId);
    const rng = rngFor(`billing:${person.uid}`);
    const start = daysAgo(rng.int(3, 300), 600);
    const subId = `sub_sim_${person.uid.replace("-", "_")}`;
    const customer = person.server.stripeCustomerId;
    stripe.subscriptions.push({
      customer,
      email: person.email,
      name: person.displayName,
      subscription: subId,
      price: plan.priceId,
      period_start: unix(start),
      metadata: { kind: "user_plan", uid: person.uid, planId, platform: "gth" },
    });
    put(`billing/${person.uid}`, {
      plans: {
        [planId]: {
          subscriptionId: subId,
          status: "active",
          priceId: plan.priceId,
          platform: "gth",
          periodStart: start.getTime(),
          periodEnd: addPeriod(start, plan.interval).getTime(),
          cancelAtPeriodEnd: false,
        },
      },
      updatedAt: start,
    });
  }
  for (const team of paidTeams) {
    const plan = TEAM_PLANS.find((p) => p.id === team.tier);
    const owner = people.get(team.ownerUid);
    const rng = rngFor(`billing:${team.id}`);
    const start = daysAgo(rng.int(2, 25), 600);
    const subId = `sub_sim_${team.id.replace("-", "_")}`;
    const customer = owner.server?.stripeCustomerId ?? `cus_sim_${team.ownerUid.replace("-", "_")}`;
    stripe.subscriptions.push({
      customer,
      email: owner.email,
      name: owner.displayName,
      subscription: subId,
      price: plan.priceId,
      period_start: unix(start),
      metadata: { kind: "team_plan", uid: team.ownerUid, teamId: team.id, planId: team.tier, platform: "gth", teamName: team.name },
    });
    put(`teamSubscriptions/${subId}`, {
      id: subId,
      teamId: team.id,
      ownerUid: team.ownerUid,
      tier: team.tier,
      status: "active",
      priceId: plan.priceId,
      periodStart: start.getTime(),
      periodEnd: addPeriod(start, plan.interval).getTime(),
      cancelAtPeriodEnd: false,
      metadata: { team: { name: team.name } },
      updatedAt: start,
    });
  }

  // Full search's tokens on every seeded team, public profile, place and post.
  addSearchTokens(docs);
  // Every document as its collection's write schema has it, now that it is whole.
  for (const { path, data } of docs) checkSeededDoc(path, data);

  // ----------------------------------------------------------------- counts
  const counts = {};
  for (const { path } of docs) {
    const parts = path.split("/");
    const collection = parts[parts.length - 2];
    counts[collection] = (counts[collection] ?? 0) + 1;
  }
  // The seeded players' Auth accounts: no password (nobody signs in as them), found by e-mail or UID like anyone.
  const playerAccounts = [...people.values()].filter((p) => !p.demo).map((p) => ({ uid: p.uid, email: p.email, displayName: p.displayName, emailVerified: true }));
  counts.authAccounts = DEMO_ACCOUNTS.length + playerAccounts.length;
  if (counts.joiners !== joinerCount) throw new Error("joiner count mismatch");

  const accounts = DEMO_ACCOUNTS.map((a) => ({ ...a, emailVerified: a.role !== "newbie" }));
  return { docs, accounts, playerAccounts, counts, today, stripe };
}
