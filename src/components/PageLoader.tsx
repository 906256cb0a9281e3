import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";

/** A centred spinner for a page or section that is loading. */
export function PageLoader({ label = "Loading" }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: "flex", justifyContent: "center", alignItems: "center", minHeight: "40vh" }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
