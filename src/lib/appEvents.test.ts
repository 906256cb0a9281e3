import { describe, expect, it, vi } from "vitest";
import { emitAppEvent, onAppEvent, type AppEvent } from "./appEvents";

describe("appEvents (spec §4: saving as new emits a new-user event)", () => {
  it("delivers an event to every listener", () => {
    const a = vi.fn<(e: AppEvent) => void>();
    const b = vi.fn<(e: AppEvent) => void>();
    const stopA = onAppEvent(a);
    const stopB = onAppEvent(b);
    emitAppEvent({ type: "new-user", uid: "u1" });
    expect(a).toHaveBeenCalledExactlyOnceWith({ type: "new-user", uid: "u1" });
    expect(b).toHaveBeenCalledExactlyOnceWith({ type: "new-user", uid: "u1" });
    stopA();
    stopB();
  });

  it("stops delivering after unsubscribe, to that listener only", () => {
    const a = vi.fn<(e: AppEvent) => void>();
    const b = vi.fn<(e: AppEvent) => void>();
    const stopA = onAppEvent(a);
    const stopB = onAppEvent(b);
    stopA();
    emitAppEvent({ type: "profile-updated", uid: "u2" });
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledExactlyOnceWith({ type: "profile-updated", uid: "u2" });
    stopB();
  });

  it("emitting with no listeners does nothing", () => {
    expect(() => emitAppEvent({ type: "new-user", uid: "nobody" })).not.toThrow();
  });

  it("registering the same listener twice delivers once, and one unsubscribe removes it", () => {
    const a = vi.fn<(e: AppEvent) => void>();
    const stop1 = onAppEvent(a);
    onAppEvent(a);
    emitAppEvent({ type: "new-user", uid: "u3" });
    expect(a).toHaveBeenCalledTimes(1);
    stop1();
    emitAppEvent({ type: "new-user", uid: "u3" });
    expect(a).toHaveBeenCalledTimes(1);
  });

  it("a listener may unsubscribe itself while an event is delivered", () => {
    const seen: string[] = [];
    const stop = onAppEvent(() => {
      seen.push("once");
      stop();
    });
    const other = onAppEvent(() => seen.push("other"));
    emitAppEvent({ type: "new-user", uid: "u4" });
    emitAppEvent({ type: "new-user", uid: "u4" });
    expect(seen).toEqual(["once", "other", "other"]);
    other();
  });

  it("unsubscribing twice is harmless", () => {
    const stop = onAppEvent(() => undefined);
    stop();
    expect(() => stop()).not.toThrow();
  });
});
