// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { hasSessionHint, setSessionHint } from "./sessionHint";
import { clearStoredAuthData, LOGOUT_TIMEOUT_MS } from "./logout";

function fill(storage: Storage, entries: Record<string, string>) {
  for (const [k, v] of Object.entries(entries)) storage.setItem(k, v);
}

describe("clearStoredAuthData", () => {
  it("gives up waiting for sign-out after 10 s (spec §9)", () => {
    expect(LOGOUT_TIMEOUT_MS).toBe(10_000);
  });

  it("removes Firebase's keys and the session hint from both storages, keeping everything else", () => {
    setSessionHint(true);
    expect(hasSessionHint()).toBe(true);
    fill(localStorage, {
      "firebase:authUser:demo-api-key:[DEFAULT]": "{}",
      "firebase:host:demo": "x",
      "rallyhub.auth.returnUrl": "/home",
      theme: "dark",
      "my-firebase:note": "keep",
    });
    fill(sessionStorage, { "firebase:pendingRedirect": "1", draft: "keep" });

    clearStoredAuthData();

    expect(hasSessionHint()).toBe(false);
    expect(localStorage.getItem("rallyhub.session")).toBeNull();
    expect(Object.keys(localStorage).sort()).toEqual(["my-firebase:note", "theme"]);
    expect(Object.keys(sessionStorage)).toEqual(["draft"]);
  });

  it("clears only the storages it is given (but always the session hint)", () => {
    setSessionHint(true);
    fill(localStorage, { "firebase:a": "1" });
    fill(sessionStorage, { "firebase:b": "1" });
    clearStoredAuthData([sessionStorage]);
    expect(localStorage.getItem("firebase:a")).toBe("1");
    expect(sessionStorage.getItem("firebase:b")).toBeNull();
    expect(hasSessionHint()).toBe(false);
  });

  it("survives a storage that throws", () => {
    const blocked = new Proxy({} as Storage, {
      ownKeys() {
        throw new Error("SecurityError");
      },
    });
    fill(localStorage, { "firebase:a": "1" });
    expect(() => clearStoredAuthData([blocked, localStorage])).not.toThrow();
    expect(localStorage.getItem("firebase:a")).toBeNull();
  });
});
