import type { SvgIconComponent } from "@mui/icons-material";
import AlbumIcon from "@mui/icons-material/Album";
import DirectionsBikeIcon from "@mui/icons-material/DirectionsBike";
import DirectionsRunIcon from "@mui/icons-material/DirectionsRun";
import GolfCourseIcon from "@mui/icons-material/GolfCourse";
import SportsIcon from "@mui/icons-material/Sports";
import SportsBaseballIcon from "@mui/icons-material/SportsBaseball";
import SportsBasketballIcon from "@mui/icons-material/SportsBasketball";
import SportsFootballIcon from "@mui/icons-material/SportsFootball";
import SportsHockeyIcon from "@mui/icons-material/SportsHockey";
import SportsSoccerIcon from "@mui/icons-material/SportsSoccer";
import SportsTennisIcon from "@mui/icons-material/SportsTennis";
import SportsVolleyballIcon from "@mui/icons-material/SportsVolleyball";

/** A sport's look: its colour (white text reads on it, and it reads as text on white: WCAG AA) and its icon. */
export interface SportLook {
  color: string;
  icon: SvgIconComponent;
}

/**
 * One colour and one icon per sport the product offers (profileOptions/gameTypes, seeded from
 * scripts/seed/tables.ts), so a game is told by its sport at a glance on every list. A game type
 * not listed here (a new option, "Other", a misspelling) looks like SPORT_FALLBACK. Every colour
 * has a contrast of at least 4.5:1 against white (sports.test.ts), whichever is on which.
 */
export const SPORTS: Readonly<Record<string, SportLook>> = {
  Basketball: { color: "#c2410c", icon: SportsBasketballIcon },
  Soccer: { color: "#15803d", icon: SportsSoccerIcon },
  Pickleball: { color: "#4d7c0f", icon: SportsTennisIcon },
  Tennis: { color: "#a15c07", icon: SportsTennisIcon },
  Volleyball: { color: "#1d4ed8", icon: SportsVolleyballIcon },
  "Ultimate Frisbee": { color: "#0e7490", icon: AlbumIcon },
  Softball: { color: "#be185d", icon: SportsBaseballIcon },
  "Flag Football": { color: "#7c2d12", icon: SportsFootballIcon },
  Badminton: { color: "#6d28d9", icon: SportsTennisIcon },
  Running: { color: "#b91c1c", icon: DirectionsRunIcon },
  Hockey: { color: "#334155", icon: SportsHockeyIcon },
  Baseball: { color: "#9f1239", icon: SportsBaseballIcon },
  "Table Tennis": { color: "#0f766e", icon: SportsTennisIcon },
  "Disc Golf": { color: "#3f6212", icon: GolfCourseIcon },
  Cycling: { color: "#a21caf", icon: DirectionsBikeIcon },
};

/** Any other game type: the app's own green and a whistle. */
export const SPORT_FALLBACK: SportLook = { color: "#0b6e4f", icon: SportsIcon };

/** The grey of a game that will not be played (cancelled or past), in place of its sport's colour. */
export const SPORT_MUTED = "#5f6368";

/** A game type's look, matched without regard to case or surrounding spaces. */
export function sportLook(gameType: string): SportLook {
  const key = gameType.trim().toLowerCase();
  for (const [name, look] of Object.entries(SPORTS)) if (name.toLowerCase() === key) return look;
  return SPORT_FALLBACK;
}
