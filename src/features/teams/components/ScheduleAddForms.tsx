import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import { FormSelect } from "@/components/form/FormSelect";
import { FormTextField } from "@/components/form/FormTextField";
import { useAppMutation } from "@/lib/useAppMutation";
import { seasonGroupSchema, seasonSchema, sessionSchema } from "@rallyhub/domain/teams/schema";
import type { Season, SeasonGroup } from "@rallyhub/domain/teams/types";
import { useSaveSeasonGroupMutation, useSaveSeasonMutation, useSaveSessionMutation } from "../api/teamsApi";
import { ScheduleItemForm } from "./ScheduleItemForm";

/** Season groups (e.g. "Spring league"): seasons can be filed under one. */
export function AddSeasonGroup({ teamId }: { teamId: string }) {
  const [save] = useAppMutation(useSaveSeasonGroupMutation, { success: "Group added", failure: "form" });
  return (
    <ScheduleItemForm
      title="Add a season group"
      schema={seasonGroupSchema}
      defaultValues={{ name: "" }}
      submitLabel="Add group"
      submitBeside
      onSave={({ name }, form) => save({ teamId, id: null, name }, form)}
    >
      <FormTextField name="name" label="Group name" required helperText="For example: Spring league" sx={{ flex: 1 }} />
    </ScheduleItemForm>
  );
}

/** A season {label, startDate, endDate}, filed under a group when the team has some. */
export function AddSeason({ teamId, groups }: { teamId: string; groups: SeasonGroup[] }) {
  const [save] = useAppMutation(useSaveSeasonMutation, { success: "Season added", failure: "form" });
  return (
    <ScheduleItemForm
      title="Add a season"
      schema={seasonSchema}
      defaultValues={{ label: "", startDate: "", endDate: "", groupId: null }}
      submitLabel="Add season"
      onSave={(season, form) => save({ teamId, id: null, season }, form)}
    >
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        <FormTextField name="label" label="Season name" required sx={{ flex: 1 }} />
        <FormTextField name="startDate" label="Starts" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField name="endDate" label="Ends" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        {groups.length > 0 ? (
          <FormSelect name="groupId" label="Group" valueAs="nullable" sx={{ minWidth: 160 }}>
            <MenuItem value="">None</MenuItem>
            {groups.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
              </MenuItem>
            ))}
          </FormSelect>
        ) : null}
      </Stack>
    </ScheduleItemForm>
  );
}

/** A session: a practice or a game on a day, in a season when the team has some (opened from 'Add session', closed by `onDone`). */
export function AddSession({ teamId, seasons, onDone }: { teamId: string; seasons: Season[]; onDone?: () => void }) {
  const [save] = useAppMutation(useSaveSessionMutation, { success: "Session added", failure: "form" });
  return (
    <ScheduleItemForm
      title="Add a session"
      schema={sessionSchema}
      defaultValues={{ kind: "practice", title: "", day: "", timeStart: "18:00", seasonId: null, eventId: null, location: "" }}
      submitLabel="Add session"
      onSave={(session, form) => save({ teamId, id: null, session }, form)}
      onClose={onDone}
    >
      <Stack spacing={1}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <FormSelect name="kind" label="Kind" sx={{ minWidth: 130 }}>
            <MenuItem value="practice">Practice</MenuItem>
            <MenuItem value="game">Game</MenuItem>
          </FormSelect>
          <FormTextField name="title" label="Title" required sx={{ flex: 1 }} />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
          <FormTextField name="day" label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField name="timeStart" label="Start time" type="time" required slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField name="location" label="Where" sx={{ flex: 1 }} />
          {seasons.length > 0 ? (
            <FormSelect name="seasonId" label="Season" valueAs="nullable" sx={{ minWidth: 160 }}>
              <MenuItem value="">None</MenuItem>
              {seasons.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.label}
                </MenuItem>
              ))}
            </FormSelect>
          ) : null}
        </Stack>
      </Stack>
    </ScheduleItemForm>
  );
}
