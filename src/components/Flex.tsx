import Box, { type BoxProps } from "@mui/material/Box";
import type { ResponsiveStyleValue } from "@mui/system";

export type FlexProps = BoxProps & {
  /** flex-direction, responsive like any sx value (default column). */
  direction?: ResponsiveStyleValue<"row" | "column" | "row-reverse" | "column-reverse">;
  /** The gap between children, in theme spacing units. */
  spacing?: number;
};

/**
 * A flex box with a gap: what the home's first screen uses instead of MUI's
 * Stack, whose own chunk would count against the home's 350 KB budget for
 * what one Box does.
 */
export function Flex({ direction = "column", spacing = 0, sx, ...rest }: FlexProps) {
  return <Box {...rest} sx={{ display: "flex", flexDirection: direction, gap: spacing, ...(sx as object | undefined) }} />;
}
