// The events feature's public surface: the profile's "My games" card.
export { MyGamesCard } from "./components/MyGamesCard";
// The home dashboard's upcoming and local games (issue 11).
export { useDiscoverEventsInfiniteQuery, useGetHostedEventsQuery, useGetMyRsvpsQuery } from "./api/eventsApi";
export type { DiscoverQuery, MyEvent } from "./api/eventsRepository";
