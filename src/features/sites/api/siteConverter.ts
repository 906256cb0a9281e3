import type { DocumentData } from "firebase/firestore";
import { feedFrom, formTitlesFrom, millisFrom, siteContentFrom } from "@rallyhub/domain/sites/stored";
import type { SiteDraft, Website } from "../model/types";

const str = (v: unknown): string => (typeof v === "string" ? v : "");

export function websiteFromData(id: string, d: DocumentData): Website {
  return {
    id,
    ...siteContentFrom(d),
    creator: str(d.creator),
    domain: typeof d.domain === "string" && d.domain ? d.domain : null,
    feed: feedFrom(d.feed),
    formTitles: formTitlesFrom(d.formTitles),
    publishedAt: millisFrom(d.publishedAt),
  };
}

export function draftFromData(id: string, d: DocumentData): SiteDraft {
  return {
    id,
    ...siteContentFrom(d),
    creator: str(d.creator),
    published: d.published === true,
    savedAt: millisFrom(d.savedAt) ?? millisFrom(d.updatedAt),
    publishedAt: millisFrom(d.publishedAt),
  };
}
