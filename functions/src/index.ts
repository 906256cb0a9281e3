import { setGlobalOptions } from "firebase-functions/v2";
import type { AllContracts, CallableName } from "@rallyhub/domain/callables/all";
import { config } from "./config";
import type { DefinedCallable } from "./lib/callable";
import type * as deployed from "./index";

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
export { openConversation, openTeamConversation } from "./messages/openConversation";
export { sendMessage, markConversationRead } from "./messages/sendMessage";
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
export { createSubscription, cancelSubscription, createCustomerSession, getCheckoutSession, getProduct } from "./payments/subscriptions";
export { linkOrCreateStripeAccount, connectOAuth, getAccount, unlinkStripeAccount } from "./payments/connect";
export { stripeWebhook } from "./payments/webhook";
export { payForEvent } from "./payments/eventPayments";
export { createInvoice, payInvoice, voidInvoice } from "./payments/invoices";
export { listPosts } from "./posts/listPosts";
export { reportPost } from "./posts/reportPost";
export { search } from "./search/search";
export { createUserList, renameUserList, deleteUserList, addToUserList, removeFromUserList, inviteUserList } from "./userLists/userLists";
export { savePlace } from "./places/savePlace";
export { publishSite } from "./sites/publishSite";
export { unpublishSite } from "./sites/unpublishSite";
export { onTeamEventWrittenForSites, onTeamUpdatedForSites } from "./sites/feedTriggers";
export { attachDomain } from "./sites/attachDomain";
export { sendSiteMessage } from "./sites/sendSiteMessage";
export { saveForm } from "./forms/saveForm";
export { submitForm } from "./forms/submitForm";
export { payFormSubmission, getFormPayment } from "./forms/formPayments";
export { addFormSubmitterToTeam } from "./forms/teamFormAdd";

/**
 * Every contract (packages/domain/src/callables) is exported here under its
 * name, as what defineCallable made of that very contract: a callable written
 * with onCall, or with another contract, or a contract left out, fails the
 * typecheck. (index.test.ts checks the other way: no callable without a contract.)
 */
type Deployed<T extends { [N in CallableName]: DefinedCallable<AllContracts[N]> }> = T;
export type EveryContractDeployed = Deployed<typeof deployed>;
