import { api, attempt } from "@/lib/api";
import type { CallableOutput } from "@rallyhub/domain/callables/all";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import type { ContactMessageInput } from "@rallyhub/domain/sites/model";
import type { Website } from "../model/types";
import { getWebsite, getWebsiteByDomain, getWebsiteByOrganization, sendSiteMessage } from "./publicSiteRepository";

/**
 * Published websites for visitors (site/view, organization-website, a custom
 * domain) and their contact form. Kept apart from the builder's endpoints
 * (sitesApi.ts), so a site's pages never load the full Firestore SDK.
 */
export const publicSitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A published website by id (null when there is none). */
    getWebsite: build.query<Website | null, string>({
      queryFn: (id) => attempt(() => getWebsite(id), SITE_MESSAGES.loadFailed),
      providesTags: (_r, _e, id) => [{ type: "Site", id }],
    }),
    /** The website served on a host (custom-website mode). */
    getWebsiteByDomain: build.query<Website | null, string>({
      queryFn: (host) => attempt(() => getWebsiteByDomain(host), SITE_MESSAGES.loadFailed),
      providesTags: (r) => (r ? [{ type: "Site", id: r.id }] : []),
    }),
    /** An organization's website (organization-website/{id}). */
    getWebsiteByOrganization: build.query<Website | null, string>({
      queryFn: (orgId) => attempt(() => getWebsiteByOrganization(orgId), SITE_MESSAGES.loadFailed),
      providesTags: (r) => (r ? [{ type: "Site", id: r.id }] : []),
    }),
    sendSiteMessage: build.mutation<CallableOutput<"sendSiteMessage">, { siteId: string; message: ContactMessageInput }>({
      queryFn: ({ siteId, message }) => attempt(() => sendSiteMessage(siteId, message), SITE_MESSAGES.messageFailed),
    }),
  }),
});

export const { useGetWebsiteQuery, useGetWebsiteByDomainQuery, useGetWebsiteByOrganizationQuery, useSendSiteMessageMutation } = publicSitesApi;
