import { excerptOf } from "@rallyhub/domain/posts/model";

const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** The day a post was written, e.g. "Mar 3, 2026" (the reader's time zone); empty for an unknown time. */
export function postedOn(ms: number): string {
  return ms > 0 ? DAY.format(ms) : "";
}

/** Spec §9: a post card shows the first 100 characters of the text, with "…" when there is more. */
export function cardText(text: string): string {
  const { text: start, cut } = excerptOf(text);
  return cut ? `${start}…` : start;
}
