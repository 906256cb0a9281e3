// The door check-in (the scan page and the checkInPlayer callable), as the app and the Functions both see it.

/** Why a check-in is refused, word for word as the organizer reads it. */
export const CHECK_IN_MESSAGES = {
  cancelled: "This game was cancelled.",
  notToday: "Players can be checked in only on the day of the game.",
  notOnList: "That player is not on this game's list.",
  notGoing: "Only players who are going can be checked in.",
} as const;

/** What checkInPlayer answers. */
export interface CheckInResult {
  uid: string;
  /** The player's name as on the game's list. */
  displayName: string;
  eventTitle: string;
  /** When the player was checked in (the first time, when already checked in), epoch millis. */
  checkedInAt: number;
  /** True when the player had already been checked in: nothing changed. */
  alreadyCheckedIn: boolean;
}
