import { data, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router-dom";
import { appStore } from "@/lib/session/storeAccess";
import { PageLoader } from "@/components/PageLoader";
import { publicSitesApi, useGetWebsiteQuery } from "../api/publicSitesApi";
import { pageSlugFromPath } from "../model/sitePages";
import { SiteView } from "./SiteView";

/** site/view/{id}/* on the main domain: the site is prefetched into the cache (a missing one is a 404). */
export async function loader({ params }: LoaderFunctionArgs) {
  const site = params.id
    ? await appStore()
        .dispatch(publicSitesApi.endpoints.getWebsite.initiate(params.id, { subscribe: false }))
        .unwrap()
    : null;
  if (!site) throw data("Website not found", { status: 404 });
  return null;
}

/** Spec §2.1: site-view routes are reused between page changes, not reloaded: only a new site id loads again. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export function Component() {
  const params = useParams();
  const { data: site } = useGetWebsiteQuery(params.id ?? "");
  if (!site) return <PageLoader label="Loading the website" />;
  return <SiteView site={site} slug={pageSlugFromPath(params["*"])} basePath={`/site/view/${site.id}`} />;
}
