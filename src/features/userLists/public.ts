// User lists' public surface: inviting a whole list from a game's manage page.
export { InviteListButton } from "./components/InviteListButton";
