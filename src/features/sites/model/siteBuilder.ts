/**
 * The site builder service's rule for creating a new site (spec §2.5 site-builder
 * guard). The spec leaves the rule open; ours: a free account may have one site
 * (published or draft), Organizer Pro up to 25.
 */
export const SITE_LIMITS = { Free: 1, "Member Plus": 1, "Organizer Pro": 25 } as const;

export function siteLimitFor(plan: string): number {
  return Object.hasOwn(SITE_LIMITS, plan) ? (SITE_LIMITS as Record<string, number>)[plan] ?? SITE_LIMITS.Free : SITE_LIMITS.Free;
}

export function canCreateSite(plan: string, ownedSites: number): boolean {
  return ownedSites < siteLimitFor(plan);
}
