import { data, useLoaderData, useLocation } from "react-router-dom";
import { currentHostname } from "@/lib/hostMode";
import { getWebsiteByDomain } from "../api/publicSiteRepository";
import type { Website } from "../model/types";
import { pageSlugFromPath } from "../model/sitePages";
import { SiteView } from "./SiteView";

/**
 * Custom-website mode (spec §2.2): the root and any deeper path show the site
 * for this host. The one page of the app that reads without RTK Query: the
 * site is read once, in this loader (one REST read, no Firestore SDK), so that
 * a team's own domain stays within the marketing page's 170 KB of JavaScript,
 * which RTK Query alone would take 15 KB of. Everywhere else (site/view,
 * organization-website, the builder) a site is read through publicSitesApi.
 * The route is a layout over the root and every deeper path (customRoutes),
 * so moving between the site's pages keeps it and its loaded site.
 */
export async function loader(): Promise<Website> {
  const site = await getWebsiteByDomain(currentHostname());
  if (!site) throw data(null, { status: 404 });
  return site;
}

/** The host never changes within a session, so page changes never read the site again. */
export function shouldRevalidate(): boolean {
  return false;
}

/** The page is the first path segment (none: the first page). */
export function Component() {
  const site = useLoaderData<Website>();
  const { pathname } = useLocation();
  return <SiteView site={site} slug={pageSlugFromPath(pathname)} basePath="/" />;
}
