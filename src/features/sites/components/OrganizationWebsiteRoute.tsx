import { data, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router-dom";
import { PageLoader } from "@/components/PageLoader";
import { appStore } from "@/lib/session/storeAccess";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/constants";
import { publicSitesApi, useGetWebsiteByOrganizationQuery } from "../api/publicSitesApi";
import { pageSlugFromPath } from "../model/sitePages";
import { SiteView } from "./SiteView";

/** organization-website/{id}/*: the website an organization's creator linked to it, with its pages (one query). */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id?.trim() ?? "";
  const site = id
    ? await appStore()
        .dispatch(publicSitesApi.endpoints.getWebsiteByOrganization.initiate(id, { subscribe: false }))
        .unwrap()
    : null;
  if (!site) throw data(SITE_MESSAGES.notFound, { status: 404 });
  return null;
}

/** Reused between page changes (spec §2.1): only another organization loads again. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export function Component() {
  const params = useParams();
  const id = params.id?.trim() ?? "";
  const { data: site } = useGetWebsiteByOrganizationQuery(id);
  if (!site) return <PageLoader label="Loading the website" />;
  return <SiteView site={site} slug={pageSlugFromPath(params["*"])} basePath={`/organization-website/${encodeURIComponent(id)}`} />;
}
