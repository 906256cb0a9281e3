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
  /** Where the button sits: after the items (default) or before them (older messages above newer ones). */
  placement?: "end" | "start";
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
  more,
  loadingMore,
  placement = "end",
  spacing = 2,
}: PagedListProps<Page, Item>) {
  const region = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusAfterLoad = useRef(false);
  const pages = query.data?.pages;
  const showsButton = query.hasNextPage && !query.isFetchNextPageError;

  useEffect(() => {
    if (query.isFetchingNextPage || !focusAfterLoad.current) return;
    focusAfterLoad.current = false;
    // Focus was on the button: it goes back to it (shown again after a placeholder), or to the list when no page is left.
    if (document.activeElement && document.activeElement !== document.body && document.activeElement !== button.current) return;
    if (showsButton && button.current) button.current.focus();
    else region.current?.focus();
  }, [query.isFetchingNextPage, showsButton]);

  if (!pages) {
    if (query.isError) return <RetryAlert onRetry={() => void query.refetch()} label={retryLabel}>{errorText(query.error)}</RetryAlert>;
    return <>{loading}</>;
  }
  if (query.isError && !query.isFetchNextPageError) return <RetryAlert onRetry={() => void query.refetch()} label={retryLabel}>{errorText(query.error)}</RetryAlert>;

  // A page may repeat an item an earlier page had (the list changed between reads): shown once.
  const seen = new Set<string>();
  const items = pages.flatMap(itemsOf).filter((item) => {
    const key = itemKey(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (items.length === 0 && !query.hasNextPage && !query.isFetchingNextPage) return <>{empty}</>;

  const loadMore = () => {
    if (query.isFetchingNextPage) return;
    focusAfterLoad.current = document.activeElement === button.current;
    void query.fetchNextPage();
  };
  const control = query.isFetchNextPageError ? (
    <RetryAlert onRetry={() => void query.fetchNextPage()} label={retryLabel}>
      {errorText(query.error)}
    </RetryAlert>
  ) : query.isFetchingNextPage && loadingMore ? (
    loadingMore
  ) : showsButton || query.isFetchingNextPage ? (
    <Box sx={{ textAlign: "center" }}>
      <Button
        ref={button}
        variant="outlined"
        onClick={loadMore}
        aria-disabled={query.isFetchingNextPage || undefined}
        aria-label={more.ariaLabel}
        sx={more.sx}
      >
        {query.isFetchingNextPage && more.busyLabel ? more.busyLabel : more.label}
      </Button>
    </Box>
  ) : null;

  const shown = renderAll ? renderAll(items) : list(items.map((item) => <Fragment key={itemKey(item)}>{renderItem?.(item)}</Fragment>));
  return (
    <Stack ref={region} spacing={spacing} aria-busy={query.isFetchingNextPage} tabIndex={-1} sx={{ "&:focus": { outline: "none" } }}>
      {before}
      {placement === "start" ? control : null}
      {shown}
      {placement === "end" ? control : null}
    </Stack>
  );
}
