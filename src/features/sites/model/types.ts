/** Spec §3 Website (site): a page has a title, a slug and an SEO description. */
export interface SitePage {
  title: string;
  slug: string;
  seoDescription: string;
  description?: string;
  /** Body text, paragraphs separated by blank lines. */
  content: string;
}

export interface Website {
  id: string;
  title: string;
  creator: string;
  domain: string | null;
  teamId: string | null;
  pages: SitePage[];
  settings: { logos: { primary: string | null; secondary: string | null } };
}
