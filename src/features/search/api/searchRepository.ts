import { call } from "@/lib/firebase";
import type { SearchInput } from "@rallyhub/domain/search/search";

/** Full search: the `search` callable (one search interface on the server; anyone may call it). */
export const runSearch = (input: SearchInput) => call("search", input);
