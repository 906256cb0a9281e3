// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { hasSessionHint, setSessionHint } from "./sessionHint";

describe("session hint", () => {
  it("is absent at first, set and removed", () => {
    expect(hasSessionHint()).toBe(false);
    setSessionHint(true);
    expect(hasSessionHint()).toBe(true);
    expect(localStorage.getItem("rallyhub.session")).toBe("1");
    setSessionHint(false);
    expect(hasSessionHint()).toBe(false);
    expect(localStorage.getItem("rallyhub.session")).toBeNull();
  });

  it("assumes a session when storage is blocked, so that the SDK is asked", () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(hasSessionHint()).toBe(true);
  });

  it("ignores blocked storage when writing", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    expect(() => setSessionHint(true)).not.toThrow();
  });
});
