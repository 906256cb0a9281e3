import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The page shell (index.html) and its base styles: what a phone with a notch and a home indicator needs.
const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
const css = readFileSync(new URL("./global.css", import.meta.url), "utf8");

describe("the page shell on a phone", () => {
  it("covers the whole screen (viewport-fit=cover), so that env(safe-area-inset-*) has values for the bars fixed to the bottom", () => {
    const viewport = /<meta name="viewport" content="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(viewport.split(/,\s*/)).toEqual(expect.arrayContaining(["width=device-width", "initial-scale=1.0", "viewport-fit=cover"]));
  });

  it("keeps the content beside the notch and the rounded corners", () => {
    const body = /\nbody \{([^}]*)\}/.exec(css)?.[1] ?? "";
    expect(body).toContain("padding-left: env(safe-area-inset-left, 0px)");
    expect(body).toContain("padding-right: env(safe-area-inset-right, 0px)");
  });
});
