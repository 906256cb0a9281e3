import { api, attempt } from "@/lib/api";
import { FAILURE } from "@/lib/messages";
import type { Website } from "../model/types";
import { countOwnedSites, getWebsite, getWebsiteByDomain } from "./sitesRepository";

export const sitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A published website by id (null when there is none). */
    getWebsite: build.query<Website | null, string>({
      queryFn: (id) => attempt(() => getWebsite(id), FAILURE.websiteLoad),
      providesTags: (_r, _e, id) => [{ type: "Site", id }],
    }),
    /** The website served on a host (custom-website mode). */
    getWebsiteByDomain: build.query<Website | null, string>({
      queryFn: (host) => attempt(() => getWebsiteByDomain(host), FAILURE.websiteLoad),
      providesTags: (r) => (r ? [{ type: "Site", id: r.id }] : []),
    }),
    /** How many sites (published and drafts) a user has created: the site-builder guard's input. */
    countOwnedSites: build.query<number, string>({
      queryFn: (uid) => attempt(() => countOwnedSites(uid), FAILURE.websiteLoad),
      providesTags: (_r, _e, uid) => [{ type: "Site", id: `owned-${uid}` }],
    }),
  }),
});

export const { useGetWebsiteQuery, useGetWebsiteByDomainQuery } = sitesApi;
