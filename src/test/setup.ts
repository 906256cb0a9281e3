import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";

// jsdom has no layout, so no scrolling: a no-op keeps scroll-into-view calls quiet.
if (typeof Element !== "undefined" && !("scrollIntoView" in Element.prototype)) {
  Object.defineProperty(Element.prototype, "scrollIntoView", { value: () => undefined, configurable: true });
}

afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
