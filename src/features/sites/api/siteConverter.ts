import { str } from "@/lib/convert";
import type { DocumentData } from "firebase/firestore";
import type { SitePage, Website } from "../model/types";

export function websiteFromData(id: string, d: DocumentData): Website {
  const logos = ((d.settings as Record<string, unknown> | undefined)?.logos ?? {}) as Record<string, unknown>;
  const pages: SitePage[] = Array.isArray(d.pages)
    ? (d.pages as Array<Record<string, unknown>>).map((p, i) => ({
        title: str(p.title) || `Page ${i + 1}`,
        slug: str(p.slug) || `page-${i + 1}`,
        seoDescription: str(p.seoDescription),
        description: typeof p.description === "string" ? p.description : undefined,
        content: str(p.content),
      }))
    : [];
  return {
    id,
    title: str(d.title) || "Untitled site",
    creator: str(d.creator),
    domain: typeof d.domain === "string" ? d.domain : null,
    teamId: typeof d.teamId === "string" ? d.teamId : null,
    pages,
    settings: { logos: { primary: typeof logos.primary === "string" ? logos.primary : null, secondary: typeof logos.secondary === "string" ? logos.secondary : null } },
  };
}
