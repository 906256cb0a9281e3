/**
 * The home sections the tour visits, in its order (spec §9 Home): each section
 * puts `data-tour="<anchor>"` on its outermost element. Kept apart from the
 * steps' texts so that the help button, loaded up front, carries only these.
 */
export const TOUR_ANCHORS = ["action-center", "upcoming-events", "location-hub", "quick-actions", "community-highlights", "teams-and-groups", "nearby-players", "local-events"] as const;

export type TourAnchor = (typeof TOUR_ANCHORS)[number];

export function anchorSelector(anchor: string): string {
  return `[data-tour="${anchor}"]`;
}

/** The element a step points at, or null when the page does not have it. */
export function findAnchor(anchor: string, root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>(anchorSelector(anchor));
}
