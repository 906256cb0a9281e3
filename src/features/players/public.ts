// The players feature's public surface.
/** The home page's Players Near You section (its list loads lazily inside it). */
export { PlayersNearYouSection, type PlayersNearYouSectionProps } from "./components/PlayersNearYouSection";
