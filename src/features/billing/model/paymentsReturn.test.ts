import { describe, expect, it } from "vitest";
import { carryToastOverReload, isFromAnotherTab, readPaymentsReturn, takeCarriedToast, THIS_TAB, withoutReturnParams } from "./paymentsReturn";

const read = (q: string) => readPaymentsReturn(new URLSearchParams(q));

describe("the payments tab's return parameters (spec §2.8, §8)", () => {
  it("reads an OAuth code with its state", () => {
    expect(read("tab=payments&code=ac_123&state=s1&scope=read_write")).toEqual({ kind: "oauthCode", code: "ac_123", state: "s1" });
  });

  it("says a denied connection was cancelled and any other error names its description", () => {
    expect(read("error=access_denied&error_description=The+user+denied")).toEqual({ kind: "connectError", message: "The connection was cancelled." });
    expect(read("error=invalid_scope&error_description=Bad+scope")).toEqual({ kind: "connectError", message: "Connection failed: Bad scope" });
    expect(read("error=server_error")).toEqual({ kind: "connectError", message: "Failed to connect account." });
  });

  it("an error wins over a code", () => {
    expect(read("code=ac_1&error=access_denied").kind).toBe("connectError");
  });

  it("reads a paid subscription with its session and a succeeded payment", () => {
    expect(read("paymentsuccessful=true&session_id=cs_test_1")).toEqual({ kind: "subscriptionPaid", sessionId: "cs_test_1" });
    expect(read("paymentsuccessful=false").kind).toBe("none");
    expect(read("redirect_status=succeeded")).toEqual({ kind: "paymentSucceeded", message: "Congratulations, Payment was successful!" });
    expect(read("connect=return")).toEqual({ kind: "onboardingReturned" });
    expect(read("tab=payments")).toEqual({ kind: "none" });
  });

  it("clears what it read and keeps the tab", () => {
    expect(withoutReturnParams(new URLSearchParams("tab=payments&code=ac_1&state=s&scope=read_write&paymentsuccessful=true&session_id=cs_1")).toString()).toBe("tab=payments");
  });
});

describe("the payment toast carried over the reload", () => {
  it("is kept for the reloaded page and shown there once", () => {
    const store = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void store.set(k, v), getItem: (k: string) => store.get(k) ?? null, removeItem: (k: string) => void store.delete(k) };
    expect(takeCarriedToast(storage)).toBeNull();
    carryToastOverReload("Payment successful! Your subscription has been activated.", storage);
    expect(takeCarriedToast(storage)).toBe("Payment successful! Your subscription has been activated.");
    expect(takeCarriedToast(storage)).toBeNull();
  });

  it("says nothing when storage is off", () => {
    const off = {
      setItem: () => {
        throw new Error("denied");
      },
      getItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    expect(() => carryToastOverReload("x", off)).not.toThrow();
    expect(takeCarriedToast(off)).toBeNull();
  });
});

describe("the billing channel", () => {
  it("a tab ignores its own refresh message and follows another tab's", () => {
    expect(isFromAnotherTab({ type: "refresh", from: THIS_TAB })).toBe(false);
    expect(isFromAnotherTab({ type: "refresh", from: "another-tab" })).toBe(true);
    expect(isFromAnotherTab("refresh")).toBe(true);
  });
});
