import { describe, expect, it } from "vitest";
import { cropRect, generatedAvatar, initialsOf } from "./avatar";

describe("initialsOf", () => {
  it.each([
    ["Pat Player", "PP"],
    ["Riley Anne Second", "RS"],
    ["Olivia", "OL"],
    ["  ", "?"],
  ])("%j → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("generatedAvatar", () => {
  it("is an SVG data URL with the initials and colour, short enough for a profile photo field", () => {
    const url = generatedAvatar("Pat Player", "#0b6e4f");
    expect(url.startsWith("data:image/svg+xml;utf8,")).toBe(true);
    const svg = decodeURIComponent(url.slice("data:image/svg+xml;utf8,".length));
    expect(svg).toContain(">PP</text>");
    expect(svg).toContain('fill="#0b6e4f"');
    expect(url.length).toBeLessThanOrEqual(2048);
  });

  it("cannot inject markup through the name", () => {
    const svg = decodeURIComponent(generatedAvatar("<script> x", "#000").split(",")[1] ?? "");
    expect(svg).not.toContain("<script");
  });
});

describe("cropRect", () => {
  it("takes the centred square of a landscape image at zoom 1", () => {
    expect(cropRect(400, 200, 1, 0, 0)).toEqual({ sx: 100, sy: 0, size: 200 });
  });

  it("zooms in around the centre", () => {
    expect(cropRect(400, 400, 2, 0, 0)).toEqual({ sx: 100, sy: 100, size: 200 });
  });

  it("moves to the edges with offsets of ±1 and clamps beyond", () => {
    expect(cropRect(400, 200, 1, -1, 0)).toEqual({ sx: 0, sy: 0, size: 200 });
    expect(cropRect(400, 200, 1, 5, 0)).toEqual({ sx: 200, sy: 0, size: 200 });
  });

  it("never zooms out past the image", () => {
    expect(cropRect(300, 300, 0.5, 0, 0).size).toBe(300);
  });
});
