// The design system's tokens (issue 31): the few sizes the app's game-facing components share.
// They live here, not in the theme, because the theme is on every page's critical path
// (src/app/theme.ts; /home has no room to spare, scripts/budget.mjs) while these are needed
// only where a card or a chip is drawn. Each is shown on the development page dev/components.

/** Spacing, in theme units (8 px each): what `sx`'s p, gap, m… take. */
export const SPACE = {
  /** 4 px: between an icon and its word. */
  xs: 0.5,
  /** 8 px: between lines of one card. */
  sm: 1,
  /** 12 px: between a card's blocks. */
  md: 1.5,
  /** 16 px: a card's padding, between cards. */
  lg: 2,
  /** 24 px: between a page's sections. */
  xl: 3,
} as const;

/** Corner radii in px (the theme's shape is 10). */
export const RADIUS = { chip: 8, block: 12, card: 16 } as const;

/**
 * The type scale: five steps, each a size, weight and line height. `display` is the date
 * block's day number, read from across a room; `title` a card's name; `body` its facts;
 * `meta` what qualifies them (distance, counts); `label` the small capitals of a date block's
 * weekday and month and of a sport chip.
 */
export const TYPE = {
  display: { fontSize: "1.875rem", fontWeight: 800, lineHeight: 1, letterSpacing: "-0.02em" },
  title: { fontSize: "1.125rem", fontWeight: 700, lineHeight: 1.3 },
  body: { fontSize: "0.9375rem", fontWeight: 400, lineHeight: 1.45 },
  meta: { fontSize: "0.8125rem", fontWeight: 500, lineHeight: 1.4 },
  label: { fontSize: "0.6875rem", fontWeight: 800, lineHeight: 1.2, letterSpacing: "0.08em", textTransform: "uppercase" },
} as const;

export type TypeStep = keyof typeof TYPE;
