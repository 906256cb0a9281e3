import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import { LoadingBlock } from "@/components/LoadingBlock";
import { PagedList } from "@/components/PagedList";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import type { Season, SeasonGroup, TeamSession } from "@rallyhub/domain/teams/types";
import {
  useDeleteScheduleItemMutation,
  useGetRegistrationsQuery,
  useGetSeasonGroupsQuery,
  useGetSeasonsInfiniteQuery,
  useGetTeamScheduleInfiniteQuery,
  useSetRegistrationMutation,
} from "../api/teamsApi";
import { AddSeason, AddSeasonGroup, AddSession } from "./ScheduleAddForms";
import { ScheduleEntryText } from "./ScheduleEntryText";

const dayLabel = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
};

/** What a manager is about to delete (asked in a dialog first). */
type Doomed = { kind: "seasons"; item: Season } | { kind: "seasonGroups"; item: SeasonGroup } | { kind: "sessions"; item: TeamSession };

const nameOf = (d: Doomed) => (d.kind === "seasons" ? d.item.label : d.kind === "seasonGroups" ? d.item.name : d.item.title);
const KIND_WORD: Record<Doomed["kind"], string> = { seasons: "season", seasonGroups: "group", sessions: "session" };

export interface TeamScheduleProps {
  team: { id: string; name: string };
  canManage: boolean;
  isMember: boolean;
  viewerUid: string | null;
  /** The viewer's day ('yyyy-MM-dd': sessions from it on) and the page's opening (games from it on). */
  today: string;
  now: number;
}

/**
 * The team's coming games and practices first, as a list (its games as Home
 * finds them, and the sessions on its schedule: issue 31); then seasons
 * {label, startDate, endDate} filed under their groups, with registration for
 * members. Managers add and delete sessions, seasons and groups.
 */
export function TeamSchedule({ team, canManage, isMember, viewerUid, today, now }: TeamScheduleProps) {
  const seasons = useGetSeasonsInfiniteQuery(team.id);
  const groups = useGetSeasonGroupsQuery(team.id);
  const schedule = useGetTeamScheduleInfiniteQuery({ teamId: team.id, uid: viewerUid, manages: canManage, now, today });
  // Adding a session waits behind its button; closing the form gives the focus back to it.
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const wasAdding = useRef(false);
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding]);
  const registrations = useGetRegistrationsQuery({ uid: viewerUid ?? "", teamId: team.id }, { skip: !viewerUid || !isMember });
  const [setRegistration, registering] = useAppMutation(useSetRegistrationMutation);
  const [remove, removing] = useAppMutation(useDeleteScheduleItemMutation);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  // The dialog keeps showing what it was about while it fades out.
  const [asking, setAsking] = useState(false);
  const registered = new Set((registrations.data ?? []).map((r) => r.season.id));
  const groupList = groups.data ?? [];
  const seasonList = seasons.data?.pages.flatMap((p) => p.items) ?? [];
  const known = new Set(groupList.map((g) => g.id));

  const confirmDelete = async () => {
    if (!doomed) return;
    const removed = await remove({ teamId: team.id, kind: doomed.kind, id: doomed.item.id });
    if (removed.error) return;
    toast.success(`${nameOf(doomed)} deleted`);
    setAsking(false);
  };

  const ask = (d: Doomed) => {
    setDoomed(d);
    setAsking(true);
  };
  const deleteButton = (d: Doomed, disabledReason?: string) => (
    <Button size="small" color="error" disabled={Boolean(disabledReason)} title={disabledReason} aria-label={`Delete ${KIND_WORD[d.kind]} ${nameOf(d)}`} onClick={() => ask(d)}>
      Delete
    </Button>
  );

  const seasonItem = (s: Season) => (
    <ListItem
      key={s.id}
      divider
      secondaryAction={
        <Stack direction="row" spacing={1}>
          {isMember && viewerUid && s.endDate >= today ? (
            <Button
              size="small"
              variant={registered.has(s.id) ? "outlined" : "contained"}
              disabled={registering.isLoading}
              aria-label={registered.has(s.id) ? `Cancel registration for ${s.label}` : `Register for ${s.label}`}
              onClick={() =>
                void setRegistration({ uid: viewerUid, team, season: s, registered: !registered.has(s.id) }).then((done) => {
                  if (!done.error) toast.success(registered.has(s.id) ? "Registration cancelled" : `Registered for ${s.label}`);
                })
              }
            >
              {registered.has(s.id) ? "Registered" : "Register"}
            </Button>
          ) : null}
          {canManage ? deleteButton({ kind: "seasons", item: s }) : null}
        </Stack>
      }
      sx={{ pr: canManage ? 24 : undefined }}
    >
      <ListItemText primary={s.label} secondary={`${dayLabel(s.startDate)} to ${dayLabel(s.endDate)}`} />
    </ListItem>
  );

  /** The seasons shown, filed under their groups (groups without seasons say so). */
  const seasonGroups = (shown: readonly Season[]) => {
    const ungrouped = shown.filter((s) => !s.groupId || !known.has(s.groupId));
    return (
      <Stack spacing={2}>
        {groupList.map((g) => {
          const inGroup = shown.filter((s) => s.groupId === g.id);
          return (
            <section key={g.id} aria-label={g.name}>
              <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between" }}>
                <Typography variant="subtitle1" component="h3">
                  {g.name}
                </Typography>
                {canManage ? deleteButton({ kind: "seasonGroups", item: g }, inGroup.length > 0 ? "Move or delete its seasons first" : undefined) : null}
              </Stack>
              {inGroup.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  No seasons in this group.
                </Typography>
              ) : (
                <List aria-label={`Seasons of ${g.name}`} disablePadding>
                  {inGroup.map(seasonItem)}
                </List>
              )}
            </section>
          );
        })}
        {ungrouped.length > 0 ? (
          <section aria-label={groupList.length > 0 ? "Other seasons" : "Seasons"}>
            {groupList.length > 0 ? (
              <Typography variant="subtitle1" component="h3">
                Other seasons
              </Typography>
            ) : null}
            <List aria-label={groupList.length > 0 ? "Other seasons" : "Seasons"} disablePadding>
              {ungrouped.map(seasonItem)}
            </List>
          </section>
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack spacing={3}>
      <section aria-labelledby="team-upcoming">
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap", mb: 1 }}>
          <Typography id="team-upcoming" variant="h6" component="h2">
            Upcoming games and practices
          </Typography>
          {canManage && !adding ? (
            <Button ref={addButton} variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add session
            </Button>
          ) : null}
        </Stack>
        {canManage && adding ? (
          <Stack sx={{ mb: 2 }}>
            <AddSession teamId={team.id} seasons={seasonList} onDone={() => setAdding(false)} />
          </Stack>
        ) : null}
        <PagedList
          query={schedule}
          items={(page) => page.items}
          itemKey={(e) => e.key}
          loading={<LoadingBlock label="Loading the schedule" height={80} />}
          errorText={() => "The schedule could not be loaded."}
          retryLabel="Try again"
          empty={<Typography color="text.secondary">No games or practices scheduled.</Typography>}
          list={(rows) => (
            <List aria-label="Upcoming games and practices" disablePadding>
              {rows}
            </List>
          )}
          renderItem={(entry) => (
            <ListItem
              divider
              secondaryAction={canManage && entry.session ? deleteButton({ kind: "sessions", item: entry.session }) : undefined}
              sx={{ pr: canManage && entry.session ? 12 : undefined }}
            >
              <ScheduleEntryText entry={entry} />
            </ListItem>
          )}
          more={{ label: "Show more games and practices" }}
        />
      </section>
      <section aria-labelledby="team-seasons">
        <Typography id="team-seasons" variant="h6" component="h2" gutterBottom>
          Seasons
        </Typography>
        {groups.isLoading ? (
          <LoadingBlock label="Loading the seasons" height={80} />
        ) : groups.isError ? (
          <Alert
            severity="error"
            action={
              <Button
                onClick={() => {
                  void seasons.refetch();
                  void groups.refetch();
                }}
              >
                Try again
              </Button>
            }
          >
            The schedule could not be loaded.
          </Alert>
        ) : (
          <PagedList
            query={seasons}
            items={(page) => page.items}
            itemKey={(s) => s.id}
            loading={<LoadingBlock label="Loading the seasons" height={80} />}
            errorText={() => "The schedule could not be loaded."}
            retryLabel="Try again"
            empty={groupList.length === 0 ? <Typography color="text.secondary">No seasons yet.</Typography> : seasonGroups([])}
            renderAll={seasonGroups}
            more={{ label: "Show more seasons" }}
          />
        )}
      </section>
      {canManage ? (
        <Stack spacing={2}>
          <AddSeasonGroup teamId={team.id} />
          <AddSeason teamId={team.id} groups={groupList} />
        </Stack>
      ) : null}
      <ConfirmDialog
        open={asking && doomed !== null}
        title={doomed ? `Delete ${nameOf(doomed)}?` : ""}
        confirmLabel="Delete"
        destructive
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setAsking(false)}
      >
        {doomed?.kind === "seasons" ? "Players registered for it keep their registration record; the season leaves the schedule." : "It leaves the team's schedule."}
      </ConfirmDialog>
    </Stack>
  );
}
