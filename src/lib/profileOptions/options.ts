import type { JoinReason } from "@/lib/session/userProfile";

/** Spec §3 Profile form fields: pronouns. */
export const PRONOUNS = ["None", "He/Him", "She/Her", "They/Them", "Unspecified"] as const;
export type Pronoun = (typeof PRONOUNS)[number];

export const JOIN_REASON_LABELS: Record<JoinReason, string> = {
  Organize: "Organize games and events",
  "Find-people": "Find people to play with",
  "Find-events": "Find events to join",
  Substitute: "Play as a substitute",
};

export interface OptionItem {
  label: string;
}

/** Spec §7 Profile options: the genders list without 'Any'. */
export function gendersForProfile(items: readonly OptionItem[]): string[] {
  return items.map((i) => i.label).filter((l) => l !== "Any");
}

/** Spec §2.1: on Create Team the game type labelled Other is placed first. */
export function otherFirst(labels: readonly string[]): string[] {
  return [...labels.filter((l) => l === "Other"), ...labels.filter((l) => l !== "Other")];
}

/** Spec §9: activity choices come from the game types excluding 'Other', sorted by label. */
export function activityChoices(labels: readonly string[]): string[] {
  return labels.filter((l) => l !== "Other").sort((a, b) => a.localeCompare(b));
}
