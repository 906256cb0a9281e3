/** The games pages' own copy (web only). Kept in the feature so that it loads with its pages, not with every page. */
export const EVENTS_MESSAGES = {
  /** What the games pages say when a load or a save fails (spec §8 'Game not found'; the others are ours). */
  failure: {
    gameNotFound: "Game not found",
    eventSave: "The game could not be saved. Please try again.",
    eventCancel: "The game could not be cancelled. Please try again.",
    rsvp: "Your answer could not be saved. Please try again.",
    rsvpLoad: "Your answer could not be loaded.",
    joinersLoad: "The players could not be loaded.",
    discoverLoad: "Games could not be loaded. Check your connection and try again.",
    myEventsLoad: "Your games could not be loaded.",
    favoritesLoad: "Your favorites could not be loaded.",
    favoriteSave: "Your favorite could not be saved. Please try again.",
    rsvpRespond: "The request could not be answered. Please try again.",
    joinerRemove: "The player could not be removed. Please try again.",
    joinersMessage: "The message could not be sent. Please try again.",
    invite: "The invitation could not be sent. Please try again.",
    findPlayers: "Available players could not be found. Please try again.",
    payment: "We could not start the payment. Please try again.",
    calendarFeed: "Your calendar link could not be loaded. Please try again.",
  },
} as const;
