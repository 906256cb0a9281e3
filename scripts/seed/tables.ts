// Fixed tables for the demo seed: cities, names, game types, places, teams and plans.
// Labels follow the product spec (§3, §9) exactly.
import type { TeamTier } from "@rallyhub/domain/stored/teams";
import type { planWriteSchema } from "@rallyhub/domain/stored/write/billing";
import type { DemoRole } from "./accounts";
import type { WriteOf } from "./docs";

export type CityKey = "austin" | "denver" | "seattle";

export interface City {
  key: CityKey;
  /** "Austin, TX" */
  name: string;
  /** "Austin" */
  city: string;
  state: string;
  lat: number;
  lng: number;
  timeZone: string;
  phonePrefix: string;
}

export const CITIES: readonly City[] = [
  { key: "austin", name: "Austin, TX", city: "Austin", state: "TX", lat: 30.2672, lng: -97.7431, timeZone: "America/Chicago", phonePrefix: "512" },
  { key: "denver", name: "Denver, CO", city: "Denver", state: "CO", lat: 39.7392, lng: -104.9903, timeZone: "America/Denver", phonePrefix: "303" },
  { key: "seattle", name: "Seattle, WA", city: "Seattle", state: "WA", lat: 47.6062, lng: -122.3321, timeZone: "America/Los_Angeles", phonePrefix: "206" },
];

export function cityByKey(key: CityKey): City {
  const city = CITIES.find((c) => c.key === key);
  if (!city) throw new Error(`No seeded city ${key}`);
  return city;
}

/** profileOptions/gameTypes. 'Other' is last; activity choices exclude it. */
export const GAME_TYPES = [
  "Basketball",
  "Soccer",
  "Pickleball",
  "Tennis",
  "Volleyball",
  "Ultimate Frisbee",
  "Softball",
  "Flag Football",
  "Badminton",
  "Running",
  "Hockey",
  "Baseball",
  "Table Tennis",
  "Disc Golf",
  "Cycling",
  "Other",
];

export const PLAYABLE_SPORTS = GAME_TYPES.filter((g) => g !== "Other");

/** How popular each sport is per city (weights for players' sports). */
export const SPORT_WEIGHTS: Readonly<Record<CityKey, Readonly<Record<string, number>>>> = {
  austin: {
    Basketball: 9,
    Soccer: 8,
    Pickleball: 12,
    Tennis: 8,
    Volleyball: 7,
    "Ultimate Frisbee": 5,
    Softball: 6,
    "Flag Football": 5,
    Badminton: 3,
    Running: 9,
    Hockey: 1,
    Baseball: 3,
    "Table Tennis": 2,
    "Disc Golf": 4,
    Cycling: 4,
  },
  denver: {
    Basketball: 8,
    Soccer: 8,
    Pickleball: 9,
    Tennis: 6,
    Volleyball: 6,
    "Ultimate Frisbee": 5,
    Softball: 6,
    "Flag Football": 5,
    Badminton: 2,
    Running: 10,
    Hockey: 8,
    Baseball: 3,
    "Table Tennis": 2,
    "Disc Golf": 4,
    Cycling: 7,
  },
  seattle: {
    Basketball: 8,
    Soccer: 9,
    Pickleball: 9,
    Tennis: 6,
    Volleyball: 6,
    "Ultimate Frisbee": 10,
    Softball: 5,
    "Flag Football": 3,
    Badminton: 5,
    Running: 9,
    Hockey: 5,
    Baseball: 3,
    "Table Tennis": 3,
    "Disc Golf": 3,
    Cycling: 6,
  },
};

/** profileOptions/genders. */
export const GENDER_OPTIONS = ["Any", "Male", "Female", "Non-binary", "Prefer not to say"];

/** Spec §3 Profile form pronouns. */
export const PRONOUNS = ["None", "He/Him", "She/Her", "They/Them", "Unspecified"];

export const JOIN_REASONS = ["Organize", "Find-people", "Find-events", "Substitute"];

/** Spec §3 Notification settings categories (14). */
export const NOTIFICATION_CATEGORIES = [
  "surveys",
  "news",
  "learning",
  "products",
  "offers",
  "connections",
  "usersJoinNearby",
  "eventCreatedJoin",
  "eventJoined",
  "endorsement",
  "directMessage",
  "teamJoin",
  "teamMessage",
  "announcements",
];

export const FEMALE_FIRST_NAMES = [
  "Emma",
  "Olivia",
  "Ava",
  "Sophia",
  "Isabella",
  "Mia",
  "Amelia",
  "Harper",
  "Evelyn",
  "Abigail",
  "Emily",
  "Ella",
  "Elizabeth",
  "Camila",
  "Luna",
  "Sofia",
  "Avery",
  "Mila",
  "Aria",
  "Scarlett",
  "Penelope",
  "Layla",
  "Chloe",
  "Victoria",
  "Madison",
  "Eleanor",
  "Grace",
  "Nora",
  "Riley",
  "Zoey",
  "Hannah",
  "Hazel",
  "Lily",
  "Ellie",
  "Violet",
  "Lillian",
  "Zoe",
  "Stella",
  "Aurora",
  "Natalie",
  "Emilia",
  "Everly",
  "Leah",
  "Aubrey",
  "Willow",
  "Addison",
  "Lucy",
  "Audrey",
  "Bella",
  "Nova",
  "Maya",
  "Priya",
  "Aisha",
  "Mei",
  "Yuki",
  "Fatima",
  "Lucia",
  "Valentina",
  "Ximena",
  "Keisha",
];

export const MALE_FIRST_NAMES = [
  "Liam",
  "Noah",
  "Oliver",
  "Elijah",
  "James",
  "William",
  "Benjamin",
  "Lucas",
  "Henry",
  "Theodore",
  "Jack",
  "Levi",
  "Alexander",
  "Jackson",
  "Mateo",
  "Daniel",
  "Michael",
  "Mason",
  "Sebastian",
  "Ethan",
  "Logan",
  "Owen",
  "Samuel",
  "Jacob",
  "Asher",
  "Aiden",
  "John",
  "Joseph",
  "Wyatt",
  "David",
  "Leo",
  "Luke",
  "Julian",
  "Hudson",
  "Grayson",
  "Matthew",
  "Ezra",
  "Gabriel",
  "Carter",
  "Isaac",
  "Jayden",
  "Luca",
  "Anthony",
  "Dylan",
  "Lincoln",
  "Thomas",
  "Maverick",
  "Elias",
  "Josiah",
  "Charles",
  "Andre",
  "Marcus",
  "Diego",
  "Rahul",
  "Kenji",
  "Omar",
  "Tariq",
  "Javier",
  "Darnell",
  "Hiroshi",
];

export const NEUTRAL_FIRST_NAMES = [
  "Alex",
  "Jordan",
  "Taylor",
  "Casey",
  "Jamie",
  "Quinn",
  "Rowan",
  "Sage",
  "Skyler",
  "Emerson",
  "Finley",
  "Reese",
  "Dakota",
  "Parker",
  "Hayden",
  "Kai",
  "Remy",
  "Blair",
  "Ari",
  "Morgan",
];

export const LAST_NAMES = [
  "Smith",
  "Johnson",
  "Williams",
  "Brown",
  "Jones",
  "Garcia",
  "Miller",
  "Davis",
  "Rodriguez",
  "Martinez",
  "Hernandez",
  "Lopez",
  "Gonzalez",
  "Wilson",
  "Anderson",
  "Thomas",
  "Taylor",
  "Moore",
  "Jackson",
  "Martin",
  "Lee",
  "Perez",
  "Thompson",
  "White",
  "Harris",
  "Sanchez",
  "Clark",
  "Ramirez",
  "Lewis",
  "Robinson",
  "Walker",
  "Young",
  "Allen",
  "King",
  "Wright",
  "Scott",
  "Torres",
  "Nguyen",
  "Hill",
  "Flores",
  "Green",
  "Adams",
  "Nelson",
  "Baker",
  "Hall",
  "Rivera",
  "Campbell",
  "Mitchell",
  "Carter",
  "Roberts",
  "Gomez",
  "Phillips",
  "Evans",
  "Turner",
  "Diaz",
  "Parker",
  "Cruz",
  "Edwards",
  "Collins",
  "Reyes",
  "Stewart",
  "Morris",
  "Morales",
  "Murphy",
  "Cook",
  "Rogers",
  "Gutierrez",
  "Ortiz",
  "Morgan",
  "Cooper",
  "Peterson",
  "Bailey",
  "Reed",
  "Kelly",
  "Howard",
  "Ramos",
  "Kim",
  "Cox",
  "Ward",
  "Richardson",
  "Watson",
  "Brooks",
  "Chavez",
  "Wood",
  "James",
  "Bennett",
  "Gray",
  "Mendoza",
  "Ruiz",
  "Hughes",
  "Patel",
  "Shah",
  "Chen",
  "Wang",
  "Tanaka",
  "Okafor",
  "Mensah",
  "Kowalski",
  "Novak",
  "Larsen",
];

export const BIO_OPENERS = [
  "Weekend warrior who never says no to a pickup game.",
  "Recovering college athlete looking to stay in shape.",
  "New to town and looking for regular games.",
  "Played all through high school, getting back into it.",
  "Morning person. Happy to start games at 7am.",
  "Competitive but friendly. Here for the good rallies.",
  "Parent of two, sneaking in games when I can.",
  "Always up for a sub spot on short notice.",
  "Casual player, serious about post-game tacos.",
  "Coach by day, player by night.",
  "Training for my next half marathon.",
  "I organize a few games a month and love meeting new players.",
];

export const BIO_CLOSERS = [
  "Message me if you need one more!",
  "Usually free on weekday evenings.",
  "Weekends are my thing.",
  "Beginners welcome, I'm happy to teach.",
  "Looking for a team for next season.",
  "Let's play!",
  "Bring water, it gets hot out there.",
  "Always happy to carpool.",
];

/** A seeded place as the tables give it. */
export interface PlaceDef {
  city: CityKey;
  name: string;
  address: string;
  lat: number;
  lng: number;
  sports: string[];
  indoor: boolean;
}

/** Places (spec: places collection). Coordinates are approximate. */
export const PLACES: readonly PlaceDef[] = [
  {
    city: "austin",
    name: "Zilker Park Fields",
    address: "2100 Barton Springs Rd, Austin, TX 78704",
    lat: 30.2669,
    lng: -97.7729,
    sports: ["Soccer", "Ultimate Frisbee", "Flag Football", "Running"],
    indoor: false,
  },
  { city: "austin", name: "South Austin Tennis Center", address: "1000 Cumberland Rd, Austin, TX 78704", lat: 30.2366, lng: -97.7668, sports: ["Tennis", "Pickleball"], indoor: false },
  { city: "austin", name: "Givens Recreation Center", address: "3811 E 12th St, Austin, TX 78721", lat: 30.2806, lng: -97.6969, sports: ["Basketball", "Volleyball", "Badminton"], indoor: true },
  { city: "austin", name: "Bartholomew Park Pickleball Courts", address: "5201 Berkman Dr, Austin, TX 78723", lat: 30.3047, lng: -97.6974, sports: ["Pickleball", "Tennis"], indoor: false },
  {
    city: "austin",
    name: "Austin Sports Center Central",
    address: "425 Woodward St, Austin, TX 78704",
    lat: 30.2271,
    lng: -97.7573,
    sports: ["Volleyball", "Basketball", "Table Tennis"],
    indoor: true,
  },
  { city: "austin", name: "Krieg Softball Complex", address: "517 S Pleasant Valley Rd, Austin, TX 78741", lat: 30.2483, lng: -97.7258, sports: ["Softball", "Baseball"], indoor: false },
  { city: "austin", name: "Mueller Lake Park", address: "4550 Mueller Blvd, Austin, TX 78723", lat: 30.2995, lng: -97.705, sports: ["Running", "Disc Golf", "Cycling"], indoor: false },
  {
    city: "denver",
    name: "City Park Fields",
    address: "2001 Colorado Blvd, Denver, CO 80205",
    lat: 39.7475,
    lng: -104.9508,
    sports: ["Soccer", "Ultimate Frisbee", "Flag Football", "Running"],
    indoor: false,
  },
  { city: "denver", name: "Washington Park Courts", address: "701 S Franklin St, Denver, CO 80209", lat: 39.7002, lng: -104.9715, sports: ["Tennis", "Pickleball", "Volleyball"], indoor: false },
  {
    city: "denver",
    name: "Central Park Recreation Center",
    address: "9651 E Martin Luther King Jr Blvd, Denver, CO 80238",
    lat: 39.7606,
    lng: -104.8794,
    sports: ["Basketball", "Volleyball", "Badminton", "Table Tennis"],
    indoor: true,
  },
  { city: "denver", name: "Big Bear Ice Arena", address: "8390 E Colfax Ave, Denver, CO 80220", lat: 39.7402, lng: -104.8937, sports: ["Hockey"], indoor: true },
  {
    city: "denver",
    name: "Sloan's Lake Park",
    address: "1700 N Sheridan Blvd, Denver, CO 80212",
    lat: 39.7487,
    lng: -105.0456,
    sports: ["Running", "Softball", "Cycling", "Disc Golf"],
    indoor: false,
  },
  { city: "denver", name: "Denver Pickleball Barn", address: "3300 Brighton Blvd, Denver, CO 80216", lat: 39.7683, lng: -104.9797, sports: ["Pickleball"], indoor: true },
  { city: "denver", name: "Aurora Sports Park", address: "19300 E Colfax Ave, Aurora, CO 80011", lat: 39.7406, lng: -104.7637, sports: ["Softball", "Baseball", "Soccer"], indoor: false },
  {
    city: "seattle",
    name: "Magnuson Park Fields",
    address: "7400 Sand Point Way NE, Seattle, WA 98115",
    lat: 47.6817,
    lng: -122.2559,
    sports: ["Soccer", "Ultimate Frisbee", "Softball", "Flag Football"],
    indoor: false,
  },
  {
    city: "seattle",
    name: "Green Lake Park",
    address: "7201 E Green Lake Dr N, Seattle, WA 98115",
    lat: 47.6801,
    lng: -122.3286,
    sports: ["Running", "Basketball", "Tennis", "Cycling"],
    indoor: false,
  },
  { city: "seattle", name: "Amy Yee Tennis Center", address: "2000 Martin Luther King Jr Way S, Seattle, WA 98144", lat: 47.5863, lng: -122.2974, sports: ["Tennis", "Pickleball"], indoor: true },
  {
    city: "seattle",
    name: "Rainier Community Center",
    address: "4600 38th Ave S, Seattle, WA 98118",
    lat: 47.5631,
    lng: -122.2836,
    sports: ["Basketball", "Volleyball", "Badminton", "Table Tennis"],
    indoor: true,
  },
  { city: "seattle", name: "Kraken Community Iceplex", address: "10601 5th Ave NE, Seattle, WA 98125", lat: 47.7058, lng: -122.3228, sports: ["Hockey"], indoor: true },
  {
    city: "seattle",
    name: "Lower Woodland Playfield",
    address: "5851 W Green Lake Way N, Seattle, WA 98103",
    lat: 47.6665,
    lng: -122.3388,
    sports: ["Soccer", "Baseball", "Softball", "Ultimate Frisbee", "Pickleball"],
    indoor: false,
  },
];

/**
 * Teams. `owner` is a demo account role or null (a seeded player owns it). Two teams
 * carry a branded host (spec §2.3): lightning.teams.localhost and miners.teams.localhost.
 */
export interface TeamDef {
  city: CityKey;
  name: string;
  gameType: string;
  /** The demo account that owns it, or null: a seeded player does. */
  owner: DemoRole | null;
  subscription: TeamTier;
  domain: string | null;
}

export const TEAMS: readonly TeamDef[] = [
  { city: "austin", name: "Lakeside Lightning", gameType: "Basketball", owner: "manager", subscription: "PRO", domain: "lightning.teams.localhost" },
  { city: "austin", name: "South Congress Smash", gameType: "Pickleball", owner: "manager", subscription: "ROOKIE", domain: null },
  { city: "austin", name: "Barton Creek Bandits", gameType: "Soccer", owner: "manager", subscription: "ALL_STAR", domain: null },
  { city: "austin", name: "Zilker Flyers", gameType: "Ultimate Frisbee", owner: null, subscription: "ROOKIE", domain: null },
  { city: "austin", name: "Capitol City Spikers", gameType: "Volleyball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "austin", name: "East Side Sluggers", gameType: "Softball", owner: null, subscription: "PRO", domain: null },
  { city: "austin", name: "Hill Country Harriers", gameType: "Running", owner: null, subscription: "ROOKIE", domain: null },
  { city: "austin", name: "Austin Ace Club", gameType: "Tennis", owner: null, subscription: "ROOKIE", domain: null },
  { city: "austin", name: "Mueller Mavericks", gameType: "Flag Football", owner: null, subscription: "ROOKIE", domain: null },
  { city: "austin", name: "Lady Bird Shuttlers", gameType: "Badminton", owner: null, subscription: "ROOKIE", domain: null },
  { city: "denver", name: "Mile High Miners", gameType: "Hockey", owner: null, subscription: "ALL_STAR", domain: "miners.teams.localhost" },
  { city: "denver", name: "Rocky Mountain Rapids", gameType: "Soccer", owner: null, subscription: "PRO", domain: null },
  { city: "denver", name: "Front Range Fastbreak", gameType: "Basketball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "denver", name: "Wash Park Dinkers", gameType: "Pickleball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "denver", name: "Sloan's Lake Spikers", gameType: "Volleyball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "denver", name: "RiNo Runners", gameType: "Running", owner: null, subscription: "ROOKIE", domain: null },
  { city: "denver", name: "Highlands Hustle", gameType: "Ultimate Frisbee", owner: null, subscription: "ROOKIE", domain: null },
  { city: "denver", name: "Cherry Creek Court Kings", gameType: "Tennis", owner: null, subscription: "PRO", domain: null },
  { city: "denver", name: "Colfax Crushers", gameType: "Softball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "denver", name: "Denver Blizzard", gameType: "Flag Football", owner: null, subscription: "ROOKIE", domain: null },
  { city: "seattle", name: "Emerald City Ultimate", gameType: "Ultimate Frisbee", owner: null, subscription: "PRO", domain: null },
  { city: "seattle", name: "Puget Sound Strikers", gameType: "Soccer", owner: null, subscription: "ROOKIE", domain: null },
  { city: "seattle", name: "Rain City Rebounders", gameType: "Basketball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "seattle", name: "Green Lake Gliders", gameType: "Running", owner: null, subscription: "ROOKIE", domain: null },
  { city: "seattle", name: "Ballard Bombers", gameType: "Softball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "seattle", name: "Capitol Hill Smashers", gameType: "Volleyball", owner: null, subscription: "ALL_STAR", domain: null },
  { city: "seattle", name: "Fremont Picklers", gameType: "Pickleball", owner: null, subscription: "ROOKIE", domain: null },
  { city: "seattle", name: "Sound Shuttle Club", gameType: "Badminton", owner: null, subscription: "ROOKIE", domain: null },
  { city: "seattle", name: "Cascade Hockey Club", gameType: "Hockey", owner: null, subscription: "PRO", domain: null },
  { city: "seattle", name: "Rainier Racquets", gameType: "Tennis", owner: null, subscription: "ROOKIE", domain: null },
];

export const TEAM_TAGLINES = [
  "A friendly, competitive {sport} team based in {city}.",
  "{city}'s favourite {sport} crew since 2019. All levels welcome, we just ask that you show up.",
  "Rec league {sport} with a serious side. We play weekly and grab food after.",
  "Pickup-style {sport} that turned into a team. Looking for reliable regulars.",
];

/** A subscription plan as stored (its id is the document's). */
export type PlanDef = WriteOf<typeof planWriteSchema> & { id: string };

/** Spec §3 Subscription plan. Team plans bill per month, user plans per year. */
export const TEAM_PLANS: ReadonlyArray<PlanDef & { id: TeamTier }> = [
  { id: "ROOKIE", itemKey: "ROOKIE", label: "Rookie", cost: 0, priceId: null, order: 0, interval: "month", features: ["Up to 20 roster spots", "Team events and RSVPs", "Team discussion board"] },
  {
    id: "PRO",
    itemKey: "PRO",
    label: "Pro",
    cost: 9.99,
    priceId: "price_sim_team_pro_month",
    order: 1,
    interval: "month",
    features: ["Unlimited roster spots", "Seasons and season groups", "Collect fees for team events", "Team website"],
  },
  {
    id: "ALL_STAR",
    itemKey: "ALL_STAR",
    label: "All-Star",
    cost: 24.99,
    priceId: "price_sim_team_all_star_month",
    order: 2,
    interval: "month",
    features: ["Everything in Pro", "Custom team domain", "Tournament brackets", "Priority support"],
  },
];

export function userPlans(platform: "gth" | "meh"): PlanDef[] {
  const suffix = platform === "gth" ? "" : `_${platform}`;
  return [
    {
      id: "free",
      itemKey: "free",
      label: "Free",
      cost: 0,
      priceId: null,
      order: 0,
      interval: "year",
      features: ["Join and organise free events", "Find players and teams nearby", "Post on the community board"],
    },
    {
      id: "member_plus",
      itemKey: "member_plus",
      label: "Member Plus",
      cost: 49,
      priceId: `price_sim${suffix}_member_plus_year`,
      order: 1,
      interval: "year",
      features: ["Everything in Free", "Early access to popular games", "Member badge", "Advanced availability filters"],
    },
    {
      id: "organizer_pro",
      itemKey: "organizer_pro",
      label: "Organizer Pro",
      cost: 149,
      priceId: `price_sim${suffix}_organizer_pro_year`,
      order: 2,
      interval: "year",
      features: ["Everything in Member Plus", "Paid events and invoices", "Up to 25 websites", "Forms with payments", "Organization pages"],
    },
  ];
}
