import { data, useParams } from "react-router-dom";
import { appStore } from "@/lib/storeAccess";
import { PageLoader } from "@/components/PageLoader";
import { currentHostname } from "@/lib/hostMode";
import { publicSitesApi, useGetWebsiteByDomainQuery } from "../api/publicSitesApi";
import { pageSlugFromPath } from "../model/sitePages";
import { SiteView } from "./SiteView";

/** Custom-website mode (spec §2.2): the root and any deeper path show the site for this host. */
export async function loader() {
  const site = await appStore().dispatch(publicSitesApi.endpoints.getWebsiteByDomain.initiate(currentHostname(), { subscribe: false })).unwrap();
  if (!site) throw data(null, { status: 404 });
  return null;
}

/** The host never changes within a session, so page changes never reload the site. */
export function shouldRevalidate(): boolean {
  return false;
}

export function Component() {
  const { data: site } = useGetWebsiteByDomainQuery(currentHostname());
  const params = useParams();
  if (!site) return <PageLoader label="Loading the website" />;
  return <SiteView site={site} slug={pageSlugFromPath(params["*"])} basePath="/" />;
}
