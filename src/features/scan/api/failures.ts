/** What the scan page and the player card say when a load or a check-in fails. Kept in the feature so that they load with it. */
export const SCAN_FAILURE = {
  todaysEvents: "Your games today could not be loaded.",
  checkIn: "The player could not be checked in. Please try again.",
  registrations: "The registrations could not be loaded.",
} as const;
