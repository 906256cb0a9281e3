/** What the event callables refuse with (the Functions' own sentences; the shared ones are the domain's EVENT_MESSAGES). */
export const EVENT_SERVER_MESSAGES = {
  invite: {
    cancelled: "This game was cancelled.",
    alreadyIn: "That player is already on this game's list.",
    cannotInvite: "That player cannot be invited.",
    noUser: "User not found",
  },
  manage: {
    notPending: "That request was already answered.",
    notOnList: "That player is not on this game's list.",
    full: "This game is full: turn on the waitlist or add spots to take them.",
    cancelled: "This game was cancelled.",
    alreadyIn: "That player is already on this game's list.",
    cannotInvite: "That player cannot be invited.",
  },
  paid: {
    payToJoin: (price: number) => `This game costs $${price.toFixed(2)} a spot: pay to join.`,
    morePaidGuests: "Your guests are paid for: to bring more, leave and join again with them.",
  },
  rsvp: {
    cancelled: "This game was cancelled.",
    started: "This game has already started.",
    noGuests: "This game does not allow guests.",
    tooManyGuests: (limit: number) => `You can bring at most ${limit} guest${limit === 1 ? "" : "s"}.`,
    full: "This game is full.",
    notEnoughForGuests: "There are not enough spots left for your guests.",
    cancelWindow: (hours: number) => `Cancellations close ${hours} hour${hours === 1 ? "" : "s"} before the start: ask the organizer to take you off the list.`,
    declined: "The organizer declined your request to join.",
  },
  save: {
    notTeamManager: "You can host only for a team you manage.",
    teamMissing: "That team no longer exists.",
    noOccurrences: "The series has no games: check its days and its end.",
    tooFewSpots: (taken: number) => `${taken} spot${taken === 1 ? " is" : "s are"} already taken (players and their guests): there must be at least ${taken}.`,
    cancelled: "This game was cancelled: it cannot be edited.",
    profileMissing: "Finish your profile before you create a game.",
    paymentsAccount: "Set up Stripe under Subscriptions & Payouts before you charge for a game.",
    priceLocked: "The price cannot change once players have joined.",
  },
} as const;
