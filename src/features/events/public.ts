// The events feature's public surface: the profile's "My games" card.
export { MyGamesCard } from "./components/MyGamesCard";
