import { describe, expect, it } from "vitest";
import { EDGE, GAP, HIGHLIGHT_PAD, highlightBox, placePopover, popoverWidth, scrollBlock } from "./placement";

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

describe("popoverWidth", () => {
  it("fills a phone's width less the margins, and stops at 380px on wider screens", () => {
    expect(popoverWidth(phone)).toBe(358);
    expect(popoverWidth(desktop)).toBe(380);
    expect(popoverWidth({ width: 20, height: 500 })).toBe(0);
  });
});

describe("placePopover", () => {
  const size = { width: 358, height: 200 };

  it("goes below the section when there is room, aligned with its left edge", () => {
    const target = { top: 100, left: 240, width: 600, height: 200 };
    expect(placePopover(target, { width: 380, height: 200 }, desktop)).toEqual({ top: 300 + HIGHLIGHT_PAD + GAP, left: 240 });
  });

  it("goes above the section when below would leave the screen", () => {
    const target = { top: 500, left: 16, width: 358, height: 250 };
    expect(placePopover(target, size, phone)).toEqual({ top: 500 - HIGHLIGHT_PAD - GAP - 200, left: EDGE });
  });

  it("sits at the bottom of the screen over a section taller than the screen", () => {
    const target = { top: 80, left: 0, width: 390, height: 1400 };
    expect(placePopover(target, size, phone)).toEqual({ top: 844 - 200 - EDGE, left: EDGE });
  });

  it("never leaves the screen sideways, at 390px wide included", () => {
    for (const left of [-50, 0, 100, 300, 389]) {
      const place = placePopover({ top: 100, left, width: 100, height: 100 }, size, phone);
      expect(place.left).toBeGreaterThanOrEqual(EDGE);
      expect(place.left + size.width).toBeLessThanOrEqual(phone.width - EDGE);
    }
  });

  it("never leaves the screen vertically, wherever the section has scrolled to", () => {
    for (const top of [-2000, -100, 0, 300, 700, 3000]) {
      const place = placePopover({ top, left: 16, width: 358, height: 224 }, size, phone);
      expect(place.top).toBeGreaterThanOrEqual(EDGE);
      expect(place.top + size.height).toBeLessThanOrEqual(phone.height - EDGE);
    }
  });
});

describe("highlightBox", () => {
  it("is the section padded on every side", () => {
    expect(highlightBox({ top: 10, left: 20, width: 100, height: 50 })).toEqual({ top: 4, left: 14, width: 112, height: 62 });
  });
});

describe("scrollBlock", () => {
  it("centres a section that fits with room to spare and starts a tall one at the top", () => {
    expect(scrollBlock(224, 844)).toBe("center");
    expect(scrollBlock(700, 844)).toBe("start");
  });
});
