/** The scan page's own copy (web only). Kept in the feature so that it loads with it. */
export const SCAN_MESSAGES = {
  /** What the scan page and the player card say when a load or a check-in fails. */
  failure: {
    todaysEvents: "Your games today could not be loaded.",
    checkIn: "The player could not be checked in. Please try again.",
    registrations: "The registrations could not be loaded.",
  },
  /** What the page says for each problem; every one points to the manual entry below. */
  camera: {
    denied: "Camera access was refused. Allow the camera for this site in your browser's settings, or enter the player's profile link or user ID below.",
    missing: "No camera was found on this device. Enter the player's profile link or user ID below.",
    busy: "The camera could not start: another app may be using it. Close that app and try again, or enter the player's profile link or user ID below.",
    unsupported: "This browser cannot use the camera on this page. Enter the player's profile link or user ID below.",
    failed: "The camera could not start. Try again, or enter the player's profile link or user ID below.",
  },
  manualEntry: {
    empty: "Enter a profile link or user ID.",
    invalid: "That is not a profile link or user ID.",
  },
} as const;
