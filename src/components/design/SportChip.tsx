import Box from "@mui/material/Box";
import { RADIUS, TYPE } from "./tokens";
import { SPORT_MUTED, sportLook } from "./sports";

/**
 * A sport's name with its icon, white on its colour (sports.ts): text, not a control. `muted`
 * greys it for a cancelled or past game.
 */
export function SportChip({ sport, muted = false }: { sport: string; muted?: boolean }) {
  const look = sportLook(sport);
  const Icon = look.icon;
  return (
    <Box
      component="span"
      data-sport={sport}
      sx={{
        ...TYPE.label,
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        px: 1,
        py: 0.5,
        maxWidth: "100%",
        borderRadius: `${RADIUS.chip}px`,
        bgcolor: muted ? SPORT_MUTED : look.color,
        color: "common.white",
        whiteSpace: "nowrap",
        overflow: "hidden",
        textOverflow: "ellipsis",
      }}
    >
      <Icon aria-hidden sx={{ fontSize: "1.05rem" }} />
      {sport || "Game"}
    </Box>
  );
}
