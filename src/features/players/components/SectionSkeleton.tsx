import { SectionPlaceholder } from "@/components/SectionPlaceholder";

/** Spec §9 Home: a section's skeleton is 224px high below 1201px wide, else 383px. */
export const SKELETON_HEIGHT = { narrow: 224, wide: 383, wideFrom: 1201 } as const;

/** What the Players Near You skeleton announces. */
export const NEARBY_LOADING_LABEL = "Loading players near you";

/** The home section's placeholder while it loads, announced by name. */
export function SectionSkeleton({ label }: { label: string }) {
  return <SectionPlaceholder label={label} height={SKELETON_HEIGHT.narrow} wide={{ from: SKELETON_HEIGHT.wideFrom, height: SKELETON_HEIGHT.wide }} />;
}
