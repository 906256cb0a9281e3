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
import { SPORT_COLORS, type SportName } from "./sportColors";

/** A sport's look: its colour (white text reads on it, and it reads as text on white: WCAG AA) and its icon. */
export interface SportLook {
  color: string;
  icon: SvgIconComponent;
}

/**
 * One colour (sportColors.ts) and one icon per sport the product offers (profileOptions/gameTypes, seeded from
 * scripts/seed/tables.ts), so a game is told by its sport at a glance on every list. A game type
 * not listed here (a new option, "Other", a misspelling) looks like SPORT_FALLBACK. Every colour
 * has a contrast of at least 4.5:1 against white (sports.test.ts), whichever is on which.
 */
export const SPORTS: Readonly<Record<string, SportLook>> = {
  Basketball: { color: SPORT_COLORS.Basketball, icon: SportsBasketballIcon },
  Soccer: { color: SPORT_COLORS.Soccer, icon: SportsSoccerIcon },
  Pickleball: { color: SPORT_COLORS.Pickleball, icon: SportsTennisIcon },
  Tennis: { color: SPORT_COLORS.Tennis, icon: SportsTennisIcon },
  Volleyball: { color: SPORT_COLORS.Volleyball, icon: SportsVolleyballIcon },
  "Ultimate Frisbee": { color: SPORT_COLORS["Ultimate Frisbee"], icon: AlbumIcon },
  Softball: { color: SPORT_COLORS.Softball, icon: SportsBaseballIcon },
  "Flag Football": { color: SPORT_COLORS["Flag Football"], icon: SportsFootballIcon },
  Badminton: { color: SPORT_COLORS.Badminton, icon: SportsTennisIcon },
  Running: { color: SPORT_COLORS.Running, icon: DirectionsRunIcon },
  Hockey: { color: SPORT_COLORS.Hockey, icon: SportsHockeyIcon },
  Baseball: { color: SPORT_COLORS.Baseball, icon: SportsBaseballIcon },
  "Table Tennis": { color: SPORT_COLORS["Table Tennis"], icon: SportsTennisIcon },
  "Disc Golf": { color: SPORT_COLORS["Disc Golf"], icon: GolfCourseIcon },
  Cycling: { color: SPORT_COLORS.Cycling, icon: DirectionsBikeIcon },
} satisfies Record<SportName, SportLook>;

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
