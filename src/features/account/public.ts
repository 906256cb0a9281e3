// The account feature's public surface: the cards the settings page shows,
// and answering a family request (from the notifications page).
export { AlternateEmailsCard } from "./components/AlternateEmailsCard";
export { AvatarPicker } from "./components/AvatarPicker";
export { FamilyMembersCard } from "./components/FamilyMembersCard";
export { useRespondFamilyRequestMutation } from "./api/familyApi";
