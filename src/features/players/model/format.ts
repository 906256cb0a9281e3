/** "2.4 mi away"; under a mile says so (a player's city is only a rough place). */
export function distanceLabel(miles: number): string {
  if (miles < 1) return "under 1 mi away";
  return `${Math.round(miles)} mi away`;
}

/** The first three sports, then how many more. */
export function sportsLabel(sports: readonly string[]): string {
  if (sports.length <= 3) return sports.join(", ");
  return `${sports.slice(0, 3).join(", ")} +${sports.length - 3} more`;
}

/** What the card says about this week: nothing when the player does not let the viewer know. */
export function availabilityLabel(availableThisWeek: boolean | null): string | null {
  if (availableThisWeek === null) return null;
  return availableThisWeek ? "Available this week" : "Not available this week";
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join("");
}
