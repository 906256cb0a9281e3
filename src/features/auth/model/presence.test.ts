import { describe, expect, it, vi } from "vitest";
import { trackPresence, type PresenceBackend, type PresenceState } from "./presence";

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
