import { lazy } from "react";

// The events feature's public surface: the profile's "My games" card (loaded
// only where it is shown, so pages that use the data hooks below, such as
// the home, do not carry its tables, tabs and text fields).
export const MyGamesCard = lazy(() => import("./components/MyGamesCard").then((m) => ({ default: m.MyGamesCard })));
// The home dashboard's upcoming and local games (issue 11).
export { useDiscoverEventsInfiniteQuery, useGetHostedEventsQuery, useGetUpcomingRsvpsQuery } from "./api/myEventsApi";
export type { DiscoverQuery, UpcomingRsvp } from "./api/eventsRepository";
// The games at a place, for the place page (issue 13), with their own data (render inside Suspense).
export const PlaceGames = lazy(() => import("./components/PlaceGames"));
// Loaded where a list of games shows (the home, which imports the hooks above, does not carry it): render it inside Suspense.
export const EventCard = lazy(() => import("./components/EventCard").then((m) => ({ default: m.EventCard })));
