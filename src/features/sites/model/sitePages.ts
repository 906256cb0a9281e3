import type { SitePage, Website } from "./types";

/** Spec §2.5 Site pages: the page slug is the first path segment after the site. */
export function pageSlugFromPath(rest: string | undefined): string {
  return (rest ?? "").split("/").filter(Boolean)[0] ?? "";
}

/** The page to show: the one with the slug, the first page when there is no slug (spec §2.5: the first page is the default), null when the slug matches none. */
export function resolveSitePage(site: Pick<Website, "pages">, slug: string): SitePage | null {
  if (!slug) return site.pages[0] ?? null;
  return site.pages.find((p) => p.slug === slug) ?? null;
}

export interface SitePageMeta {
  title: string;
  description: string;
  icon: string;
}

/**
 * Spec §2.5: the title is the page title followed by the site title; the
 * description falls back to seoDescription, then to the title; the default
 * icon is the product logo (a site's primary logo replaces it).
 */
export function sitePageMeta(site: Pick<Website, "title" | "settings">, page: Pick<SitePage, "title" | "seoDescription">, productLogo: string): SitePageMeta {
  return {
    title: `${page.title} | ${site.title}`,
    description: page.seoDescription.trim() || page.title,
    icon: site.settings.logos.primary || productLogo,
  };
}

/** A page's address inside the site view. The first page is the site's root. */
export function sitePagePath(base: string, site: Pick<Website, "pages">, page: Pick<SitePage, "slug">): string {
  const root = base.replace(/\/$/, "");
  return site.pages[0]?.slug === page.slug ? root || "/" : `${root}/${page.slug}`;
}

/** Where a button's address goes: a path such as /about is a page of this site; anything else is left as it is. */
export function resolveSiteLink(base: string, url: string): { internal: boolean; to: string } {
  if (url.startsWith("/") && !url.startsWith("//")) {
    const root = base.replace(/\/$/, "");
    return { internal: true, to: url === "/" ? root || "/" : `${root}${url}` };
  }
  return { internal: false, to: url };
}
