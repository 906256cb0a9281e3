import { SITE_PLAN_LIMITS, siteLimitFor } from "@rallyhub/domain/sites/constants";

/**
 * The site builder service's rule for creating a new site (spec §2.5 site-builder
 * guard). The spec leaves the rule open; ours, shared with publishSite (which
 * enforces it on the server): Free and Member Plus may have one site
 * (published, or a draft never published), Organizer Pro up to 25.
 */
export const SITE_LIMITS = SITE_PLAN_LIMITS;
export { siteLimitFor };

export function canCreateSite(plan: string, ownedSites: number): boolean {
  return ownedSites < siteLimitFor(plan);
}
