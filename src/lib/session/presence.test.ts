import { describe, expect, it, vi } from "vitest";
import { presenceController, trackPresence, type PresenceBackend, type PresenceState, type PresenceVisibilityBackend } from "./presence";

/** A backend whose connection the test switches, recording every call in order. */
function fakeBackend(overrides: Partial<Pick<PresenceBackend, "setOnDisconnect" | "write">> = {}) {
  const calls: string[] = [];
  let listener: ((connected: boolean) => void) | null = null;
  const unsubscribe = vi.fn(() => {
    listener = null;
  });
  const backend: PresenceBackend = {
    onConnectionChange(callback) {
      listener = callback;
      return unsubscribe;
    },
    setOnDisconnect:
      overrides.setOnDisconnect ??
      ((uid: string, state: PresenceState) => {
        calls.push(`onDisconnect ${uid} ${state}`);
        return Promise.resolve();
      }),
    write:
      overrides.write ??
      ((uid: string, state: PresenceState) => {
        calls.push(`write ${uid} ${state}`);
        return Promise.resolve();
      }),
  };
  return {
    backend,
    calls,
    unsubscribe,
    emit(connected: boolean) {
      listener?.(connected);
    },
    get listening() {
      return listener !== null;
    },
  };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("trackPresence (spec §7 presence)", () => {
  it("does nothing until the connection comes up", async () => {
    const fake = fakeBackend();
    trackPresence(fake.backend, "u1");
    await settle();
    expect(fake.calls).toEqual([]);
  });

  it("on connect registers the offline write before saying online", async () => {
    const fake = fakeBackend();
    trackPresence(fake.backend, "u1");
    fake.emit(true);
    await settle();
    expect(fake.calls).toEqual(["onDisconnect u1 offline", "write u1 online"]);
  });

  it("waits for the offline registration to finish before writing online", async () => {
    let release: () => void = () => undefined;
    const write = vi.fn<PresenceBackend["write"]>(() => Promise.resolve());
    const fake = fakeBackend({ setOnDisconnect: () => new Promise<void>((resolve) => (release = resolve)), write });
    trackPresence(fake.backend, "u1");
    fake.emit(true);
    await settle();
    expect(write).not.toHaveBeenCalled();
    release();
    await settle();
    expect(write).toHaveBeenCalledExactlyOnceWith("u1", "online");
  });

  it("writes nothing when the connection drops (the server does)", async () => {
    const fake = fakeBackend();
    trackPresence(fake.backend, "u1");
    fake.emit(false);
    await settle();
    expect(fake.calls).toEqual([]);
  });

  it("registers again on every reconnect", async () => {
    const fake = fakeBackend();
    trackPresence(fake.backend, "u1");
    fake.emit(true);
    await settle();
    fake.emit(false);
    fake.emit(true);
    await settle();
    expect(fake.calls).toEqual(["onDisconnect u1 offline", "write u1 online", "onDisconnect u1 offline", "write u1 online"]);
  });

  it("returns the backend's unsubscribe: after it, nothing more is written", async () => {
    const fake = fakeBackend();
    const stop = trackPresence(fake.backend, "u1");
    stop();
    expect(fake.unsubscribe).toHaveBeenCalledTimes(1);
    expect(fake.listening).toBe(false);
    fake.emit(true);
    await settle();
    expect(fake.calls).toEqual([]);
  });

  it("sends a failed offline registration to onError and does not say online", async () => {
    const error = new Error("permission denied");
    const write = vi.fn<PresenceBackend["write"]>(() => Promise.resolve());
    const fake = fakeBackend({ setOnDisconnect: () => Promise.reject(error), write });
    const onError = vi.fn();
    trackPresence(fake.backend, "u1", onError);
    fake.emit(true);
    await settle();
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
    expect(write).not.toHaveBeenCalled();
  });

  it("sends a failed online write to onError", async () => {
    const error = new Error("offline");
    const fake = fakeBackend({ write: () => Promise.reject(error) });
    const onError = vi.fn();
    trackPresence(fake.backend, "u1", onError);
    fake.emit(true);
    await settle();
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });

  it("without onError, a failure does not escape as an unhandled rejection", async () => {
    const fake = fakeBackend({ write: () => Promise.reject(new Error("offline")) });
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      trackPresence(fake.backend, "u1");
      fake.emit(true);
      await settle();
      await settle();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});

/** A visibility-aware backend recording every call in order, connected from the start. */
function visibilityBackend() {
  const base = fakeBackend();
  const backend: PresenceVisibilityBackend = {
    ...base.backend,
    setVisibility(uid, visible) {
      base.calls.push(`visibility ${uid} ${visible}`);
      return Promise.resolve();
    },
    remove(uid) {
      base.calls.push(`remove ${uid}`);
      return Promise.resolve();
    },
  };
  return { ...base, backend };
}

describe("presenceController: 'public online status' is honoured (spec §6; off by default)", () => {
  it("with the toggle off writes no status at all, only closes the flag and removes any old status", async () => {
    const fake = visibilityBackend();
    const c = presenceController(fake.backend);
    c.update("u1", false);
    await c.settled();
    fake.emit(true);
    await settle();
    expect(fake.calls).toEqual(["visibility u1 false", "remove u1"]);
    expect(fake.listening).toBe(false);
  });

  it("with the toggle on opens the flag first, then tracks (the rules refuse a status write before the flag)", async () => {
    const fake = visibilityBackend();
    const c = presenceController(fake.backend);
    c.update("u1", true);
    await c.settled();
    fake.emit(true);
    await settle();
    expect(fake.calls).toEqual(["visibility u1 true", "onDisconnect u1 offline", "write u1 online"]);
  });

  it("turning the toggle off stops tracking, removes the status and closes the flag", async () => {
    const fake = visibilityBackend();
    const c = presenceController(fake.backend);
    c.update("u1", true);
    await c.settled();
    fake.emit(true);
    await settle();
    fake.calls.length = 0;
    c.update("u1", false);
    await c.settled();
    expect(fake.unsubscribe).toHaveBeenCalled();
    expect(fake.calls).toEqual(["remove u1", "visibility u1 false", "remove u1"]);
    // A later reconnect writes nothing.
    fake.emit(true);
    await settle();
    expect(fake.calls).toEqual(["remove u1", "visibility u1 false", "remove u1"]);
  });

  it("the same snapshot twice changes nothing", async () => {
    const fake = visibilityBackend();
    const c = presenceController(fake.backend);
    c.update("u1", false);
    c.update("u1", false);
    await c.settled();
    expect(fake.calls).toEqual(["visibility u1 false", "remove u1"]);
  });

  it("a quick off-on-off ends off, with no status written", async () => {
    const fake = visibilityBackend();
    const c = presenceController(fake.backend);
    c.update("u1", false);
    c.update("u1", true);
    c.update("u1", false);
    await c.settled();
    fake.emit(true);
    await settle();
    expect(fake.calls.filter((x) => x.startsWith("write"))).toEqual([]);
    expect(fake.calls.at(-2)).toBe("visibility u1 false");
    expect(c.visible).toBe(false);
  });
});
