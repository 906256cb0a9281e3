import { useMatches } from "react-router-dom";
import NotFound from "@/components/NotFoundFallback";
import { marketingPageFor } from "../model/pages";
import { MarketingPage } from "./MarketingPage";

/** One lazy module serves every marketing path; the route's handle names its content. */
export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { marketing?: string } | undefined;
  const page = handle?.marketing ? marketingPageFor(handle.marketing) : undefined;
  if (!page) return <NotFound />;
  return <MarketingPage page={page} />;
}
