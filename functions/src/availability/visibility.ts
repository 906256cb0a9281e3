import { availabilityPrivacySchema } from "@rallyhub/domain/stored/availability";

/**
 * Who may see a player's availability (spec §3 Availability privacy, §6).
 * The one place this is decided; getPlayerAvailability applies it wherever
 * another user's availability is shown.
 */
export interface AvailabilityPrivacy {
  visibilityMode: "public" | "filtered";
  allowedGenders: string[];
  communityFilter: "none" | "any" | "all" | "specific";
  allowedCommunities: string[];
  connectsOnly: boolean;
  requireAllFilters: boolean;
}

export interface ViewerFacts {
  isOwner: boolean;
  /** The owner blocked the viewer. */
  isBlocked: boolean;
  viewerGender: string | null;
  viewerCommunities: readonly string[];
  ownerCommunities: readonly string[];
  isConnection: boolean;
}

/**
 * - The owner always sees their own.
 * - Someone the owner blocked never does.
 * - Public: everyone signed in.
 * - Filtered: each filter the owner turned on is a test — gender in the allowed
 *   list; a shared community ('any'), all of the owner's communities ('all'),
 *   or one of the chosen ones ('specific'); being a connection. With
 *   requireAllFilters every test must pass, otherwise one is enough. Filtered
 *   with no filter turned on means nobody else.
 */
export function canViewAvailability(privacy: AvailabilityPrivacy, facts: ViewerFacts): boolean {
  if (facts.isOwner) return true;
  if (facts.isBlocked) return false;
  if (privacy.visibilityMode === "public") return true;

  const tests: boolean[] = [];
  if (privacy.allowedGenders.length > 0) {
    tests.push(facts.viewerGender !== null && privacy.allowedGenders.includes(facts.viewerGender));
  }
  if (privacy.communityFilter !== "none") {
    const viewer = new Set(facts.viewerCommunities);
    if (privacy.communityFilter === "any") tests.push(facts.ownerCommunities.some((c) => viewer.has(c)));
    else if (privacy.communityFilter === "all") tests.push(facts.ownerCommunities.length > 0 && facts.ownerCommunities.every((c) => viewer.has(c)));
    else tests.push(privacy.allowedCommunities.some((c) => viewer.has(c)));
  }
  if (privacy.connectsOnly) tests.push(facts.isConnection);

  if (tests.length === 0) return false;
  return privacy.requireAllFilters ? tests.every(Boolean) : tests.some(Boolean);
}

export function privacyFrom(data: unknown): AvailabilityPrivacy {
  return availabilityPrivacySchema(data);
}
