/** The home dashboard's own failure messages (the spec names none for these). */
export const HOME_FAILURE = {
  saveTeamFilter: "Your default team filter could not be saved.",
  availabilityLoad: "Your availability could not be loaded.",
  saveCity: "Your city could not be changed. Please try again.",
} as const;
