/** Spec §5 / §9: the radius is 1 to 50 miles in steps of 1, default 15. */
export const RADIUS_MIN = 1;
export const RADIUS_MAX = 50;
export const RADIUS_STEP = 1;
export const DEFAULT_RADIUS = 15;
