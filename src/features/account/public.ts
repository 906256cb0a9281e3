import { lazy } from "react";

// The account feature's public surface: the cards the settings page shows,
// its settings tabs (each loaded only when opened), and answering a family
// request (from the notifications page).
export { AlternateEmailsCard } from "./components/AlternateEmailsCard";
export { AvatarPicker } from "./components/AvatarPicker";
export { FamilyMembersCard } from "./components/FamilyMembersCard";
export { useRespondFamilyRequestMutation } from "./api/familyApi";
// Finding one user by e-mail or uid (team invitations use it too).
export { useUserSearch, type UserSearchState } from "./components/useUserSearch";
export type { FoundUser } from "./api/accountCallables";

export const PrivacyTab = lazy(() => import("./components/PrivacyTab"));
export const InterestsTab = lazy(() => import("./components/InterestsTab"));
export const ActivitySubscriptionTab = lazy(() => import("./components/ActivitySubscriptionTab"));
