// The profile feature's public surface.
export { ProfileForm } from "./components/ProfileForm";
export { RETURN_ROUTE_KEY, useSaveProfile } from "./components/useSaveProfile";
/** Another player's public profile (the player card of someone else). */
export { useGetPublicProfileQuery } from "./api/publicProfileApi";
