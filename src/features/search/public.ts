// Full search's public surface: finding players by name (the user lists' picker).
export { usePlayerSearch, type PlayerSearchState } from "./components/usePlayerSearch";
