import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

/** The pictures of Hoot, the not-found page's owl, for lists with nothing in them yet (public/illustrations). */
export type EmptyPicture = "games" | "inbox" | "team";

/**
 * A list with nothing in it yet (issue 31): Hoot beside what is missing, what the list is for in
 * one line, what to do next, and the action that does it. The picture is a static file (no
 * JavaScript), decoration only: the words say everything.
 */
export function EmptyState({ picture, title, children, action }: { picture: EmptyPicture; title: ReactNode; children?: ReactNode; action?: ReactNode }) {
  return (
    <Paper variant="outlined" data-empty={picture} sx={{ p: { xs: 2.5, md: 4 }, textAlign: "center", borderRadius: "16px" }}>
      <Box
        component="img"
        src={`/illustrations/empty-${picture}.svg`}
        alt=""
        width={180}
        height={120}
        loading="lazy"
        sx={{ display: "block", mx: "auto", mb: 1.5, maxWidth: "100%", height: "auto" }}
      />
      <Typography sx={{ fontWeight: 700, fontSize: "1.0625rem" }} gutterBottom>
        {title}
      </Typography>
      {children ? <Typography color="text.secondary">{children}</Typography> : null}
      {action ? <Box sx={{ mt: 2, display: "flex", justifyContent: "center", flexWrap: "wrap", gap: 1 }}>{action}</Box> : null}
    </Paper>
  );
}
