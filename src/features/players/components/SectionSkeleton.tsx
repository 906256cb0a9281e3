import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

/** Spec §9 Home: a section's skeleton is 224px high below 1201px wide, else 383px. */
export const SKELETON_HEIGHT = { narrow: 224, wide: 383 } as const;
export const WIDE_QUERY = "(min-width:1201px)";

/** What the Players Near You skeleton announces. */
export const NEARBY_LOADING_LABEL = "Loading players near you";

/**
 * The home section's placeholder while it loads, announced by name (the
 * skeleton itself cannot carry one). The height follows the window in CSS
 * (no script on the home page's first download decides it).
 */
export function SectionSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ width: "100%" }}>
      <Skeleton variant="rounded" data-testid="section-skeleton" sx={{ height: SKELETON_HEIGHT.narrow, [`@media ${WIDE_QUERY}`]: { height: SKELETON_HEIGHT.wide } }} />
    </Box>
  );
}
