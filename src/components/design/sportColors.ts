/**
 * Each sport's colour (issue 31), apart from its icon (sports.ts) so that a page that only colours
 * sports (the landing page, on a visitor's first load) does not download every sport's icon.
 * White text reads on each at AA, and each reads as text on white (sports.test.ts).
 */
export const SPORT_COLORS = {
  Basketball: "#c2410c",
  Soccer: "#15803d",
  Pickleball: "#4d7c0f",
  Tennis: "#a15c07",
  Volleyball: "#1d4ed8",
  "Ultimate Frisbee": "#0e7490",
  Softball: "#be185d",
  "Flag Football": "#7c2d12",
  Badminton: "#6d28d9",
  Running: "#b91c1c",
  Hockey: "#334155",
  Baseball: "#9f1239",
  "Table Tennis": "#0f766e",
  "Disc Golf": "#3f6212",
  Cycling: "#a21caf",
} as const satisfies Record<string, `#${string}`>;

export type SportName = keyof typeof SPORT_COLORS;
