import { UNEXPECTED_FAILURE } from "./errors";

/**
 * The web copy several features share (not one feature's own: that is in its
 * features/<feature>/messages.ts): what the user is told when an operation
 * fails. The quoted strings of the spec's error catalogue (§8) are used
 * exactly; the others are ours, for operations the spec does not word.
 * Endpoints turn any failure into an AppError carrying one of these (plus the
 * server's reason, when it gave one); screens show what the error carries and never invent their own text.
 */
export const APP_MESSAGES = {
  failure: {
    /** An operation failed in a way no endpoint worded (a bug, not a refusal). */
    unexpected: UNEXPECTED_FAILURE,
    // Loading and lookup (§8)
    teamNotFound: "Team not found",
    userNotFound: "User not found",
    noCurrentUser: "No current user",
    placeNotFound: "Place not found",
    // Profile (§8)
    alternateEmails: "Failed to update alternate emails",
    userNotLoaded: "User not loaded",
    familyLoad: "Failed to load family connections",
    familyRemove: "Failed to remove connection",
    familyMembers: "Failed to update family members",
    familyRequest: "Failed to send connection request",
    familyRespond: "The request could not be answered. Please try again.",
    profileSave: "Your profile could not be saved. Check your connection and try again.",
    playerLoad: "This player could not be loaded. Check your connection and try again.",
    gameTypesLoad: "Could not load the game types. Check your connection and try again.",
    // Settings (§8)
    availabilitySave: "Something went wrong saving availability",
    availabilityLoad: "Your availability could not be loaded.",
    playerAvailabilityLoad: "This player's availability could not be loaded.",
    alreadyBlocked: "User is already blocked.",
    blockUsers: "Error blocking users.",
    unblockUser: "Error while unblocking user.",
    deleteAccount: "An error occurred while deleting your account.",
    deletionBlockers: "Your teams could not be checked. Please try again.",
    privacyToggle: "Privacy could not be updated. Please try again.",
    conversationsLoad: "Your blocked conversations could not be loaded.",
    conversationBlock: "The conversation could not be blocked. Please try again.",
    conversationUnblock: "The conversation could not be unblocked. Please try again.",
    interests: "Your interests could not be saved. Please try again.",
    notificationSettings: "Your notification settings could not be saved. Check your connection and try again.",
    activitySubscriptions: "Activity subscriptions could not be saved. Please try again.",
    photoUpload: "Your photo could not be uploaded. Please try again.",
    photoSave: "Your photo could not be saved. Please try again.",
    uploadsUnavailable: "Photo uploads are not available right now.",
    userSearch: "Error searching for user. Please try again.",
    // Notifications
    notificationsLoad: "Notifications could not be loaded. Check your connection and try again.",
    notificationRead: "Could not mark it read. Please try again.",
    notificationDelete: "Could not delete it. Please try again.",
    // Development outbox
    outboxLoad: "The outbox could not be loaded.",
    // Sites, organizations, forms (§8)
    organizationNotFound: "Organization not found",
    organizationLoad: "Failed to load organization",
    noOrganizationSlug: "No organization slug provided",
    noWebsiteId: "No website ID found",
    notWebsiteOwner: "User does not own this website",
    websiteCreate: "Error creating website",
    formLoad: "This form could not be loaded.",
    teamLoad: "This team could not be loaded.",
    teamsLoad: "Your teams could not be loaded.",
  },
} as const;

export type FailureKey = keyof typeof APP_MESSAGES.failure;
