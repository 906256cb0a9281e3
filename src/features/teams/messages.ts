/** The teams pages' own copy (web only). Kept in the feature so that it loads with its pages, not with every page. */
export const TEAMS_MESSAGES = {
  /** What the teams pages say when a load or a save fails (spec §8 'Team not found', 'No teams exist', 'No topics configured' are elsewhere; these are ours). */
  failure: {
    teamCreate: "The team could not be created. Please try again.",
    teamSave: "The team could not be saved. Please try again.",
    teamInvite: "The invitation could not be sent. Please try again.",
    teamRespond: "Your answer could not be saved. Please try again.",
    teamRoster: "The roster could not be loaded.",
    teamRosterChange: "The roster could not be changed. Please try again.",
    teamLeave: "You could not leave the team. Please try again.",
    teamSchedule: "The schedule could not be loaded.",
    teamScheduleSave: "The schedule could not be saved. Please try again.",
    teamNotifications: "The team notifications could not be loaded.",
    teamNotificationSave: "The team notification could not be saved. Please try again.",
    invitationsLoad: "Your team invitations could not be loaded.",
  },
  invite: {
    required: "Enter an e-mail or a user ID",
    noUser: "No user found with this email or UID",
    invalidEmail: "Enter a valid e-mail",
  },
} as const;
