import { api, attempt } from "@/lib/api";
import { APP_MESSAGES } from "@/lib/messages";
import type { Organization } from "../model/types";
import { getOrganizationBySlug, listOrganizationsByCreator } from "./organizationsRepository";

export const organizationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: organization lookup by slug (null when there is none). */
    getOrganizationBySlug: build.query<Organization | null, string>({
      queryFn: (slug) => attempt(() => getOrganizationBySlug(slug), APP_MESSAGES.failure.organizationLoad),
      providesTags: (r, _e, slug) => [{ type: "Organization", id: r?.id ?? `slug-${slug}` }],
    }),
    /** The organizations a user runs (the teams dashboard). */
    getMyOrganizations: build.query<Organization[], string>({
      queryFn: (uid) => attempt(() => listOrganizationsByCreator(uid), APP_MESSAGES.failure.organizationLoad),
      providesTags: [{ type: "Organization", id: "MINE" }],
    }),
  }),
});

export const { useGetOrganizationBySlugQuery, useGetMyOrganizationsQuery } = organizationsApi;
