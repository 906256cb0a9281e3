import { api, attempt, type QueryResult } from "@/lib/api";
import { SEARCH_LIMITS, SEARCH_MESSAGES, type SearchInput, type SearchKind, type SearchKindResult, type SearchResult } from "@rallyhub/domain/search/search";
import { runSearch } from "./searchRepository";

export interface MoreArgs {
  q: string;
  kind: SearchKind;
}

/**
 * Full search (issue 13): the first results of every kind in one call, then
 * "Show more" per kind, page by page from that kind's cursor (an infinite
 * query whose first page param is the cursor the first results gave).
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchResult, SearchInput>({
      queryFn: (input) => attempt(() => runSearch(input), SEARCH_MESSAGES.failed),
      keepUnusedDataFor: 120,
    }),
    searchMore: build.infiniteQuery<SearchKindResult, MoreArgs, string>({
      infiniteQueryOptions: { initialPageParam: "", getNextPageParam: (last) => last.next ?? undefined },
      queryFn: async ({ queryArg: { q, kind }, pageParam }): Promise<QueryResult<SearchKindResult>> => {
        const answer = await attempt(() => runSearch({ q, kinds: [kind], limit: SEARCH_LIMITS.perKind.more, ...(pageParam ? { cursors: { [kind]: pageParam } } : {}) }), SEARCH_MESSAGES.failed);
        return answer.error ? answer : { data: answer.data.results[kind] ?? { hits: [], next: null } };
      },
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useSearchQuery, useSearchMoreInfiniteQuery } = searchApi;
