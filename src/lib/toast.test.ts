import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "@/app/store";
import { appStore, registerAppStore } from "./session/storeAccess";
import { selectToasts, toast, TOAST_DURATIONS, type Toast, type ToastDuration } from "./toast";

// The queue is the store's (the toasts slice): each test has its own store.
beforeEach(() => {
  registerAppStore(makeStore());
});

afterEach(() => {
  toast.reset();
});

function current(): readonly Toast[] {
  return selectToasts(appStore().getState());
}

describe("toast", () => {
  it("uses the spec §9 durations", () => {
    expect(TOAST_DURATIONS).toEqual({ short: 3000, normal: 5000, route: 3500 });
  });

  it.each<[ToastDuration | undefined, number | null]>([
    ["short", 3000],
    ["normal", 5000],
    ["route", 3500],
    ["persistent", null],
    [undefined, 5000],
  ])("duration %s hides after %s ms", (duration, ms) => {
    toast.show({ message: "Hello", ...(duration ? { duration } : {}) });
    const [item] = current();
    expect(item?.autoHideMs).toBe(ms);
    expect(item?.duration).toBe(duration ?? "normal");
  });

  it("fills in defaults and returns increasing ids", () => {
    const a = toast.show({ message: "First" });
    const b = toast.show({ message: "Second", actionLabel: "OK", severity: "warning" });
    expect(b).toBeGreaterThan(a);
    const [first, second] = current();
    expect(first).toMatchObject({ id: a, message: "First", severity: "info", actionLabel: undefined });
    expect(second).toMatchObject({ id: b, message: "Second", severity: "warning", actionLabel: "OK" });
  });

  it.each([
    ["success", (m: string, o: Parameters<typeof toast.success>[1]) => toast.success(m, o)],
    ["error", (m: string, o: Parameters<typeof toast.error>[1]) => toast.error(m, o)],
    ["info", (m: string, o: Parameters<typeof toast.info>[1]) => toast.info(m, o)],
  ] as const)("%s() sets the severity", (severity, show) => {
    show("Saved", { duration: "short", actionLabel: "Dismiss" });
    expect(current()[0]).toMatchObject({ message: "Saved", severity, duration: "short", autoHideMs: 3000, actionLabel: "Dismiss" });
  });

  it("keeps messages in the order they were shown", () => {
    toast.info("one");
    toast.error("two");
    toast.success("three");
    expect(current().map((t) => t.message)).toEqual(["one", "two", "three"]);
  });

  it("dismiss removes only the given message", () => {
    const one = toast.info("one");
    toast.info("two");
    toast.info("three");
    toast.dismiss(one);
    expect(current().map((t) => t.message)).toEqual(["two", "three"]);
    toast.dismiss(9999);
    expect(current().map((t) => t.message)).toEqual(["two", "three"]);
  });

  it("keeps the queue in the store: every change is a new array of plain objects (so React sees it, and the state stays serializable)", () => {
    toast.info("a");
    const before = current();
    toast.info("b");
    const after = current();
    expect(after).not.toBe(before);
    expect(before).toHaveLength(1);
    expect(after.map((t) => t.message)).toEqual(["a", "b"]);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });

  it("reset empties the queue", () => {
    toast.info("one");
    toast.reset();
    expect(current()).toEqual([]);
  });
});

describe("toast.afterReload", () => {
  // The tab's session storage, which outlives a reload.
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal("sessionStorage", {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => stored.set(k, v),
      removeItem: (k: string) => stored.delete(k),
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const messages = () => current().map((t) => t.message);

  it("is not shown by the page that saved it, even when a toast host mounts there before the reload", () => {
    vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(1000);
    toast.afterReload({ message: "Welcome to RallyHub!", severity: "success" });
    toast.flushPending();
    expect(messages()).not.toContain("Welcome to RallyHub!");

    // The reload: the new page load shows it, once.
    vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(2000);
    toast.flushPending();
    expect(messages()).toEqual(["Welcome to RallyHub!"]);
    toast.reset();
    toast.flushPending();
    expect(messages()).toEqual([]);
  });
});
