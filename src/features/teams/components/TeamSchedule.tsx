import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { toast } from "@/lib/toast";
import type { SerializedAppError } from "@/lib/errors";
import { seasonSchema, sessionSchema } from "@shared/teams/schema";
import type { Season } from "@shared/teams/types";
import { useGetRegistrationsQuery, useGetSeasonsQuery, useGetSessionsQuery, useSaveSeasonMutation, useSaveSessionMutation, useSetRegistrationMutation } from "../api/teamsApi";

const dayLabel = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
};

interface SeasonForm {
  label: string;
  startDate: string;
  endDate: string;
  groupId: string | null;
}

function AddSeason({ teamId }: { teamId: string }) {
  const [save] = useSaveSeasonMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<SeasonForm>({
    resolver: zodResolver(seasonSchema) as unknown as Resolver<SeasonForm>,
    defaultValues: { label: "", startDate: "", endDate: "", groupId: null },
    mode: "onTouched",
  });
  const onValid = async (season: SeasonForm) => {
    setFailure(null);
    try {
      await save({ teamId, id: null, season }).unwrap();
      toast.success("Season added");
      reset();
    } catch (error) {
      const e = error as SerializedAppError;
      setFailure(e.reason ?? e.message);
    }
  };
  return (
    <Paper component="form" variant="outlined" aria-label="Add a season" noValidate sx={{ p: 2 }} onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Add a season
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <FormTextField control={control} name="label" label="Season name" required sx={{ flex: 1 }} />
        <FormTextField control={control} name="startDate" label="Starts" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField control={control} name="endDate" label="Ends" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <SubmitButton busy={formState.isSubmitting} size="medium" sx={{ mt: 1 }}>
        Add season
      </SubmitButton>
    </Paper>
  );
}

interface SessionForm {
  kind: "practice" | "game";
  title: string;
  day: string;
  timeStart: string;
  seasonId: string | null;
  eventId: string | null;
  location: string;
}

function AddSession({ teamId, seasons }: { teamId: string; seasons: Season[] }) {
  const [save] = useSaveSessionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<SessionForm>({
    resolver: zodResolver(sessionSchema) as unknown as Resolver<SessionForm>,
    defaultValues: { kind: "practice", title: "", day: "", timeStart: "18:00", seasonId: null, eventId: null, location: "" },
    mode: "onTouched",
  });
  const onValid = async (session: SessionForm) => {
    setFailure(null);
    try {
      await save({ teamId, id: null, session }).unwrap();
      toast.success("Session added");
      reset();
    } catch (error) {
      const e = error as SerializedAppError;
      setFailure(e.reason ?? e.message);
    }
  };
  return (
    <Paper component="form" variant="outlined" aria-label="Add a session" noValidate sx={{ p: 2 }} onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Add a session
      </Typography>
      <Stack spacing={1}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <TextField select label="Kind" value={field.value} onChange={field.onChange} name={field.name} sx={{ minWidth: 130 }}>
                <MenuItem value="practice">Practice</MenuItem>
                <MenuItem value="game">Game</MenuItem>
              </TextField>
            )}
          />
          <FormTextField control={control} name="title" label="Title" required sx={{ flex: 1 }} />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <FormTextField control={control} name="day" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField control={control} name="timeStart" label="Start time" type="time" required slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField control={control} name="location" label="Where" sx={{ flex: 1 }} />
          {seasons.length > 0 ? (
            <Controller
              control={control}
              name="seasonId"
              render={({ field }) => (
                <TextField select label="Season" value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value || null)} name={field.name} sx={{ minWidth: 160 }}>
                  <MenuItem value="">None</MenuItem>
                  {seasons.map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          ) : null}
        </Stack>
      </Stack>
      {failure ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <SubmitButton busy={formState.isSubmitting} size="medium" sx={{ mt: 1 }}>
        Add session
      </SubmitButton>
    </Paper>
  );
}

export interface TeamScheduleProps {
  team: { id: string; name: string };
  canManage: boolean;
  isMember: boolean;
  viewerUid: string | null;
  today: string;
}

/** Seasons {label, startDate, endDate} with registration for members, and the coming sessions (practices and games). */
export function TeamSchedule({ team, canManage, isMember, viewerUid, today }: TeamScheduleProps) {
  const seasons = useGetSeasonsQuery(team.id);
  const sessions = useGetSessionsQuery({ teamId: team.id, fromDay: today });
  const registrations = useGetRegistrationsQuery(viewerUid ?? "", { skip: !viewerUid || !isMember });
  const [setRegistration, registering] = useSetRegistrationMutation();
  const registered = new Set((registrations.data ?? []).filter((r) => r.teamId === team.id).map((r) => r.season.id));

  return (
    <Stack spacing={3}>
      <section aria-labelledby="team-seasons">
        <Typography id="team-seasons" variant="h6" component="h2" gutterBottom>
          Seasons
        </Typography>
        {seasons.isLoading ? (
          <Skeleton variant="rounded" height={80} aria-label="Loading the seasons" />
        ) : seasons.isError ? (
          <Alert severity="error" action={<Button onClick={() => void seasons.refetch()}>Try again</Button>}>
            The schedule could not be loaded.
          </Alert>
        ) : (seasons.data ?? []).length === 0 ? (
          <Typography color="text.secondary">No seasons yet.</Typography>
        ) : (
          <List aria-label="Seasons" disablePadding>
            {(seasons.data ?? []).map((s) => (
              <ListItem
                key={s.id}
                divider
                secondaryAction={
                  isMember && viewerUid && s.endDate >= today ? (
                    <Button
                      size="small"
                      variant={registered.has(s.id) ? "outlined" : "contained"}
                      disabled={registering.isLoading}
                      aria-label={registered.has(s.id) ? `Cancel registration for ${s.label}` : `Register for ${s.label}`}
                      onClick={() =>
                        void setRegistration({ uid: viewerUid, team, season: s, registered: !registered.has(s.id) })
                          .unwrap()
                          .then(() => toast.success(registered.has(s.id) ? "Registration cancelled" : `Registered for ${s.label}`))
                          .catch((e: unknown) => toast.failure(e as SerializedAppError))
                      }
                    >
                      {registered.has(s.id) ? "Registered" : "Register"}
                    </Button>
                  ) : undefined
                }
              >
                <ListItemText primary={s.label} secondary={`${dayLabel(s.startDate)} to ${dayLabel(s.endDate)}`} />
              </ListItem>
            ))}
          </List>
        )}
      </section>
      <section aria-labelledby="team-sessions">
        <Typography id="team-sessions" variant="h6" component="h2" gutterBottom>
          Coming sessions
        </Typography>
        {sessions.isLoading ? (
          <Skeleton variant="rounded" height={80} aria-label="Loading the sessions" />
        ) : (sessions.data ?? []).length === 0 ? (
          <Typography color="text.secondary">No sessions scheduled.</Typography>
        ) : (
          <List aria-label="Coming sessions" disablePadding>
            {(sessions.data ?? []).map((s) => (
              <ListItem key={s.id} divider>
                <ListItemText
                  primary={
                    s.eventId ? (
                      <Link component={RouterLink} to={`/event/${s.eventId}`}>
                        {s.title}
                      </Link>
                    ) : (
                      s.title
                    )
                  }
                  secondary={[s.kind === "game" ? "Game" : "Practice", `${dayLabel(s.day)} at ${s.timeStart}`, s.location].filter(Boolean).join(" · ")}
                />
              </ListItem>
            ))}
          </List>
        )}
      </section>
      {canManage ? (
        <Stack spacing={2}>
          <AddSeason teamId={team.id} />
          <AddSession teamId={team.id} seasons={seasons.data ?? []} />
        </Stack>
      ) : null}
    </Stack>
  );
}
