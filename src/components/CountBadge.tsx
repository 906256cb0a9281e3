import type { ReactNode } from "react";
import Box from "@mui/material/Box";

/**
 * A count on an icon (the shell's unread messages and notifications), drawn
 * as MUI's Badge draws it, in a few lines: every signed-in page shows it, and
 * Badge's code is more than a kilobyte of each page's JavaScript. The number
 * is for the eye; the button's own label says it for screen readers.
 */
export function CountBadge({ count, max = 99, children }: { count: number; max?: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: "relative", display: "inline-flex", verticalAlign: "middle", flexShrink: 0 }}>
      {children}
      {count > 0 ? (
        <Box
          component="span"
          aria-hidden
          data-testid="count-badge"
          sx={{
            position: "absolute",
            top: 0,
            right: 0,
            transform: "translate(50%, -50%)",
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            bgcolor: "secondary.main",
            color: "secondary.contrastText",
            fontSize: "0.75rem",
            fontWeight: 500,
            lineHeight: 1,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            boxSizing: "border-box",
          }}
        >
          {count > max ? `${max}+` : count}
        </Box>
      ) : null}
    </Box>
  );
}
