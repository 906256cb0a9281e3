/** The profile pages' own copy (web only). */
export const PROFILE_MESSAGES = {
  /** Beside the disabled 'Setup Account' / 'Save Changes': the labels of what is left follow (issue 31). */
  stillNeeded: "To continue, complete:",
} as const;
