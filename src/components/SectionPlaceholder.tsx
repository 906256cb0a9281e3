import Box from "@mui/material/Box";

/** Spec §9 Home: a section's skeleton is 224px high below 1201px wide, else 383px (the default here). */
export const SECTION_SKELETON = { height: 224, wide: { from: 1201, height: 383 } } as const;

/**
 * A placeholder while a section loads, announced by name (the shape itself
 * carries no name). Its height may change at a width, in CSS (no script
 * measures the window), and it pulses unless the user asks for less motion.
 * Drawn with Box alone: it is on the signed-in home's first screen.
 */
export function SectionPlaceholder({ label, height = SECTION_SKELETON.height, wide = SECTION_SKELETON.wide }: { label: string; height?: number; wide?: { from: number; height: number } | null }) {
  return (
    <Box role="status" aria-label={label} sx={{ width: "100%" }}>
      <Box
        data-testid="section-skeleton"
        sx={{
          height,
          ...(wide ? { [`@media (min-width:${wide.from}px)`]: { height: wide.height } } : {}),
          borderRadius: 1,
          bgcolor: "action.hover",
          "@keyframes rallyhubPulse": { "0%, 100%": { opacity: 1 }, "50%": { opacity: 0.45 } },
          animation: "rallyhubPulse 1.6s ease-in-out infinite",
          "@media (prefers-reduced-motion: reduce)": { animation: "none" },
        }}
      />
    </Box>
  );
}
