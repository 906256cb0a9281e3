/** The organization pages' own copy (web only). */
export const ORGANIZATIONS_MESSAGES = {
  /** Spec §8 organization resolver messages. */
  resolver: {
    notFound: "Organization not found",
    failed: "Failed to load organization",
    noSlug: "No organization slug provided",
  },
} as const;
