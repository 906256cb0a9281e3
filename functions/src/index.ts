import { setGlobalOptions } from "firebase-functions/v2";
import { config } from "./config";

setGlobalOptions({ region: config.region, maxInstances: 10 });

export { onUserCreated } from "./users/onUserCreated";
export { claimGuestRecord } from "./users/claimGuestRecord";
export { getPlayerAvailability } from "./availability/getPlayerAvailability";
export { searchUser } from "./users/searchUser";
export { sendFamilyRequest, respondFamilyRequest, removeFamilyConnection } from "./family/family";
export { deleteAccount, getDeletionBlockers } from "./account/deleteAccount";
export { sendActivitySubscriptionConfirmation } from "./account/activitySubscriptionMail";
export { listOutbox } from "./mail/outbox";
export { setConversationBlocked } from "./conversations/setConversationBlocked";
export { saveEvent, cancelEvent } from "./events/saveEvent";
export { rsvp, getMyRsvp } from "./events/rsvp";
export { respondToRsvp, removeJoiner, messageJoiners, inviteToEvent, findAvailablePlayers } from "./events/manage";
export { saveActivitySubscriptions } from "./account/saveActivitySubscriptions";
export { onEventCreated } from "./events/alerts";
export { calendarFeed, getCalendarToken, regenerateCalendarToken } from "./events/calendar";
export { createTeam } from "./teams/createTeam";
export { inviteToTeam, respondToTeamInvite, requestToJoinTeam, respondToJoinRequest } from "./teams/invitations";
export { changeTeamRole, removeTeamMember, transferTeamOwnership, leaveTeam, deleteTeam } from "./teams/members";
export { getTeamRoster } from "./teams/roster";
export { postTeamNotification, updateTeamNotification } from "./teams/teamNotifications";
export { sendTeamCreationReminder } from "./teams/reminder";
export { checkInPlayer } from "./scan/checkInPlayer";
export { findPlayersNearby } from "./players/findPlayersNearby";
