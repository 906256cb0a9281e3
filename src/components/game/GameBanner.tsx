import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { GameTimeInput } from "@rallyhub/domain/time/gameTime";
import { viewerGameDay } from "@/lib/gameDay";
import { RADIUS, SPACE, TYPE } from "../design/tokens";
import { SPORT_MUTED, sportLook } from "../design/sports";
import { DateBlock } from "./GameCard";

/**
 * The head of a game's page (issue 31): the sport's colour across the page, its date block and
 * icon, the sport's name, the title as the page's one h1, and what the page adds (the host,
 * chips for private or team games) under it; `action` (the favourite star) sits at the top right.
 * White on the sport's colour, which reads at AA for every sport (design/sports.test.ts); a
 * cancelled or past game is grey. The big icon behind is decoration.
 */
export function GameBanner({
  sport,
  title,
  time,
  inactive = false,
  action,
  children,
}: {
  sport: string;
  title: string;
  time: GameTimeInput;
  inactive?: boolean;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const look = sportLook(sport);
  const Icon = look.icon;
  const color = inactive ? SPORT_MUTED : look.color;
  return (
    <Paper
      component="header"
      elevation={0}
      data-sport={sport}
      sx={{ position: "relative", display: "flex", overflow: "hidden", borderRadius: `${RADIUS.card}px`, bgcolor: color, color: "common.white", minWidth: 0 }}
    >
      {/* A darker band of the same colour, so that the date reads as its own block. */}
      <DateBlock color="rgba(0, 0, 0, 0.22)" day={viewerGameDay(time)} />
      <Icon aria-hidden sx={{ position: "absolute", right: { xs: -24, sm: 8 }, bottom: -28, fontSize: { xs: 120, sm: 168 }, opacity: 0.14, pointerEvents: "none" }} />
      <Box sx={{ position: "relative", flex: 1, minWidth: 0, p: SPACE.lg, pr: action ? { xs: 7, sm: 8 } : SPACE.lg, display: "flex", flexDirection: "column", gap: SPACE.sm }}>
        <Box component="span" sx={{ ...TYPE.label, display: "inline-flex", alignItems: "center", gap: 0.5 }}>
          <Icon aria-hidden sx={{ fontSize: "1.1rem" }} />
          {sport || "Game"}
        </Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: "1.625rem", sm: "2.125rem" }, fontWeight: 800, lineHeight: 1.15, overflowWrap: "anywhere", color: "inherit" }}>
          {title}
        </Typography>
        {children}
      </Box>
      {action ? <Box sx={{ position: "absolute", top: 8, right: 8 }}>{action}</Box> : null}
    </Paper>
  );
}
