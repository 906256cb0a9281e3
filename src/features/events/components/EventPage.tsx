import { useState } from "react";
import { Link as RouterLink, useParams, type LoaderFunctionArgs } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import AvatarGroup from "@mui/material/AvatarGroup";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import StarIcon from "@mui/icons-material/Star";
import StarBorderIcon from "@mui/icons-material/StarBorder";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useAppMutation } from "@/lib/useAppMutation";
import { useAppSelector } from "@/lib/hooks";
import { appStore } from "@/lib/session/storeAccess";
import { useNow } from "@/lib/useNow";
import { toast } from "@/lib/toast";
import { selectUser } from "@/lib/session/authSlice";
import { describeRecurrence } from "@rallyhub/domain/events/recurrence";
import { buildCalendar, icsEventOf, icsFileName } from "@rallyhub/domain/events/ics";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { eventsApi, useGetEventQuery, useGetIsFavoriteQuery, useGetSeriesQuery, useSetFavoriteMutation } from "../api/eventsApi";
import { gameTime } from "@rallyhub/domain/time/gameTime";
import { viewerGameTime } from "@/lib/gameTime";
import { durationText, neededText, priceText, spotsText } from "../model/format";
import { RsvpPanel } from "./RsvpPanel";
import { isOver } from "../model/gameCard";
import { LocationCard } from "./LocationCard";
import { GameBanner } from "@/components/game/GameBanner";
import { SPORT_MUTED, sportLook } from "@/components/design/sports";

/** A chip on the banner's colour: white outline and text. */
const BANNER_CHIP = { color: "common.white", borderColor: "rgba(255, 255, 255, 0.75)", "&.MuiChip-clickable:hover": { bgcolor: "rgba(255, 255, 255, 0.14)" } } as const;

/** event/{id}: the game is prefetched into the cache (live from then on). */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.id) await appStore().dispatch(eventsApi.endpoints.getEvent.initiate(params.id, { subscribe: false }));
  return null;
}

/** 'Add to calendar': one .ics file, times in the game's own time zone. */
function downloadIcs(event: EventRecord) {
  const url = `${window.location.origin}/event/${event.id}`;
  const text = buildCalendar({ name: event.title, events: [icsEventOf(event, url)], now: Date.now() });
  const href = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = href;
  a.download = icsFileName(event.title);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

async function share(event: EventRecord) {
  const url = `${window.location.origin}/event/${event.id}`;
  try {
    if (typeof navigator.share === "function") {
      await navigator.share({ title: event.title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast.success("Link copied", { duration: "short" });
  } catch {
    // The share sheet was closed, or the clipboard refused: show the link instead.
    toast.info(url, { duration: "persistent", actionLabel: "OK" });
  }
}

function NextGames({ event, now }: { event: EventRecord; now: number }) {
  const series = useGetSeriesQuery({ seriesId: event.seriesId ?? "", from: now }, { skip: !event.seriesId });
  const others = (series.data ?? []).filter((e) => e.id !== event.id);
  if (!event.reoccurringInfo && !event.seriesId) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="series-title">
      <Typography id="series-title" variant="h6" component="h2">
        Repeats
      </Typography>
      {event.reoccurringInfo ? <Typography color="text.secondary">{describeRecurrence(event.reoccurringInfo)}</Typography> : null}
      {others.length > 0 ? (
        <List dense aria-label="Next games in the series">
          {others.map((e) => (
            <ListItem key={e.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/event/${e.id}`}>
                    {viewerGameTime(e)}
                  </Link>
                }
                secondary={e.cancelled ? "Cancelled" : spotsText(e)}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}

/** Spec §2.1 event/{id} (issue 9): the game, who is going, and the player's RSVP. */
export function Component() {
  const { id = "" } = useParams();
  const me = useAppSelector(selectUser);
  const uid = me?.uid ?? null;
  const event = useGetEventQuery(id);
  const favorite = useGetIsFavoriteQuery({ uid: uid ?? "", eventId: id }, { skip: !uid }).data === true;
  const [setFavorite] = useAppMutation(useSetFavoriteMutation);
  const now = useNow();
  // Below sm the RSVP choices sit in a bar fixed to the bottom of the screen; the page ends with room for it.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  const [barHeight, setBarHeight] = useState(0);

  if (event.isLoading) return <PageLoader label="Loading the game" />;
  const e = event.data;
  if (!e) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHead title="Game not found" robots="noindex" />
        <Alert
          severity="info"
          role="alert"
          action={
            <Button component={RouterLink} to="/discover/events">
              Discover games
            </Button>
          }
        >
          Game not found
        </Alert>
      </Container>
    );
  }
  const toggleFavorite = async () => {
    if (!uid) return;
    await setFavorite({ uid, event: e, on: !favorite });
  };
  const duration = durationText(e.duration);
  const needed = neededText(e);
  const others = e.goingCount - e.attendeesPreview.length;
  const inactive = e.cancelled || isOver(e, now);

  return (
    // The bottom's room for the bar sits in the same breakpoint as the page's own spacing (a plain value would lose to it).
    <Container maxWidth="lg" sx={{ pt: { xs: 2, md: 4 }, pb: { xs: phone && barHeight > 0 ? `${16 + barHeight}px` : 2, md: 4 } }}>
      {/* A link preview has no viewer: the venue's time alone. */}
      <PageHead title={e.title} description={`${e.gameType} · ${gameTime(e, null)} · ${e.location.name}`} />
      {e.cancelled ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          This game was cancelled.
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <GameBanner
              sport={e.gameType}
              title={e.title}
              time={e}
              inactive={inactive}
              action={
                uid ? (
                  <Tooltip title={favorite ? "Remove from favorites" : "Add to favorites"}>
                    <IconButton onClick={() => void toggleFavorite()} aria-pressed={favorite} aria-label={favorite ? "Remove from favorites" : "Add to favorites"} sx={{ color: "common.white" }}>
                      {favorite ? <StarIcon /> : <StarBorderIcon />}
                    </IconButton>
                  </Tooltip>
                ) : null
              }
            >
              <Typography sx={{ overflowWrap: "anywhere" }}>
                Hosted by{" "}
                <Link component={RouterLink} to={`/profile/${e.creatorId}`} sx={{ color: "inherit", fontWeight: 700, textDecorationColor: "rgba(255, 255, 255, 0.7)" }}>
                  {e.creatorName}
                </Link>
              </Typography>
              {e.isPrivate || (e.teamName && e.hostingTeam) ? (
                <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1 }}>
                  {e.isPrivate ? <Chip label="Private" size="small" variant="outlined" sx={BANNER_CHIP} /> : null}
                  {e.teamName && e.hostingTeam ? <Chip label={e.teamName} size="small" variant="outlined" component={RouterLink} to={`/team/${e.hostingTeam}`} clickable sx={BANNER_CHIP} /> : null}
                </Stack>
              ) : null}
            </GameBanner>

            <Paper variant="outlined" sx={{ p: 2 }}>
              <Stack spacing={1}>
                <Typography>
                  <strong>When:</strong> {viewerGameTime(e)}
                  {/* "1 h 30 min" stays on one line. */}
                  {duration ? (
                    <>
                      {" · "}
                      <span style={{ whiteSpace: "nowrap" }}>{duration}</span>
                    </>
                  ) : null}
                </Typography>
                <Typography>
                  <strong>Where:</strong> {e.location.name}
                  {e.location.address && e.location.address !== e.location.name ? `, ${e.location.address}` : ""}
                </Typography>
                <Typography>
                  <strong>Spots:</strong> {spotsText(e)}
                </Typography>
                <Typography>
                  <strong>Price:</strong> {priceText(e)}
                </Typography>
                {needed ? <Alert severity="info">{needed}</Alert> : null}
              </Stack>
            </Paper>

            {e.description ? (
              <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="about-title">
                <Typography id="about-title" variant="h6" component="h2" gutterBottom>
                  About
                </Typography>
                <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{e.description}</Typography>
              </Paper>
            ) : null}

            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="going-title">
              <Typography id="going-title" variant="h6" component="h2" gutterBottom>
                Who's going
              </Typography>
              {e.attendeesPreview.length > 0 ? (
                <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", columnGap: 2, rowGap: 1, minWidth: 0 }}>
                  {/* Initials and the "+N" of those not shown: white on grey 700, not MUI's default light grey, for contrast. */}
                  <AvatarGroup max={8} sx={{ "& .MuiAvatar-colorDefault": { bgcolor: "grey.700", color: "common.white" } }}>
                    {e.attendeesPreview.map((a) => (
                      <Avatar key={a.uid} alt={a.displayName} src={a.photoURL || undefined} component={RouterLink} to={`/profile/${a.uid}`}>
                        {a.displayName.slice(0, 1)}
                      </Avatar>
                    ))}
                  </AvatarGroup>
                  {others > 0 ? <Typography color="text.secondary">and more: {e.goingCount} spots taken in all</Typography> : null}
                </Stack>
              ) : (
                <Typography color="text.secondary">{e.goingCount > 0 ? `${e.goingCount} spot${e.goingCount === 1 ? "" : "s"} taken` : "Nobody yet: be the first."}</Typography>
              )}
              {e.waitlistCount > 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {e.waitlistCount} on the waitlist
                </Typography>
              ) : null}
            </Paper>

            <LocationCard location={e.location} accent={inactive ? SPORT_MUTED : sportLook(e.gameType).color} />

            <NextGames event={e} now={now} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <RsvpPanel event={e} uid={uid} now={now} docked={phone} onDockHeight={setBarHeight} />
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
              <Button variant="outlined" onClick={() => void share(e)}>
                Share
              </Button>
              <Button variant="outlined" onClick={() => downloadIcs(e)}>
                Add to calendar
              </Button>
              {uid === e.creatorId ? (
                <Button variant="contained" component={RouterLink} to={`/event/${e.id}/manage`}>
                  Manage
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
