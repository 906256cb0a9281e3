import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import { Link as RouterLink } from "react-router-dom";
import { SR_ONLY } from "@/components/srOnly";

// The home's small parts, drawn with Box alone: the first screen of the
// signed-in home must fit the 350 KB budget, and MUI's Chip, Link, Alert and
// Collapse each bring their own code for what a styled element does here.

const TAG_TONES = {
  default: { bgcolor: "action.selected", color: "text.primary" },
  primary: { bgcolor: "primary.main", color: "primary.contrastText" },
  secondary: { bgcolor: "secondary.main", color: "secondary.contrastText" },
  success: { bgcolor: "success.main", color: "success.contrastText" },
} as const;

/** A small label (a count, a role, an RSVP status). */
export function Tag({ children, tone = "default" }: { children: ReactNode; tone?: keyof typeof TAG_TONES }) {
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", px: 1, height: 24, borderRadius: 3, typography: "caption", fontWeight: 500, lineHeight: 1, whiteSpace: "nowrap", ...TAG_TONES[tone] }}
    >
      {children}
    </Box>
  );
}

const LINK_SX = {
  color: "primary.main",
  textDecoration: "none",
  "&:hover, &:focus-visible": { textDecoration: "underline" },
  "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: 2, borderRadius: 0.5 },
} as const;

/** A link inside the app, underlined on hover and focus; 44 px tall to a finger (tap-link, global.css). */
export function TextLink({ to, children, strong = false }: { to: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box component={RouterLink} to={to} className="tap-link" sx={{ ...LINK_SX, fontWeight: strong ? 500 : undefined, overflowWrap: "anywhere" }}>
      {children}
    </Box>
  );
}

/** A link to another site or host, opening in a new tab (and saying so to screen readers). */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box component="a" href={href} target="_blank" rel="noopener noreferrer" className="tap-link" sx={LINK_SX}>
      {children}
      <Box component="span" sx={SR_ONLY}>
        {" (opens in a new tab)"}
      </Box>
    </Box>
  );
}

// Pixel sizes as strings: in sx, 1 would mean 100%.

/** A section's error: what went wrong and its action (Retry), announced. */
export function ErrorNote({ children, action }: { children: ReactNode; action: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        flexWrap: "wrap",
        justifyContent: "space-between",
        px: 2,
        py: 1,
        borderRadius: 1,
        border: 1,
        borderColor: "error.main",
        color: "error.dark",
        typography: "body2",
      }}
    >
      <Box component="span" sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Box>
      {action}
    </Box>
  );
}
