import { useId, type ReactNode } from "react";
import { Link as RouterLink } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import AvatarGroup from "@mui/material/AvatarGroup";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import PlaceIcon from "@mui/icons-material/PlaceOutlined";
import ScheduleIcon from "@mui/icons-material/Schedule";
import type { GameTimeInput } from "@rallyhub/domain/time/gameTime";
import { viewerGameDay } from "@/lib/gameDay";
import { viewerGameTime } from "@/lib/gameTime";
import { RADIUS, SPACE, TYPE } from "../design/tokens";
import { SportChip } from "../design/SportChip";
import { SPORT_MUTED, sportLook } from "../design/sports";
import { spotsBarLabel, spotsLeftOf, spotsWords, type GameSpots } from "./spots";

/** A person going, as a face in the card's group. */
export interface GameCardPlayer {
  uid: string;
  displayName: string;
  photoURL: string;
}

/** What a game card shows; each list maps its own records to it (events/model/gameCard.ts, full search's hits). */
export interface GameCardGame {
  /** The game's page. */
  path: string;
  title: string;
  /** The game type ("Pickleball"): its colour and icon come from the sport table. */
  sport: string;
  /** Written by the one formatter (viewerGameTime), never here. */
  time: GameTimeInput;
  /** The place's name, when known. */
  venue?: string;
  /** From the searched point, when the list knows it. */
  distanceMiles?: number;
  /** Spots, when the list knows them (spots.ts writes their words). */
  spots?: GameSpots;
  /** "Free", "$12.50 a spot": shown when the game costs something. */
  price?: string;
  cancelled?: boolean;
  /** Over (its end, or start without one, is before now): the list decides, from its clock. */
  past?: boolean;
  /** The viewer is going. */
  going?: boolean;
  /** Some of the players going (a preview), shown as faces; the rest count as "+N". */
  players?: readonly GameCardPlayer[];
}

/** The card's own words. */
export const GAME_CARD_WORDS = {
  cancelled: "Cancelled",
  past: "Past",
  going: "You're going",
  distance: (miles: number) => `${miles < 1 ? "under 1" : Math.round(miles)} mi away`,
  playersGoing: (n: number) => `${n} going`,
} as const;

const FACES = 4;
/** Behind a face without a photo, and behind "+N". */
const FACE_GREY = "#455a64";

/**
 * A game in a list (issue 31): a date block in the sport's colour, the sport, the title, the one
 * time string, the place and distance, the spots as a bar and some faces of who is going. The
 * whole card opens the game, but only the title is a link (its box is stretched over the card),
 * so a keyboard stops once per card, a screen reader hears the title as the link's name and the
 * rest as its description, and nothing interactive is nested inside the link.
 */
export function GameCard({ game, headingLevel = "h3" }: { game: GameCardGame; headingLevel?: "h2" | "h3" | "h4" }) {
  const id = useId();
  const titleId = `${id}-title`;
  const factsId = `${id}-facts`;
  const look = sportLook(game.sport);
  const inactive = Boolean(game.cancelled || game.past);
  const accent = inactive ? SPORT_MUTED : look.color;
  const day = viewerGameDay(game.time);
  const time = viewerGameTime(game.time);
  const status = game.cancelled ? GAME_CARD_WORDS.cancelled : game.past ? GAME_CARD_WORDS.past : game.going ? GAME_CARD_WORDS.going : null;
  const players = game.players ?? [];
  const goingCount = Math.max(game.spots?.taken ?? 0, players.length);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        position: "relative",
        display: "flex",
        overflow: "hidden",
        minWidth: 0,
        borderRadius: `${RADIUS.card}px`,
        borderColor: game.going && !inactive ? accent : "divider",
        borderWidth: game.going && !inactive ? 2 : 1,
        transition: "box-shadow 150ms, transform 150ms",
        "&:hover": { boxShadow: 4, transform: "translateY(-1px)" },
        // The title's link is stretched over the card: its focus ring is drawn on the card.
        "&:has(a:focus-visible)": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: 2 },
        "@media (prefers-reduced-motion: reduce)": { transition: "none", "&:hover": { transform: "none" } },
      }}
    >
      <DateBlock color={accent} day={day} />
      <Box sx={{ flex: 1, minWidth: 0, p: SPACE.md, pl: { xs: SPACE.md, sm: SPACE.lg }, display: "flex", flexDirection: "column", gap: SPACE.sm }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: SPACE.sm, flexWrap: "wrap" }}>
          <SportChip sport={game.sport} muted={inactive} />
          {status ? <StatusBadge label={status} tone={game.cancelled ? "error" : game.past ? "muted" : "going"} color={look.color} /> : null}
        </Box>
        <Typography
          id={titleId}
          component={headingLevel}
          sx={{ ...TYPE.title, overflowWrap: "anywhere", textDecoration: game.cancelled ? "line-through" : "none", color: inactive ? "text.secondary" : "text.primary" }}
        >
          <Link
            component={RouterLink}
            to={game.path}
            underline="hover"
            color="inherit"
            aria-describedby={factsId}
            sx={{ "&::after": { content: '""', position: "absolute", inset: 0, zIndex: 1 }, "&:focus-visible": { outline: "none" } }}
          >
            {game.title}
          </Link>
        </Typography>
        <Box id={factsId} sx={{ display: "flex", flexDirection: "column", gap: SPACE.xs, color: "text.secondary" }}>
          {time ? <Fact icon={<ScheduleIcon fontSize="inherit" />}>{time}</Fact> : null}
          {game.venue ? (
            <Fact icon={<PlaceIcon fontSize="inherit" />}>
              {game.venue}
              {game.distanceMiles !== undefined ? ` · ${GAME_CARD_WORDS.distance(game.distanceMiles)}` : ""}
            </Fact>
          ) : null}
          {game.cancelled || !game.spots ? null : <Spots spots={game.spots} color={game.past ? SPORT_MUTED : look.color} price={game.price} />}
        </Box>
        {players.length > 0 && !game.cancelled ? <Faces players={players} total={goingCount} /> : null}
      </Box>
    </Paper>
  );
}

/** The day, big: weekday and month in small capitals around the day of the month, white on the sport's colour. */
export function DateBlock({ color, day }: { color: string; day: ReturnType<typeof viewerGameDay> }) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: { xs: 64, sm: 80 },
        bgcolor: color,
        color: "common.white",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 0.25,
        py: SPACE.md,
      }}
    >
      <Box component="span" data-part="weekday" sx={TYPE.label}>
        {day?.weekday ?? ""}
      </Box>
      <Box component="span" data-part="date" sx={{ ...TYPE.display, fontSize: { xs: "1.75rem", sm: TYPE.display.fontSize } }}>
        {day?.date ?? ""}
      </Box>
      <Box component="span" data-part="month" sx={TYPE.label}>
        {day?.month ?? ""}
      </Box>
    </Box>
  );
}

function StatusBadge({ label, tone, color }: { label: string; tone: "error" | "muted" | "going"; color: string }) {
  const palette = tone === "error" ? { bgcolor: "error.main", color: "common.white" } : tone === "muted" ? { bgcolor: "grey.200", color: "text.primary" } : { bgcolor: color, color: "common.white" };
  return (
    <Box component="span" sx={{ ...TYPE.label, ...palette, px: 1, py: 0.5, borderRadius: `${RADIUS.chip}px`, whiteSpace: "nowrap" }}>
      {label}
    </Box>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", alignItems: "flex-start", gap: SPACE.xs, ...TYPE.body, minWidth: 0 }}>
      <Box component="span" aria-hidden sx={{ display: "inline-flex", fontSize: "1.1em", mt: "0.15em", flexShrink: 0 }}>
        {icon}
      </Box>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Box>
    </Box>
  );
}

/** The spots as words and, when there is a limit, a bar of how full the game is. */
function Spots({ spots, color, price }: { spots: GameSpots; color: string; price: string | undefined }) {
  const { capacity, taken } = spots;
  const full = spotsLeftOf(spots) === 0;
  const label = spotsBarLabel(spots);
  return (
    <Box sx={{ mt: SPACE.xs }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: SPACE.sm, flexWrap: "wrap" }}>
        <Typography component="span" sx={{ ...TYPE.meta, color: full ? "error.main" : "text.primary", fontWeight: 700 }}>
          {spotsWords(spots)}
        </Typography>
        {price ? (
          <Typography component="span" sx={{ ...TYPE.meta, color: "text.secondary" }}>
            {price}
          </Typography>
        ) : null}
      </Box>
      {capacity !== null && capacity > 0 ? (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, Math.round((taken / capacity) * 100))}
          aria-label={label}
          aria-valuetext={label}
          sx={{ mt: 0.75, height: 8, borderRadius: 4, bgcolor: "grey.200", "& .MuiLinearProgress-bar": { bgcolor: full ? "error.main" : color, borderRadius: 4 } }}
        />
      ) : null}
    </Box>
  );
}

/** Some faces of who is going, kept inside the card: at most FACES, the rest as "+N". */
function Faces({ players, total }: { players: readonly GameCardPlayer[]; total: number }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: SPACE.sm, minWidth: 0 }}>
      {/* Initials and "+N" white on a dark grey (7.2:1): MUI's default grey fails AA. */}
      <AvatarGroup
        max={FACES}
        total={total}
        aria-hidden
        // "+12" in a 28 px face: smaller type, so that its "+" is not cut by the circle.
        renderSurplus={(surplus) => (
          <Box component="span" sx={{ fontSize: surplus > 99 ? "0.5625rem" : "0.625rem", letterSpacing: "-0.02em" }}>
            +{surplus}
          </Box>
        )}
        sx={{ flexShrink: 0, "& .MuiAvatar-root": { width: 28, height: 28, fontSize: "0.75rem", fontWeight: 700, borderWidth: 2, bgcolor: FACE_GREY, color: "common.white" } }}
      >
        {players.map((p) => (
          <Avatar key={p.uid} src={p.photoURL || undefined} alt="">
            {p.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography component="span" sx={{ ...TYPE.meta, color: "text.secondary" }}>
        {GAME_CARD_WORDS.playersGoing(total)}
      </Typography>
    </Box>
  );
}

/** A card's shape while its list loads (announce the loading once, around the list). */
export function GameCardSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={{ display: "flex", overflow: "hidden", borderRadius: `${RADIUS.card}px` }}>
      <Skeleton variant="rectangular" sx={{ width: { xs: 64, sm: 80 }, height: "auto", minHeight: 132, flexShrink: 0 }} />
      <Box sx={{ flex: 1, p: SPACE.md, display: "flex", flexDirection: "column", gap: SPACE.sm }}>
        <Skeleton variant="rounded" width={96} height={22} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: TYPE.title.fontSize }} />
        <Skeleton variant="text" width="90%" />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="rounded" height={8} />
      </Box>
    </Paper>
  );
}

/** A list of game cards while it loads: `count` skeletons, announced once by `label` ("Finding games"). */
export function GameCardsLoading({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Box role="status" aria-live="polite" aria-label={label} sx={{ display: "grid", gap: SPACE.md }}>
      {Array.from({ length: count }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </Box>
  );
}
