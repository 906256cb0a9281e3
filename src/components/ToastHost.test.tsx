import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, render as renderPlain, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import "@/test/asyncTimeout";
import { queued } from "@/test/toasts";
import { makeStore } from "@/app/store";
import { registerAppStore } from "@/lib/session/storeAccess";
import { toast } from "@/lib/toast";
import { ToastHost } from "./ToastHost";
import ToastView from "./ToastView";

// The queue is the store's: each test has its own.
let store = makeStore();
beforeEach(() => {
  store = makeStore();
  registerAppStore(store);
});
const render = (ui: ReactElement) => renderPlain(<Provider store={store}>{ui}</Provider>);

afterEach(() => {
  act(() => toast.reset());
});

describe("ToastHost", () => {
  it("shows nothing without messages", () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a message", async () => {
    render(<ToastHost />);
    act(() => {
      toast.success("Successfully updated your profile");
    });
    expect(await screen.findByText("Successfully updated your profile")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Successfully updated your profile");
  });

  it("shows a message queued before it mounted", async () => {
    toast.info("Queued early");
    render(<ToastHost />);
    expect(await screen.findByText("Queued early")).toBeInTheDocument();
  });

  it("dismisses a message with its action button and then shows the next one", async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => {
      toast.error("Something went wrong saving availability", { duration: "persistent", actionLabel: "OK" });
      toast.info("Second message");
    });
    expect(await screen.findByText("Something went wrong saving availability")).toBeInTheDocument();
    expect(screen.queryByText("Second message")).not.toBeInTheDocument();
    // An action label replaces the close icon.
    expect(screen.queryByRole("button", { name: /close/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "OK" }));

    expect(await screen.findByText("Second message")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Something went wrong saving availability")).not.toBeInTheDocument());
  });

  it("closes a message without an action label with its close button", async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => {
      toast.info("Closable");
    });
    await screen.findByText("Closable");
    await user.click(screen.getByRole("button", { name: /close/i }));
    await waitFor(() => expect(screen.queryByText("Closable")).not.toBeInTheDocument());
  });

  it("removes a message dismissed elsewhere", async () => {
    render(<ToastHost />);
    let id = 0;
    act(() => {
      id = toast.info("Going away");
    });
    await screen.findByText("Going away");
    act(() => toast.dismiss(id));
    await waitFor(() => expect(screen.queryByText("Going away")).not.toBeInTheDocument());
  });
});

describe("ToastView auto-hide", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ["short", 3000],
    ["route", 3500],
    ["normal", 5000],
  ] as const)("a %s message is dismissed after %s ms", (duration, ms) => {
    vi.useFakeTimers();
    toast.show({ message: "Timed", duration });
    const current = queued()[0]!;
    render(<ToastView current={current} />);
    expect(screen.getByText("Timed")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(queued().map((t) => t.id)).toEqual([current.id]);
    act(() => vi.advanceTimersByTime(1));
    expect(queued()).toEqual([]);
  });

  it("a persistent message stays until its button is used", () => {
    vi.useFakeTimers();
    toast.show({ message: "Stays", duration: "persistent", actionLabel: "Dismiss" });
    const current = queued()[0]!;
    render(<ToastView current={current} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(queued().map((t) => t.id)).toEqual([current.id]);
    act(() => screen.getByRole("button", { name: "Dismiss" }).click());
    expect(queued()).toEqual([]);
  });
});
