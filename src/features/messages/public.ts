// The messages feature's public surface. Everything here loads when shown
// (render it in a Suspense), so the pages and the shell that offer it do not
// carry the messages code.
import { lazy } from "react";

/** "Message" on another player's profile ({userId}). */
export const MessageButton = lazy(() => import("./components/MessageButton"));
/** "Team discussion" on a team's page, for its members ({teamId}). */
export const TeamDiscussionButton = lazy(() => import("./components/TeamDiscussionButton"));
