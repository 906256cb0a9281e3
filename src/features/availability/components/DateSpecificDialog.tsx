import { useWatch } from "react-hook-form";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { useZodForm } from "@/components/form/ZodForm";
import { cityValueOf, travelLocationFrom } from "../model/travel";
import { formatDay } from "./format";
import { dateSpecificSchema, draftProblems, draftReducer, entryFromDraft, maxEndDate, type DateSpecificDraft, type DraftAction } from "../model/dateSpecific";
import type { DateSpecificEntry, TimeRange } from "@rallyhub/domain/availability/types";
import { addRange, removeRange, updateRange } from "../model/weekly";
import { RangesEditor } from "./RangesEditor";
import { AVAILABILITY_MESSAGES } from "../messages";

export interface DateSpecificDialogProps {
  initial: DateSpecificDraft;
  today: string;
  editing: boolean;
  onCancel: () => void;
  onSave: (entry: DateSpecificEntry) => void;
}

/**
 * Spec §2.9/§4/§5 date-specific availability: a day or range, travel, and
 * hours (the same every day or per day). The draft is a react-hook-form form
 * made with useZodForm from the operation's zod schema; its linked fields move together
 * through the dialog's state machine (draftReducer).
 */
export function DateSpecificDialog({ initial, today, editing, onCancel, onSave }: DateSpecificDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  // Not a ZodForm: the dialog sits in the availability form's React tree (a portal's submit would reach that
  // form too), and its Add is a button, not a submit (Enter in a date field adds nothing, as before).
  const { control, getValues, setValue, handleSubmit } = useZodForm(dateSpecificSchema(today), { mode: "onChange", defaultValues: initial });
  const draft = { ...initial, ...useWatch({ control }) } as DateSpecificDraft;
  /** One step of the state machine: every field it changes is set on the form (and the form re-checked). */
  const dispatch = (action: DraftAction) => {
    const current = getValues();
    const next = draftReducer(current, action);
    for (const key of Object.keys(next) as Array<keyof DateSpecificDraft>) {
      if (next[key] !== current[key]) setValue(key, next[key], { shouldValidate: true, shouldDirty: true });
    }
  };
  const save = handleSubmit((values) => onSave(entryFromDraft(values)));
  // What the schema reports, shown beside the fields it concerns.
  const problems = draftProblems(draft, today);
  const max = maxEndDate(draft.date);
  const rangesFor = (list: TimeRange[], onSet: (next: TimeRange[]) => void, label: string) => (
    <RangesEditor
      label={label}
      ranges={list}
      showErrors
      onChange={(i, patch) => onSet(updateRange({ isAvailable: true, timeRanges: list }, i, patch).timeRanges)}
      onAdd={() => onSet(addRange({ isAvailable: true, timeRanges: list }).timeRanges)}
      onRemove={(i) => onSet(removeRange({ isAvailable: true, timeRanges: list }, i).timeRanges)}
    />
  );
  const blocking = problems.filter((p) => p !== "rangeErrors");
  return (
    <Dialog open onClose={onCancel} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="date-specific-title">
      <DialogTitle id="date-specific-title">{editing ? "Edit date-specific hours" : "Add date-specific hours"}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              type="date"
              label={draft.isRange ? "Start date" : "Date"}
              required
              value={draft.date}
              onChange={(e) => dispatch({ type: "setDate", date: e.target.value })}
              error={problems.includes("dateRequired") || problems.includes("dateInPast")}
              helperText={problems.includes("dateRequired") ? AVAILABILITY_MESSAGES.draft.dateRequired : problems.includes("dateInPast") ? AVAILABILITY_MESSAGES.draft.dateInPast : undefined}
              slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
              fullWidth
            />
            {draft.isRange ? (
              <TextField
                type="date"
                label="End date"
                required
                value={draft.endDate}
                onChange={(e) => dispatch({ type: "setEndDate", endDate: e.target.value })}
                // An empty end date is not an error yet: the note below the hours asks for it, and Add waits.
                error={problems.some((p) => p === "endBeforeStart" || p === "endTooLate")}
                helperText={
                  problems.includes("endTooLate")
                    ? AVAILABILITY_MESSAGES.draft.endTooLate
                    : problems.includes("endBeforeStart")
                      ? AVAILABILITY_MESSAGES.draft.endBeforeStart
                      : max
                        ? `Up to ${formatDay(max)}`
                        : undefined
                }
                slotProps={{ htmlInput: { min: draft.date || today, max: max ?? undefined }, inputLabel: { shrink: true } }}
                fullWidth
              />
            ) : null}
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0, sm: 2 }}>
            <FormControlLabel control={<Switch checked={draft.isRange} disabled={draft.isTraveling} onChange={(e) => dispatch({ type: "setRange", on: e.target.checked })} />} label="Date range" />
            <FormControlLabel control={<Switch checked={draft.isTraveling} onChange={(e) => dispatch({ type: "setTraveling", on: e.target.checked })} />} label="I'm traveling" />
            {draft.isRange ? (
              <FormControlLabel control={<Switch checked={draft.dailyMode} onChange={(e) => dispatch({ type: "setDailyMode", on: e.target.checked })} />} label="Different hours each day" />
            ) : null}
          </Stack>
          {draft.isTraveling ? (
            <CityAutocomplete
              label="Destination"
              required
              scope="world"
              value={draft.location ? cityValueOf(draft.location) : null}
              onChange={(city) => dispatch({ type: "setLocation", location: city ? travelLocationFrom(city) : null })}
              error={problems.includes("destinationRequired") ? AVAILABILITY_MESSAGES.draft.destinationRequired : undefined}
              helperText="While traveling you count as available there, not at home"
            />
          ) : null}
          {draft.dailyMode && draft.isRange ? (
            draft.dailyTimeRanges.length === 0 ? (
              <Typography color="text.secondary">Choose the end date to set hours for each day.</Typography>
            ) : (
              draft.dailyTimeRanges.map((d) => (
                <Stack key={d.date} spacing={1}>
                  <Typography variant="subtitle2" component="h3">
                    {formatDay(d.date)}
                  </Typography>
                  {rangesFor(d.timeRanges, (next) => dispatch({ type: "setDayRanges", date: d.date, timeRanges: next }), formatDay(d.date))}
                </Stack>
              ))
            )
          ) : (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h3">
                Hours
              </Typography>
              {rangesFor(draft.timeRanges, (next) => dispatch({ type: "setRanges", timeRanges: next }), "Date-specific")}
            </Stack>
          )}
          {blocking.length > 0 ? (
            <Alert severity="info" role="status">
              {blocking.map((p) => AVAILABILITY_MESSAGES.draft[p]).join(". ")}.
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" disabled={problems.length > 0} onClick={() => void save()}>
          {editing ? "Save" : "Add"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
