import { Fragment, useEffect, useRef, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { SxProps, Theme } from "@mui/material/styles";
import { RetryAlert } from "./RetryAlert";

/** What PagedList reads of an infinite query's hook (`useXInfiniteQuery(...)`). */
export interface PagedQuery<Page> {
  data?: { pages: readonly Page[] };
  error?: unknown;
  isUninitialized?: boolean;
  isLoading: boolean;
  isError: boolean;
  isFetchNextPageError?: boolean;
  isFetchingNextPage: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  /** For a list that grows backwards (direction "previous"). */
  isFetchPreviousPageError?: boolean;
  isFetchingPreviousPage?: boolean;
  hasPreviousPage?: boolean;
  fetchPreviousPage?: () => unknown;
  refetch: () => unknown;
}

export interface PagedListProps<Page, Item> {
  /** The list's infinite query (RTK Query `build.infiniteQuery`). */
  query: PagedQuery<Page>;
  /** The items of one page. */
  items: (page: Page) => readonly Item[];
  itemKey: (item: Item) => string;
  /** One item, as an element of the list (an `li` in a list). */
  renderItem?: (item: Item) => ReactNode;
  /** The list element around the items (default: an unstyled `ul` with gaps between items). */
  list?: (items: ReactNode) => ReactNode;
  /** Instead of renderItem and list: all the items at once (a list shown in groups). */
  renderAll?: (items: readonly Item[]) => ReactNode;
  /** Shown while the first page loads (a skeleton with a status label). */
  loading: ReactNode;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  /** What a failed read says (default: the error's message). */
  errorText?: (error: unknown) => ReactNode;
  /** The retry button's label (default 'Retry'). */
  retryLabel?: string;
  /** Above the list, once it shows (e.g. how many were found). */
  before?: ReactNode;
  /** The button that loads the next page: its text, and optionally its accessible name and its text while loading. */
  more: { label: string; busyLabel?: string; ariaLabel?: string; sx?: SxProps<Theme> };
  /** Shown instead of the button while the next page loads (default: the button, busy). */
  loadingMore?: ReactNode;
  /**
   * Which way the list grows: "next" pages go after the items (the button
   * below them); "previous" pages go before them, the button above (older
   * messages above newer ones).
   */
  direction?: "next" | "previous";
  spacing?: number;
}

const defaultList = (items: ReactNode) => (
  <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
    {items}
  </Stack>
);

const messageOf = (error: unknown): ReactNode => (error as { message?: string } | undefined)?.message ?? "";

/**
 * The one paged list (DESIGN.md, One data path): the items of an infinite
 * query's pages, a skeleton while the first page loads, what an empty list
 * says, a failed read with Retry, and a "Show more" button that reads the
 * next page. While it does, the list is marked busy (aria-busy) and the
 * button stays where it is (or a placeholder takes its place), and focus
 * comes back to it after the page is in; when the last page is in and the
 * button goes, focus moves to the list rather than being lost.
 */
export function PagedList<Page, Item>({
  query,
  items: itemsOf,
  itemKey,
  renderItem,
  list = defaultList,
  renderAll,
  loading,
  empty,
  errorText = messageOf,
  retryLabel,
  before,
  more: moreButton,
  loadingMore,
  direction = "next",
  spacing = 2,
}: PagedListProps<Page, Item>) {
  const region = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusAfterLoad = useRef(false);
  const pages = query.data?.pages;
  const backwards = direction === "previous";
  const more = backwards
    ? { has: query.hasPreviousPage ?? false, fetching: query.isFetchingPreviousPage ?? false, failed: query.isFetchPreviousPageError ?? false, fetch: () => query.fetchPreviousPage?.() }
    : { has: query.hasNextPage, fetching: query.isFetchingNextPage, failed: query.isFetchNextPageError ?? false, fetch: () => query.fetchNextPage() };
  const showsButton = more.has && !more.failed;

  useEffect(() => {
    if (more.fetching || !focusAfterLoad.current) return;
    focusAfterLoad.current = false;
    // Focus was on the button: it goes back to it (shown again after a placeholder), or to the list when no page is left.
    if (document.activeElement && document.activeElement !== document.body && document.activeElement !== button.current) return;
    if (showsButton && button.current) button.current.focus();
    else region.current?.focus();
  }, [more.fetching, showsButton]);

  if (!pages) {
    if (query.isError)
      return (
        <RetryAlert onRetry={() => void query.refetch()} label={retryLabel}>
          {errorText(query.error)}
        </RetryAlert>
      );
    return <>{loading}</>;
  }
  if (query.isError && !more.failed)
    return (
      <RetryAlert onRetry={() => void query.refetch()} label={retryLabel}>
        {errorText(query.error)}
      </RetryAlert>
    );

  // A page may repeat an item an earlier page had (the list changed between reads): shown once.
  const seen = new Set<string>();
  const items = pages.flatMap(itemsOf).filter((item) => {
    const key = itemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (items.length === 0 && !more.has && !more.fetching) return <>{empty}</>;

  const loadMore = () => {
    if (more.fetching) return;
    focusAfterLoad.current = document.activeElement === button.current;
    void more.fetch();
  };
  const control = more.failed ? (
    <RetryAlert onRetry={() => void more.fetch()} label={retryLabel}>
      {errorText(query.error)}
    </RetryAlert>
  ) : more.fetching && loadingMore ? (
    loadingMore
  ) : showsButton || more.fetching ? (
    <Box sx={{ textAlign: "center" }}>
      <Button ref={button} variant="outlined" onClick={loadMore} aria-disabled={more.fetching || undefined} aria-label={moreButton.ariaLabel} sx={moreButton.sx}>
        {more.fetching && moreButton.busyLabel ? moreButton.busyLabel : moreButton.label}
      </Button>
    </Box>
  ) : null;

  const shown = renderAll ? renderAll(items) : list(items.map((item) => <Fragment key={itemKey(item)}>{renderItem?.(item)}</Fragment>));
  return (
    <Stack ref={region} spacing={spacing} aria-busy={more.fetching} tabIndex={-1} sx={{ "&:focus": { outline: "none" } }}>
      {before}
      {backwards ? control : null}
      {shown}
      {backwards ? null : control}
    </Stack>
  );
}
