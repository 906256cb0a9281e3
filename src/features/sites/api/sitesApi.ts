import { api, attempt, attemptWrite } from "@/lib/api";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import type { SiteContent } from "@rallyhub/domain/sites/model";
import { openDraft, type DraftOpening } from "../model/draftResolver";
import type { MySite } from "../model/types";
import { getWebsite } from "./publicSiteRepository";
import { attachDomain, countOwnedSites, createDraft, createDraftFromSite, discardDraft, getDraft, listMySites, publishSite, saveDraft, unpublishSite, uploadSiteImage } from "./sitesRepository";

/**
 * Websites (issue 14), for their owners: the user's sites and drafts, and the
 * builder's writes (published sites for visitors: publicSitesApi.ts). Drafts are the
 * user's own documents; publishing and domains go through the Functions.
 */
export const sitesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** How many sites (published and never-published drafts) a user has: the site-builder guard's input. */
    countOwnedSites: build.query<number, string>({
      queryFn: (uid) => attempt(() => countOwnedSites(uid), SITE_MESSAGES.loadFailed),
      providesTags: [{ type: "Site", id: "MINE" }],
    }),
    /** My Sites. */
    getMySites: build.query<MySite[], string>({
      queryFn: (uid) => attempt(() => listMySites(uid), SITE_MESSAGES.loadFailed),
      providesTags: [{ type: "Site", id: "MINE" }],
    }),
    /** Spec §4: opening a site for editing (the draft, or a new draft of the caller's published site). */
    openDraft: build.query<DraftOpening, { id: string; uid: string }>({
      queryFn: ({ id, uid }) => attempt(() => openDraft(id, uid, { getDraft, getWebsite, createDraftFromSite }), SITE_MESSAGES.loadFailed),
      providesTags: (_r, _e, { id }) => [{ type: "Site", id: `draft-${id}` }],
      // Kept a little while between the route loader and the page that reads it.
      keepUnusedDataFor: 30,
    }),
    createDraft: build.mutation<string, { uid: string; content: SiteContent }>({
      queryFn: ({ uid, content }) => attempt(() => createDraft(uid, content), SITE_MESSAGES.createFailed),
      invalidatesTags: [{ type: "Site", id: "MINE" }],
    }),
    saveDraft: build.mutation<null, { id: string; content: SiteContent }>({
      queryFn: ({ id, content }) => attemptWrite(() => saveDraft(id, content), SITE_MESSAGES.saveFailed),
      invalidatesTags: [{ type: "Site", id: "MINE" }],
    }),
    discardDraft: build.mutation<null, string>({
      queryFn: (id) => attemptWrite(() => discardDraft(id), SITE_MESSAGES.discardFailed),
      // Not the open draft's entry: refetching it while the builder is still on screen would make
      // a published site's draft again at once. The builder leaves; the next opening reloads it.
      invalidatesTags: [{ type: "Site", id: "MINE" }],
    }),
    publishSite: build.mutation<CallableOutput<"publishSite">, string>({
      queryFn: (id) => attempt(() => publishSite(id), SITE_MESSAGES.publishFailed),
      invalidatesTags: (_r, _e, id) => [
        { type: "Site", id },
        { type: "Site", id: "MINE" },
      ],
    }),
    /** The site goes offline; its pages stay as a draft (and its domain is released). */
    unpublishSite: build.mutation<CallableOutput<"unpublishSite">, string>({
      queryFn: (id) => attempt(() => unpublishSite(id), SITE_MESSAGES.unpublishFailed),
      invalidatesTags: (_r, _e, id) => [
        { type: "Site", id },
        { type: "Site", id: `draft-${id}` },
        { type: "Site", id: "MINE" },
      ],
    }),
    attachDomain: build.mutation<CallableOutput<"attachDomain">, CallableInput<"attachDomain">>({
      queryFn: ({ siteId, domain }) => attempt(() => attachDomain(siteId, domain), SITE_MESSAGES.domainFailed),
      invalidatesTags: (_r, _e, { siteId }) => [
        { type: "Site", id: siteId },
        { type: "Site", id: "MINE" },
      ],
    }),
    /** The image is kept out of the store's serializability check by its name (see app/store.ts: originalArgs.image). */
    uploadSiteImage: build.mutation<string, { uid: string; image: File }>({
      queryFn: ({ uid, image }) => attempt(() => uploadSiteImage(uid, image), SITE_MESSAGES.uploadFailed),
    }),
  }),
});

export const {
  useGetMySitesQuery,
  useOpenDraftQuery,
  useCreateDraftMutation,
  useSaveDraftMutation,
  useDiscardDraftMutation,
  usePublishSiteMutation,
  useUnpublishSiteMutation,
  useAttachDomainMutation,
  useUploadSiteImageMutation,
} = sitesApi;
