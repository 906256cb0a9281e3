/** Where the tour's popover and highlight go, from viewport coordinates (pure, so it is tested without layout). */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Space kept between the popover and the screen's edges, and between it and the highlighted section. */
export const EDGE = 16;
export const GAP = 12;
/** Padding drawn around the highlighted section. */
export const HIGHLIGHT_PAD = 6;
export const POPOVER_MAX_WIDTH = 380;

/** The popover's width: its maximum, or the screen's width less the margins on a phone (358px at 390px wide). */
export function popoverWidth(viewport: Viewport): number {
  return Math.max(0, Math.min(POPOVER_MAX_WIDTH, viewport.width - 2 * EDGE));
}

/**
 * The popover's top-left corner: below the section when it fits, else above
 * it, else (a section taller than the screen) over the section's lower part,
 * at the bottom of the screen. Always wholly on screen.
 */
export function placePopover(target: Box, popover: { width: number; height: number }, viewport: Viewport): { top: number; left: number } {
  const maxLeft = Math.max(EDGE, viewport.width - popover.width - EDGE);
  const left = clamp(target.left, EDGE, maxLeft);
  const below = target.top + target.height + HIGHLIGHT_PAD + GAP;
  const above = target.top - HIGHLIGHT_PAD - GAP - popover.height;
  const maxTop = Math.max(EDGE, viewport.height - popover.height - EDGE);
  if (below >= EDGE && below <= maxTop) return { top: below, left };
  if (above >= EDGE && above <= maxTop) return { top: above, left };
  return { top: maxTop, left };
}

/** The outline drawn around the section, a little larger than it. */
export function highlightBox(target: Box): Box {
  return {
    top: target.top - HIGHLIGHT_PAD,
    left: target.left - HIGHLIGHT_PAD,
    width: target.width + 2 * HIGHLIGHT_PAD,
    height: target.height + 2 * HIGHLIGHT_PAD,
  };
}

/**
 * How a section is scrolled into view: a section that fits comfortably is
 * centred (room for the popover above or below it); a tall one starts at the top.
 */
export function scrollBlock(targetHeight: number, viewportHeight: number): ScrollLogicalPosition {
  return targetHeight <= viewportHeight * 0.55 ? "center" : "start";
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
