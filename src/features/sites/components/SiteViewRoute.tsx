import { data, useLoaderData, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from "react-router-dom";
import { getWebsite } from "../api/sitesRepository";
import { pageSlugFromPath } from "../model/sitePages";
import type { Website } from "../model/types";
import { SiteView } from "./SiteView";

/** site/view/{id}/* on the main domain. */
export async function loader({ params }: LoaderFunctionArgs) {
  const site = params.id ? await getWebsite(params.id) : null;
  if (!site) throw data("Website not found", { status: 404 });
  return site;
}

/** Spec §2.1: site-view routes are reused between page changes, not reloaded: only a new site id loads again. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id;
}

export function Component() {
  const site = useLoaderData<Website>();
  const params = useParams();
  return <SiteView site={site} slug={pageSlugFromPath(params["*"])} basePath={`/site/view/${site.id}`} />;
}
