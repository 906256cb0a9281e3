import { describe, expect, it, vi } from "vitest";
import { makeStore } from "@/app/store";
import { api } from "./api";
import { liveQuery, liveWindow, type Watch, type WindowPage } from "./liveQuery";

/** A fake listener source: every watch() is one listener, fed by hand. */
function source<T>() {
  const open: { arg: unknown; onChange: (v: T) => void; onError: (e: unknown) => void; stopped: boolean }[] = [];
  const watch =
    (arg: unknown): Watch<T> =>
    (onChange, onError) => {
      const listener = { arg, onChange, onError, stopped: false };
      open.push(listener);
      return () => {
        listener.stopped = true;
      };
    };
  const live = () => open.filter((l) => !l.stopped);
  return { watch, all: open, live };
}

const numbers = source<number>();
const windows = source<WindowPage<string>>();

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    liveNumber: build.query<number, string>({ ...liveQuery((id: string) => numbers.watch(id), "The number could not be read."), keepUnusedDataFor: 0 }),
    liveWords: build.infiniteQuery<WindowPage<string>, string, number>({ ...liveWindow((id: string, max: number) => windows.watch({ id, max }), "The words could not be read.", 2) }),
  }),
});

const entry = (store: ReturnType<typeof makeStore>, id: string) => testApi.endpoints.liveNumber.select(id)(store.getState() as never);

describe("liveQuery", () => {
  it("one listener answers the fetch and keeps the entry up to date, and stops when the entry goes", async () => {
    const store = makeStore();
    const sub = store.dispatch(testApi.endpoints.liveNumber.initiate("a"));
    await vi.waitFor(() => expect(numbers.live().filter((l) => l.arg === "a")).toHaveLength(1));
    const [listener] = numbers.live().filter((l) => l.arg === "a");
    expect(entry(store, "a").isLoading).toBe(true);
    listener!.onChange(1);
    await vi.waitFor(() => expect(entry(store, "a").data).toBe(1));
    listener!.onChange(2);
    expect(entry(store, "a").data).toBe(2);
    // Still the one listener: the entry adopted the fetch's own.
    expect(numbers.all.filter((l) => l.arg === "a")).toHaveLength(1);
    sub.unsubscribe();
    await vi.waitFor(() => expect(listener!.stopped).toBe(true));
  });

  it("a refetch's listener takes over from the one before", async () => {
    const store = makeStore();
    const sub = store.dispatch(testApi.endpoints.liveNumber.initiate("b"));
    await vi.waitFor(() => expect(numbers.live().filter((l) => l.arg === "b")).toHaveLength(1));
    const first = numbers.live().find((l) => l.arg === "b")!;
    first.onChange(1);
    await vi.waitFor(() => expect(entry(store, "b").data).toBe(1));
    void sub.refetch();
    await vi.waitFor(() => expect(numbers.live().filter((l) => l.arg === "b")).toHaveLength(2));
    const second = numbers.live().find((l) => l.arg === "b" && l !== first)!;
    second.onChange(5);
    await vi.waitFor(() => expect(first.stopped).toBe(true));
    second.onChange(6);
    expect(entry(store, "b").data).toBe(6);
    sub.unsubscribe();
    await vi.waitFor(() => expect(second.stopped).toBe(true));
  });

  it("a listener whose entry went away before it answered stops after answering", async () => {
    const store = makeStore();
    const sub = store.dispatch(testApi.endpoints.liveNumber.initiate("c"));
    await vi.waitFor(() => expect(numbers.live().filter((l) => l.arg === "c")).toHaveLength(1));
    const listener = numbers.live().find((l) => l.arg === "c")!;
    sub.unsubscribe();
    await vi.waitFor(() => expect(entry(store, "c").isUninitialized).toBe(true));
    listener.onChange(1);
    await vi.waitFor(() => expect(listener.stopped).toBe(true));
  });

  it("when the adopted listener fails, reads again: an error shows with its retry, which listens again", async () => {
    const store = makeStore();
    const sub = store.dispatch(testApi.endpoints.liveNumber.initiate("d"));
    await vi.waitFor(() => expect(numbers.live().filter((l) => l.arg === "d")).toHaveLength(1));
    numbers
      .live()
      .find((l) => l.arg === "d")!
      .onChange(1);
    await vi.waitFor(() => expect(entry(store, "d").data).toBe(1));
    numbers
      .live()
      .find((l) => l.arg === "d")!
      .onError(new Error("gone"));
    // The read again fails too: the entry says so.
    await vi.waitFor(() => expect(numbers.live().filter((l) => l.arg === "d")).toHaveLength(1));
    numbers
      .live()
      .find((l) => l.arg === "d")!
      .onError(new Error("still gone"));
    await vi.waitFor(() => expect(entry(store, "d").error).toMatchObject({ message: "The number could not be read." }));
    void sub.refetch();
    await vi.waitFor(() => expect(numbers.live().filter((l) => l.arg === "d")).toHaveLength(1));
    const again = numbers.live().find((l) => l.arg === "d")!;
    again.onChange(3);
    await vi.waitFor(() => expect(entry(store, "d").data).toBe(3));
    again.onChange(4);
    expect(entry(store, "d").data).toBe(4);
    sub.unsubscribe();
    await vi.waitFor(() => expect(again.stopped).toBe(true));
  });
});

describe("liveWindow", () => {
  const words = (store: ReturnType<typeof makeStore>) => testApi.endpoints.liveWords.select("w")(store.getState() as never);

  it("reads a window, and on Show more a larger one whose listener takes over", async () => {
    const store = makeStore();
    const sub = store.dispatch(testApi.endpoints.liveWords.initiate("w"));
    await vi.waitFor(() => expect(windows.live()).toHaveLength(1));
    const small = windows.live()[0]!;
    expect(small.arg).toEqual({ id: "w", max: 2 });
    small.onChange({ items: ["a", "b"], more: true });
    await vi.waitFor(() => expect(words(store).hasNextPage).toBe(true));
    small.onChange({ items: ["z", "a"], more: true });
    expect(words(store).data?.pages).toEqual([{ items: ["z", "a"], more: true }]);

    void store.dispatch(testApi.endpoints.liveWords.initiate("w", { direction: "forward", subscribe: false }));
    await vi.waitFor(() => expect(windows.live()).toHaveLength(2));
    const large = windows.live().find((l) => l !== small)!;
    expect(large.arg).toEqual({ id: "w", max: 4 });
    large.onChange({ items: ["z", "a", "b"], more: false });
    await vi.waitFor(() => expect(small.stopped).toBe(true));
    expect(words(store).data?.pages).toEqual([{ items: ["z", "a", "b"], more: false }]);
    expect(words(store).hasNextPage).toBe(false);
    large.onChange({ items: ["y", "z", "a", "b"], more: true });
    expect(words(store).data?.pages).toEqual([{ items: ["y", "z", "a", "b"], more: true }]);
    sub.unsubscribe();
    await vi.waitFor(() => expect(large.stopped).toBe(true));
  });
});
