import type { Organization } from "./types";

/** Spec §8 organization resolver messages. */
export const ORG_MESSAGES = {
  notFound: "Organization not found",
  failed: "Failed to load organization",
  noSlug: "No organization slug provided",
} as const;

export type OrgResolution =
  | { kind: "redirect"; to: "/"; message: typeof ORG_MESSAGES.noSlug }
  | { kind: "error"; status: 404 | 500; message: typeof ORG_MESSAGES.notFound | typeof ORG_MESSAGES.failed }
  | { kind: "ok"; organization: Organization };

/** Spec §2.5: reads the slug; with no slug it redirects to /. */
export async function resolveOrganization(slug: string | undefined, getBySlug: (slug: string) => Promise<Organization | null>): Promise<OrgResolution> {
  const clean = slug?.trim().toLowerCase();
  if (!clean) return { kind: "redirect", to: "/", message: ORG_MESSAGES.noSlug };
  try {
    const organization = await getBySlug(clean);
    if (!organization) return { kind: "error", status: 404, message: ORG_MESSAGES.notFound };
    return { kind: "ok", organization };
  } catch {
    return { kind: "error", status: 500, message: ORG_MESSAGES.failed };
  }
}
