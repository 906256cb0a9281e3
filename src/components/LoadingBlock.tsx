import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";

/**
 * A placeholder while a section loads, announced by name: the skeleton itself
 * is a plain span (ARIA forbids naming it), so a status region carries the label.
 */
export function LoadingBlock({ label, height = 80 }: { label: string; height?: number }) {
  return (
    <Box role="status" aria-label={label} sx={{ width: "100%" }}>
      <Skeleton variant="rounded" height={height} />
    </Box>
  );
}
