/** The home dashboard's own copy (web only). */
export const HOME_MESSAGES = {
  /** The dashboard's failure messages (the spec names none for these). */
  failure: {
    saveTeamFilter: "Your default team filter could not be saved.",
    availabilityLoad: "Your availability could not be loaded.",
    saveCity: "Your city could not be changed. Please try again.",
  },
} as const;
