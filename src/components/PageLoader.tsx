import Box from "@mui/material/Box";

/**
 * A centred spinner for a page or section that is loading. Drawn with CSS so
 * that the shell's loading state costs almost nothing to download.
 */
export function PageLoader({ label = "Loading" }: { label?: string }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} sx={{ display: "flex", justifyContent: "center", alignItems: "center", minHeight: "40vh" }}>
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: "50%",
          border: 4,
          borderColor: "primary.main",
          borderRightColor: "transparent",
          animation: "rh-spin 0.8s linear infinite",
          "@keyframes rh-spin": { to: { transform: "rotate(360deg)" } },
          "@media (prefers-reduced-motion: reduce)": { animationDuration: "2.4s" },
        }}
      />
    </Box>
  );
}
