import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PagedList, type PagedQuery } from "./PagedList";

type Page = { items: string[] };

const query = (over: Partial<PagedQuery<Page>> = {}): PagedQuery<Page> => ({
  data: { pages: [{ items: ["a", "b"] }] },
  isLoading: false,
  isError: false,
  isFetchingNextPage: false,
  hasNextPage: false,
  fetchNextPage: vi.fn(),
  refetch: vi.fn(),
  ...over,
});

function List({ q, ...over }: { q: PagedQuery<Page> } & Partial<Parameters<typeof PagedList<Page, string>>[0]>) {
  return (
    <PagedList
      query={q}
      items={(page) => page.items}
      itemKey={(item) => item}
      renderItem={(item) => <li>{item}</li>}
      list={(rows) => <ul aria-label="Letters">{rows}</ul>}
      loading={<div role="status" aria-label="Loading letters" />}
      empty={<p>No letters.</p>}
      more={{ label: "Show more" }}
      {...over}
    />
  );
}

describe("PagedList", () => {
  it("shows its skeleton while the first page loads", () => {
    render(<List q={query({ data: undefined, isLoading: true })} />);
    expect(screen.getByRole("status", { name: "Loading letters" })).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("lists the items of every page once, in order", () => {
    render(<List q={query({ data: { pages: [{ items: ["a", "b"] }, { items: ["b", "c"] }] } })} />);
    expect(
      within(screen.getByRole("list", { name: "Letters" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["a", "b", "c"]);
  });

  it("says when there is nothing", () => {
    render(<List q={query({ data: { pages: [{ items: [] }] } })} />);
    expect(screen.getByText("No letters.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("a failed read says why, and Retry reads again (with the screen's own word for it)", async () => {
    const q = query({ data: undefined, isError: true, error: { message: "The letters could not be loaded." } });
    render(<List q={q} retryLabel="Try again" />);
    expect(screen.getByText("The letters could not be loaded.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(q.refetch).toHaveBeenCalled();
  });

  it("reads the next page with its button, which stays, marked busy, while it does", async () => {
    const q = query({ hasNextPage: true });
    const { rerender } = render(<List q={q} more={{ label: "Show more places", busyLabel: "Loading…" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Show more places" }));
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
    const busy = { ...q, isFetchingNextPage: true };
    rerender(<List q={busy} more={{ label: "Show more places", busyLabel: "Loading…" }} />);
    const button = screen.getByRole("button", { name: "Loading…" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button.closest("[aria-busy]")).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(q.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("when the last page is in, focus goes from the button to the list", async () => {
    const q = query({ hasNextPage: true });
    const { rerender } = render(<List q={q} />);
    const button = screen.getByRole("button", { name: "Show more" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(q.fetchNextPage).toHaveBeenCalled();
    rerender(<List q={{ ...q, isFetchingNextPage: true }} />);
    rerender(<List q={{ ...q, hasNextPage: false, data: { pages: [{ items: ["a", "b"] }, { items: ["c"] }] } }} />);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole("list", { name: "Letters" }).parentElement);
  });

  it("a next page that failed keeps the items shown, and Retry asks for that page again", async () => {
    const q = query({ hasNextPage: true, isError: true, isFetchNextPageError: true, error: { message: "More could not be loaded." } });
    render(<List q={q} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(q.fetchNextPage).toHaveBeenCalled();
    expect(q.refetch).not.toHaveBeenCalled();
  });

  it("a list that grows backwards has its button above the items and reads the previous page", async () => {
    const fetchPreviousPage = vi.fn();
    render(<List q={query({ hasPreviousPage: true, fetchPreviousPage })} direction="previous" more={{ label: "Show older" }} />);
    const button = screen.getByRole("button", { name: "Show older" });
    expect(button.compareDocumentPosition(screen.getByRole("list")) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(button);
    expect(fetchPreviousPage).toHaveBeenCalled();
  });
});
