import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { Theme } from "@mui/material/styles";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { toast } from "@/lib/toast";
import { RSVP_STATUS_LABELS, type EventRecord, type EventSummary } from "@rallyhub/domain/events/types";
import { useGetCalendarLinkQuery, useGetFavoritesQuery, useGetHostedEventsQuery, useGetMyRsvpsQuery, useRegenerateCalendarLinkMutation } from "../api/eventsApi";
import { viewerGameTime } from "@/lib/gameTime";

type Row = EventSummary & { status?: string; dateEnd: number | null; timeZone: string };

/** Parts that each keep to one line ("Sun, Nov 29", "9:30 AM – 10:30 AM CST"), wrapping only at the " · " between them. */
function Unbroken({ text }: { text: string }) {
  return (
    <>
      {text.split(/( · )/).map((part, i) =>
        // Odd parts are the separators, where the line may wrap; the parts of one string keep their order.
        i % 2 === 1 ? (
          part
        ) : (
          <Box component="span" key={i} sx={{ whiteSpace: "nowrap" }}>
            {part}
          </Box>
        ),
      )}
    </>
  );
}

/**
 * A game's time that never wraps inside a date or a time (issue 31): the venue's time, then the
 * viewer's own in brackets on a line of its own, "(3:30 PM – 4:30 PM your time)", a size smaller
 * so that it keeps to that line on a phone.
 */
function GameTimeText({ text }: { text: string }) {
  const bracket = text.indexOf(" (");
  if (bracket === -1) return <Unbroken text={text} />;
  return (
    <>
      <Unbroken text={text.slice(0, bracket)} />{" "}
      <Box component="span" sx={{ display: "block", fontSize: "0.8125rem", color: "text.secondary" }}>
        <Unbroken text={text.slice(bracket + 1)} />
      </Box>
    </>
  );
}

/** On a phone each game is a short block (title and status, time, type and place) instead of a table row: a table's four columns left a date four lines tall. */
function EventsList({ rows, label }: { rows: Row[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: "none", p: 0, m: 0 }}>
      {rows.map((r) => (
        <Box component="li" key={r.id} sx={{ py: 1.5, borderBottom: 1, borderColor: "divider" }}>
          <Box sx={{ display: "flex", gap: 1, justifyContent: "space-between", alignItems: "baseline" }}>
            <Link component={RouterLink} to={`/event/${r.id}`} className="tap-link" sx={{ fontWeight: 600, overflowWrap: "break-word", minWidth: 0 }}>
              {r.title}
            </Link>
            <Typography variant="body2" sx={{ fontWeight: 600, flexShrink: 0 }}>
              {r.cancelled ? "Cancelled" : (r.status ?? "")}
            </Typography>
          </Box>
          <Typography variant="body2">
            <GameTimeText text={viewerGameTime(r)} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[r.gameType, r.location.name].filter(Boolean).join(" · ")}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function EventsTable({ rows, label, empty }: { rows: Row[]; label: string; empty: string }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"), { noSsr: true });
  if (rows.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  if (phone) return <EventsList rows={rows} label={label} />;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Game</TableCell>
            {/* Wide enough on a desktop for the viewer's own time in brackets on one line. */}
            <TableCell sx={{ minWidth: { md: "22rem" } }}>When</TableCell>
            <TableCell>Where</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={`/event/${r.id}`}>
                  {r.title}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {r.gameType}
                </Typography>
              </TableCell>
              <TableCell>
                <GameTimeText text={viewerGameTime(r)} />
              </TableCell>
              <TableCell>{r.location.name}</TableCell>
              <TableCell>{r.cancelled ? "Cancelled" : (r.status ?? "")}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CalendarFeed({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const link = useGetCalendarLinkQuery(uid, { skip: !open });
  const [regenerate, regenerating] = useAppMutation(useRegenerateCalendarLinkMutation);
  if (!open) {
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        Subscribe in your calendar
      </Button>
    );
  }
  if (link.isLoading) return <Typography color="text.secondary">Getting your calendar link…</Typography>;
  if (link.isError || !link.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void link.refetch()}>Retry</Button>}>
        {link.error ? appErrorOf(link.error).message : "Your calendar link could not be loaded."}
      </Alert>
    );
  }
  const url = link.data.url;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Add this private address in Google Calendar (Other calendars, From URL) or Apple Calendar (New Calendar Subscription): your games appear and stay up to date.
      </Typography>
      <TextField value={link.data.url} label="Your calendar feed" slotProps={{ htmlInput: { readOnly: true } }} onFocus={(e) => e.target.select()} fullWidth size="small" />
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          onClick={() =>
            void navigator.clipboard
              .writeText(url)
              .then(() => toast.success("Link copied", { duration: "short" }))
              .catch(() => toast.info("Select the address and copy it.", { duration: "short" }))
          }
        >
          Copy
        </Button>
        <Button
          size="small"
          color="warning"
          disabled={regenerating.isLoading}
          onClick={() =>
            void regenerate(uid).then((made) => {
              if (!made.error) toast.success("New link made: the old one no longer works.", { duration: "normal" });
            })
          }
        >
          Make a new link
        </Button>
      </Stack>
    </Stack>
  );
}

/** Spec §7: the user's events for the profile table: going (as joiner), hosting (as creator), favorites; and their calendar feed. */
export function MyGamesCard({ uid }: { uid: string }) {
  const [tab, setTab] = useState<"going" | "hosting" | "favorites">("going");
  const today = useMemo(() => {
    const d = new Date();
    d.setHours(0, 0, 0, 0);
    return d.getTime();
  }, []);
  const mine = useGetMyRsvpsQuery(uid, { skip: tab !== "going" });
  const hosted = useGetHostedEventsQuery({ uid, from: today }, { skip: tab !== "hosting" });
  const favorites = useGetFavoritesQuery(uid, { skip: tab !== "favorites" });
  const current = tab === "going" ? mine : tab === "hosting" ? hosted : favorites;
  const summary = (e: EventRecord): Row => ({
    id: e.id,
    title: e.title,
    gameType: e.gameType,
    dateStart: e.dateStart,
    dateEnd: e.dateEnd,
    location: { name: e.location.name, lat: e.location.lat, lng: e.location.lng },
    cancelled: e.cancelled,
    creator: e.creatorId,
    timeZone: e.timeZone,
  });
  const rows: Row[] =
    tab === "going"
      ? (mine.data ?? []).filter((m) => m.event.dateStart >= today).map((m) => ({ ...summary(m.event), status: RSVP_STATUS_LABELS[m.rsvpStatus] }))
      : tab === "hosting"
        ? (hosted.data ?? []).map((e) => ({ ...summary(e), status: `${e.goingCount} going` }))
        : (favorites.data ?? []).map((f) => ({
            id: f.eventId,
            title: f.title,
            gameType: "",
            dateStart: f.dateStart,
            dateEnd: f.dateEnd,
            timeZone: f.timeZone,
            location: { name: "", lat: 0, lng: 0 },
            cancelled: false,
            creator: "",
          }));

  return (
    <Card variant="outlined" component="section" aria-labelledby="my-games-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
          <Typography id="my-games-title" variant="h6" component="h2">
            My games
          </Typography>
          <CalendarFeed uid={uid} />
        </Stack>
        <Tabs value={tab} onChange={(_e, v: typeof tab) => setTab(v)} aria-label="My games" sx={{ mb: 1 }}>
          <Tab value="going" label="Going" />
          <Tab value="hosting" label="Hosting" />
          <Tab value="favorites" label="Favorites" />
        </Tabs>
        {current.isLoading ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : current.isError ? (
          <Alert severity="error" action={<Button onClick={() => void current.refetch()}>Retry</Button>}>
            {appErrorOf(current.error).message}
          </Alert>
        ) : (
          <EventsTable
            rows={rows}
            label={tab === "going" ? "Games I'm going to" : tab === "hosting" ? "Games I host" : "Favorite games"}
            empty={tab === "going" ? "No upcoming games yet. Discover one near you." : tab === "hosting" ? "You're not hosting any upcoming game." : "No favorites yet: star a game to keep it here."}
          />
        )}
      </CardContent>
    </Card>
  );
}
