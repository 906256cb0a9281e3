import type { Organization } from "./types";
import { ORGANIZATIONS_MESSAGES } from "../messages";

export type OrgResolution =
  | { kind: "redirect"; to: "/"; message: typeof ORGANIZATIONS_MESSAGES.resolver.noSlug }
  | { kind: "error"; status: 404 | 500; message: typeof ORGANIZATIONS_MESSAGES.resolver.notFound | typeof ORGANIZATIONS_MESSAGES.resolver.failed }
  | { kind: "ok"; organization: Organization };

/** Spec §2.5: reads the slug; with no slug it redirects to /. */
export async function resolveOrganization(slug: string | undefined, getBySlug: (slug: string) => Promise<Organization | null>): Promise<OrgResolution> {
  const clean = slug?.trim().toLowerCase();
  if (!clean) return { kind: "redirect", to: "/", message: ORGANIZATIONS_MESSAGES.resolver.noSlug };
  try {
    const organization = await getBySlug(clean);
    if (!organization) return { kind: "error", status: 404, message: ORGANIZATIONS_MESSAGES.resolver.notFound };
    return { kind: "ok", organization };
  } catch {
    return { kind: "error", status: 500, message: ORGANIZATIONS_MESSAGES.resolver.failed };
  }
}
