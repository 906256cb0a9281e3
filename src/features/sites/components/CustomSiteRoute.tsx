import { data, useLoaderData, useParams } from "react-router-dom";
import { currentHostname } from "@/lib/hostMode";
import { getWebsiteByDomain } from "../api/sitesRepository";
import { pageSlugFromPath } from "../model/sitePages";
import type { Website } from "../model/types";
import { SiteView } from "./SiteView";

/** Custom-website mode (spec §2.2): the root and any deeper path show the site for this host. */
export async function loader() {
  const site = await getWebsiteByDomain(currentHostname());
  if (!site) throw data(null, { status: 404 });
  return site;
}

/** The host never changes within a session, so page changes never reload the site. */
export function shouldRevalidate(): boolean {
  return false;
}

export function Component() {
  const site = useLoaderData<Website>();
  const params = useParams();
  return <SiteView site={site} slug={pageSlugFromPath(params["*"])} basePath="/" />;
}
