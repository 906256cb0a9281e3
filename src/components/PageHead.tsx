import { brand } from "@/lib/brand";

export interface PageHeadProps {
  title: string;
  description?: string;
  image?: string;
  keywords?: string[];
  canonicalPath?: string;
  robots?: string;
  icon?: string;
  /** The title as is, without " | {product name}". */
  rawTitle?: boolean;
}

/**
 * Document head for a page. React 19 hoists <title>, <meta> and <link> rendered
 * anywhere into <head>, and removes them when the page unmounts.
 */
export function PageHead({ title, description, image, keywords, canonicalPath, robots, icon, rawTitle }: PageHeadProps) {
  const fullTitle = rawTitle ? title : `${title} | ${brand.productName}`;
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(", ")} /> : null}
      {robots ? <meta name="robots" content={robots} /> : null}
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.productName} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {image ? <meta name="twitter:image" content={image} /> : null}
      {canonicalPath ? <link rel="canonical" href={`${origin}${canonicalPath}`} /> : null}
      {icon ? <link rel="icon" href={icon} /> : null}
    </>
  );
}
