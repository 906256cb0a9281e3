import { api, attempt, type QueryResult } from "@/lib/api";
import { SEARCH_KINDS, SEARCH_LIMITS, SEARCH_MESSAGES, type SearchInput, type SearchKind, type SearchKindResult, type SearchResult } from "@rallyhub/domain/search/search";
import { runSearch } from "./searchRepository";

export interface MoreArgs {
  q: string;
  kind: SearchKind;
}

/**
 * Full search (issue 13): the first results of every kind in one call, then
 * "Show more" per kind, page by page from that kind's cursor. Each kind's
 * list is an infinite query whose first page is that kind's first results:
 * the one call writes them into each kind's entry, so showing a kind reads
 * nothing more until "Show more".
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult, SearchInput>({
      queryFn: async (input, { dispatch }) => {
        const answer = await attempt(() => runSearch(input), SEARCH_MESSAGES.failed);
        if (answer.data) {
          const found = answer.data.results;
          const firstPages = SEARCH_KINDS.flatMap((kind) => {
            const first = found[kind];
            return first ? [{ endpointName: "searchMore" as const, arg: { q: input.q, kind }, value: { pages: [first], pageParams: [""] } }] : [];
          });
          dispatch(searchApi.util.upsertQueryEntries(firstPages));
        }
        return answer;
      },
      keepUnusedDataFor: 120,
    }),
    /** One kind's results: page "" is its first results (written by search), then a page per cursor. */
    searchMore: build.infiniteQuery<SearchKindResult, MoreArgs, string>({
      infiniteQueryOptions: { initialPageParam: "", getNextPageParam: (last) => last.next ?? undefined },
      queryFn: async ({ queryArg: { q, kind }, pageParam }): Promise<QueryResult<SearchKindResult>> => {
        const page = pageParam ? { limit: SEARCH_LIMITS.perKind.more, cursors: { [kind]: pageParam } } : { limit: SEARCH_LIMITS.perKind.firstPage };
        const answer = await attempt(() => runSearch({ q, kinds: [kind], ...page }), SEARCH_MESSAGES.failed);
        return answer.error ? answer : { data: answer.data.results[kind] ?? { hits: [], next: null } };
      },
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useSearchQuery, useSearchMoreInfiniteQuery } = searchApi;
