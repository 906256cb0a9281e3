import { searchInput, type SearchResult } from "../search/search";
import { defineContract, PUBLIC, returns } from "./contract";

/** The site-wide search (anyone; players only for signed-in users). */
export const search = defineContract({ name: "search", input: searchInput, output: returns<SearchResult>(), access: PUBLIC, sentences: true });
