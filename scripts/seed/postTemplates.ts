// Post board content (spec §9 "Post board"): every category and every subcategory,
// with the exact labels. {city}, {sport} and {place} are filled in per post.

export const POST_CATEGORIES: ReadonlyArray<{ category: string; subCategories: readonly string[] }> = [
  { category: "Play & Competition", subCategories: ["Find a Game", "Sub Needed", "Tournaments & Events", "Match Challenges"] },
  { category: "Gear & Equipment", subCategories: ["Buy & Sell Sports Gear", "Trade Equipment", "Lost & Found"] },
  { category: "Training & Coaching", subCategories: ["Find a Coach", "Offer Coaching", "Training Partners"] },
  { category: "Teams & Leagues", subCategories: ["Team Openings", "Join a Team", "League Openings", "Referees & Umpires Needed"] },
  { category: "Venues & Locations", subCategories: ["Find a Court/Field", "Facility Rentals"] },
  { category: "Community & Social", subCategories: ["Carpool to Games", "Meetup & Networking", "Watch Parties"] },
  { category: "Announcements & Miscellaneous", subCategories: ["General Announcements", "Volunteer Opportunities", "Miscellaneous"] },
  { category: "Test", subCategories: ["Tester", "Volunteer Opportunities", "Miscellaneous"] },
];

/**
 * Subcategories left without posts, so that the board's empty state ('No posts
 * found in this category.') can be seen and tested (tests/e2e/posts.spec.ts).
 */
export const EMPTY_SUBCATEGORIES: ReadonlyArray<readonly [string, string]> = [["Test", "Miscellaneous"]];

/** Subcategories that get a third post (59 posts = 24 subcategories x 2 + these 11). */
export const EXTRA_POSTS: ReadonlyArray<readonly [string, string]> = [
  ["Play & Competition", "Find a Game"],
  ["Play & Competition", "Sub Needed"],
  ["Play & Competition", "Tournaments & Events"],
  ["Gear & Equipment", "Buy & Sell Sports Gear"],
  ["Training & Coaching", "Find a Coach"],
  ["Teams & Leagues", "Team Openings"],
  ["Teams & Leagues", "Join a Team"],
  ["Venues & Locations", "Find a Court/Field"],
  ["Community & Social", "Meetup & Networking"],
  ["Announcements & Miscellaneous", "General Announcements"],
  ["Test", "Tester"],
];

/** A post's words; {city}, {sport} and {place} are filled in per post. */
export interface PostTemplate {
  title: string;
  text: string;
}

const T = (title: string, text: string): PostTemplate => ({ title, text });

/** The posts of each subcategory, by category and subcategory. */
export const POST_TEMPLATES: Readonly<Record<string, Readonly<Record<string, readonly PostTemplate[]>>>> = {
  "Play & Competition": {
    "Find a Game": [
      T(
        "Looking for a {sport} game this weekend",
        "Just moved to {city} and I'm looking for a regular {sport} game, ideally Saturday or Sunday mornings. Intermediate level, happy to play anywhere near {place}. Drop a comment if you have room for one more!",
      ),
      T(
        "Any early-morning {sport} runs in {city}?",
        "I work afternoons so the only time I can play is before 9am. Is anyone running a morning {sport} session around {place}? I can bring equipment and help set up.",
      ),
      T(
        "Beginner-friendly {sport} wanted",
        "Haven't played {sport} since college and would love a low-pressure game to get back into it. Weeknights after 6 work best. I promise to hustle even if my skills are rusty.",
      ),
    ],
    "Sub Needed": [
      T(
        "Need 2 subs for Thursday {sport}",
        "Our rec league {sport} team is short two players for Thursday night at {place}. Game starts at 7:30pm, no fee for subs. Any level is fine, we just need to avoid a forfeit!",
      ),
      T("Last-minute sub: {sport} tonight", "One of our regulars just dropped out of tonight's {sport} game at {place}. We kick off at 6pm sharp. Reply here or message me and the spot is yours."),
      T(
        "Goalie / keeper needed for Sunday",
        "Our Sunday {sport} squad in {city} needs someone who can cover in goal for the next three weeks while our keeper recovers from a sprained wrist. Bring gloves if you have them.",
      ),
    ],
    "Tournaments & Events": [
      T(
        "{city} Fall {sport} Classic: registration open",
        "The annual Fall {sport} Classic is back at {place}. Divisions for recreational and competitive teams, minimum three games guaranteed, and a food truck on site. Team registration closes two weeks before the event.",
      ),
      T(
        "Charity {sport} tournament for the food bank",
        "We're hosting a one-day {sport} tournament to raise money for the local food bank. Teams of 6, all skill levels, and every entry fee goes straight to the charity. Spectators welcome!",
      ),
      T(
        "Holiday mixed doubles round robin",
        "A relaxed round robin at {place} with partners rotated every game. Prizes for the top three and a hot chocolate station. Perfect for meeting new players before the new year.",
      ),
    ],
    "Match Challenges": [
      T(
        "Open challenge: best {sport} doubles team in {city}?",
        "My partner and I have been unbeaten at {place} for a month and we're looking for a real test. Any doubles team up for a best-of-three? Loser buys the post-game drinks.",
      ),
      T(
        "Team challenge: 3v3 {sport} this Saturday",
        "Our 3v3 crew is looking for a team to play a friendly but competitive match this Saturday afternoon. We can host at {place}. Let us know your usual level so we keep it fun.",
      ),
    ],
  },
  "Gear & Equipment": {
    "Buy & Sell Sports Gear": [
      T(
        "Selling barely used {sport} gear",
        "Bought a full set of {sport} gear before an injury kept me off the court. Used maybe three times, everything is in great condition. Happy to meet near {place} so you can check it out.",
      ),
      T(
        "WTB: second-hand {sport} equipment for kids",
        "Looking for affordable {sport} equipment for my two kids (ages 9 and 12) who just started playing. Gently used is perfect. Can pick up anywhere in {city}.",
      ),
      T(
        "Bulk sale: club clearing out old equipment",
        "Our club is clearing out the storage unit: balls, cones, pinnies, two portable goals and a ball cart. Everything priced to go, with discounts for community programs and schools.",
      ),
    ],
    "Trade Equipment": [
      T(
        "Trade: my paddle for your racquet",
        "I have a lightweight composite paddle I no longer use and I'd like to trade it for a tennis racquet in similar condition. Grip size 4 1/4 preferred. Can meet at {place}.",
      ),
      T("Swap cleats, size 10 for size 9", "Bought cleats a size too big and missed the return window. Looking to trade for the same model or similar in size 9. Worn once on turf, basically new."),
    ],
    "Lost & Found": [
      T(
        "Found: water bottle and keys at {place}",
        "Found a blue insulated water bottle with a set of keys clipped to it by the courts at {place} after Tuesday's game. Describe the keychain and it's yours.",
      ),
      T(
        "Lost a black gear bag after Sunday's game",
        "Left a black gear bag with my shoes and a knee brace somewhere near {place} on Sunday afternoon. The brace has my initials on it. Reward if found, thank you!",
      ),
    ],
  },
  "Training & Coaching": {
    "Find a Coach": [
      T(
        "Looking for a {sport} coach for my teenager",
        "My 15-year-old wants to make the varsity {sport} team next year. Looking for a coach in {city} for weekly one-on-one sessions focused on fundamentals and conditioning.",
      ),
      T(
        "Adult beginner seeking {sport} lessons",
        "I'm 34 and have never played {sport} seriously but I'm hooked after a few pickup games. Looking for a patient coach for small group or private lessons near {place}.",
      ),
      T(
        "Serve and footwork clinic wanted",
        "Does anyone know a coach who runs short clinics focused on serving and footwork? A few of us would split the cost for a four-week block, weekday evenings preferred.",
      ),
    ],
    "Offer Coaching": [
      T(
        "Certified {sport} coach taking new students",
        "Former college player and certified coach with eight years of experience. I offer private and small-group {sport} sessions at {place} for all ages and levels. First session is half price.",
      ),
      T(
        "Free beginner clinic every first Saturday",
        "I run a free beginner {sport} clinic on the first Saturday of each month at {place}. We cover rules, basic skills and finish with a friendly game. No equipment needed.",
      ),
    ],
    "Training Partners": [
      T(
        "Running partner for marathon training",
        "Training for a spring marathon and looking for someone to share long runs on weekends in {city}. Targeting around a 9:00 per mile pace for long runs. Early starts preferred!",
      ),
      T(
        "Hitting partner wanted, weekday mornings",
        "Looking for a consistent hitting partner for drills and practice sets, 7 to 8am before work, twice a week at {place}. Intermediate level, happy to alternate who books the court.",
      ),
    ],
  },
  "Teams & Leagues": {
    "Team Openings": [
      T(
        "{sport} team looking for two players",
        "Our co-ed {sport} team plays Wednesday nights in {city} and we have two open roster spots for the new season. We're competitive but relaxed. Message me for details and a tryout game.",
      ),
      T(
        "Open spots on our Sunday league team",
        "We lost a few players to relocation and need to fill out the roster for the Sunday league. Games at {place}, season fee split across the team. All positions considered.",
      ),
      T(
        "Women's {sport} team recruiting",
        "Our women's {sport} team is recruiting for the upcoming season. We practice once a week and play matches on weekends. Experience helps, but attitude matters most.",
      ),
    ],
    "Join a Team": [
      T(
        "Experienced player looking for a team",
        "Played {sport} competitively for ten years and just relocated to {city}. Looking for a team that plays at least once a week. Flexible on position and happy to help with organizing.",
      ),
      T(
        "Free agent for the spring season",
        "Looking to join any {sport} team for the spring season. I'm reliable, have my own gear, and can play most weeknights. Prefer something near {place} but will travel.",
      ),
      T("Couple looking for a co-ed team", "My partner and I are both intermediate players hoping to join a co-ed {sport} team together. We're available weeknights and Sunday afternoons."),
    ],
    "League Openings": [
      T(
        "{city} rec {sport} league: spots for 4 teams",
        "Our recreational {sport} league has space for four more teams this season. Eight weeks plus playoffs, games at {place}, referees provided. Individual sign-ups are placed on teams.",
      ),
      T(
        "New competitive division starting",
        "We're launching a competitive division this season for teams looking for more intense games. Seeding is based on last season's results and a short placement round.",
      ),
    ],
    "Referees & Umpires Needed": [
      T(
        "Paid referees wanted for youth {sport}",
        "Our youth {sport} league needs referees for Saturday morning games at {place}. Paid per game, training provided for new referees. Great way to stay involved in the sport.",
      ),
      T(
        "Umpires needed for adult softball",
        "The adult softball league is short on umpires for the coming weeks. Games are weeknights at 6:30 and 8pm. Certification preferred but we can help you get it.",
      ),
    ],
  },
  "Venues & Locations": {
    "Find a Court/Field": [
      T(
        "Best lit courts for evening play?",
        "Now that it gets dark early, where is everyone playing in the evenings? Looking for courts or fields with lights in {city}, ideally free or cheap. {place} is always packed.",
      ),
      T(
        "Indoor options for rainy days",
        "What indoor facilities in {city} rent space for small pickup groups? We have about ten regulars and want a backup for rainy days. Any tips on booking would help.",
      ),
      T("Is {place} open on holidays?", "Does anyone know whether {place} is open on public holidays? We'd like to plan a holiday morning game but can't find clear hours anywhere."),
    ],
    "Facility Rentals": [
      T(
        "Gym time available to sublet",
        "We have a recurring gym rental on Friday nights, 8 to 10pm, and our group can't use it for the next month. Happy to sublet at cost. Full court with hoops and a volleyball net.",
      ),
      T(
        "Field rental at {place} for tournaments",
        "{place} now takes bookings for full-day tournament rentals on weekends. Includes lines painted, goals and access to restrooms. Contact the parks office for rates.",
      ),
    ],
  },
  "Community & Social": {
    "Carpool to Games": [
      T(
        "Carpool from downtown to {place}",
        "I drive from downtown {city} to {place} every Saturday morning for the 9am game and have three empty seats. Happy to share the ride, just chip in for parking if you can.",
      ),
      T(
        "Ride share for the away tournament",
        "Our team is heading to the regional tournament next month. Let's coordinate carpools here so nobody drives alone. Post your neighborhood and how many seats you have.",
      ),
    ],
    "Meetup & Networking": [
      T(
        "Monthly players' social",
        "Once a month we get together after games for food and drinks near {place}. It's a great way to meet people from other teams and hear about new games. Everyone welcome!",
      ),
      T(
        "Sports professionals networking night",
        "Coaches, trainers, league organizers and facility managers: join us for a casual networking evening in {city}. Share ideas, find collaborators and meet the community.",
      ),
      T("New in {city}? Come say hi", "A low-key meetup for people new to {city} who want to find games and make friends through sport. We'll meet at {place}, play a bit, and grab coffee after."),
    ],
    "Watch Parties": [
      T(
        "Championship watch party",
        "We're hosting a watch party for the championship game this weekend at a bar near {place}. Big screens, group discount on food, and bragging rights for the best prediction.",
      ),
      T(
        "Watch the World Cup qualifiers together",
        "Looking for fellow fans to watch the qualifiers together. Early kick-off times, so we're thinking breakfast tacos and coffee. Comment if you're in.",
      ),
    ],
  },
  "Announcements & Miscellaneous": {
    "General Announcements": [
      T(
        "Court resurfacing at {place}",
        "Heads up: the courts at {place} will be closed for resurfacing over the next two weeks. Please use the other courts in {city} in the meantime and update your events.",
      ),
      T(
        "Welcome to the RallyHub community board",
        "This board is the place to find games, teams, coaches and gear in your city. Keep posts friendly and on topic, and report anything that looks like spam.",
      ),
      T(
        "Heat advisory: play safe",
        "Temperatures are climbing this week. Please schedule games early or late, bring plenty of water, and look out for each other. Hosts: consider moving start times.",
      ),
    ],
    "Volunteer Opportunities": [
      T(
        "Volunteers needed for youth sports day",
        "We're running a free youth sports day at {place} and need volunteers to run stations, hand out water and keep score. Shifts are three hours and lunch is provided.",
      ),
      T("Help us clean up {place}", "Join our monthly clean-up at {place}. We'll provide gloves and bags, you bring the energy. Afterwards there's a pickup game for anyone who wants to stay."),
    ],
    Miscellaneous: [
      T(
        "What's your pre-game meal?",
        "Curious what everyone eats before an evening game. I've been experimenting with lighter lunches but still feel sluggish by the second half. Share your go-to meals!",
      ),
      T("Favorite stretching routine?", "After a few tweaked hamstrings I'm taking warm-ups seriously. What stretching or mobility routines do you swear by before and after playing?"),
    ],
  },
  Test: {
    Tester: [
      T("Test post: please ignore", "This is a test post to check that the post board shows new posts, truncates long text after one hundred characters, and links to the full post view correctly."),
      T(
        "Another tester post for layout checks",
        "Used to check how the board handles titles and longer text in the Tester subcategory. If you can read this whole sentence, the post view is working as expected.",
      ),
      T(
        "Test: unicode and punctuation — ok?",
        "Checking punctuation and characters like é, ñ, ü, and emoji-free symbols such as & / % # in post text, so the board renders them without escaping problems.",
      ),
    ],
    "Volunteer Opportunities": [
      T("Test: volunteer listing", "A test listing in the Test category's Volunteer Opportunities subcategory, so that the same subcategory label under two categories can be checked in the app."),
      T("Test: volunteer shifts sign-up", "Testing a second volunteer post under the Test category. Sign-up details would normally go here, with times, place and a contact for questions."),
    ],
    // Miscellaneous: none (EMPTY_SUBCATEGORIES).
  },
};
