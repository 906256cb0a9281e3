import { useState } from "react";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormHelperText from "@mui/material/FormHelperText";
import Slider from "@mui/material/Slider";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { AppError } from "@/lib/errors";
import { CityAutocomplete } from "@/features/places/components/CityAutocomplete";
import { useGetProfileOptionsQuery } from "@/features/profile/api/profileOptionsApi";
import { activityChoices } from "@/features/profile/model/options";
import {
  ACTIVITY_FORM_MESSAGES,
  DEFAULT_RADIUS,
  RADIUS_MAX,
  RADIUS_MIN,
  RADIUS_STEP,
  validateDraft,
  type ActivitySubscriptionDraft,
  type ActivitySubscriptionFormValues,
} from "../model/activitySubscriptions";

export const SAVE_FAILED_MESSAGE = "Activity subscriptions could not be saved. Please try again.";

export interface ActivitySubscriptionFormProps {
  initial: ActivitySubscriptionDraft;
  editing: boolean;
  onCancel: () => void;
  /** Persists the values; a rejection keeps the form open with what was typed. */
  onSave: (values: ActivitySubscriptionFormValues) => Promise<void>;
}

/** Spec §2.9 / §5 Activity subscription: the add and edit form, in a dialog. */
export function ActivitySubscriptionForm({ initial, editing, onCancel, onSave }: ActivitySubscriptionFormProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const [draft, setDraft] = useState(initial);
  const [addressTouched, setAddressTouched] = useState(editing);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const options = useGetProfileOptionsQuery(undefined);
  const choices = activityChoices(options.data?.gameTypes ?? []);
  // An entry saved earlier may hold an activity no longer offered: keep it selectable so it is not lost silently.
  const activityOptions = [...choices, ...draft.activities.filter((a) => !choices.includes(a))];
  const { values, errors } = validateDraft(draft);
  const message = (key: keyof ActivitySubscriptionDraft) => {
    const e = errors[key];
    return e ? ACTIVITY_FORM_MESSAGES[e] : undefined;
  };
  const update = (patch: Partial<ActivitySubscriptionDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const sliderValue = Number.isFinite(draft.radius) ? Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, draft.radius)) : DEFAULT_RADIUS;

  const submit = async () => {
    if (!values || busy) return;
    setBusy(true);
    setSaveError(null);
    try {
      await onSave(values);
    } catch (error) {
      setSaveError(error instanceof AppError ? error.message : SAVE_FAILED_MESSAGE);
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="activity-subscription-title">
      <DialogTitle id="activity-subscription-title">{editing ? "Edit City" : "Add City"}</DialogTitle>
      <DialogContent>
        <Stack
          spacing={3}
          sx={{ pt: 1 }}
          component="form"
          id="activity-subscription-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Typography color="text.secondary">We will e-mail you about new events for these activities in this area.</Typography>
          <CityAutocomplete
            name="address"
            label="City"
            required
            value={draft.address}
            onChange={(address) => update({ address })}
            onBlur={() => setAddressTouched(true)}
            error={addressTouched ? message("address") : undefined}
            helperText="A US city, picked from the list"
          />
          <Stack spacing={1}>
            <Typography id="activity-radius-label" component="label" htmlFor="activity-radius-miles">
              Radius (miles)
            </Typography>
            <Stack direction="row" spacing={3} sx={{ alignItems: "center" }}>
              <Slider
                value={sliderValue}
                min={RADIUS_MIN}
                max={RADIUS_MAX}
                step={RADIUS_STEP}
                valueLabelDisplay="auto"
                marks={[
                  { value: RADIUS_MIN, label: `${RADIUS_MIN}` },
                  { value: RADIUS_MAX, label: `${RADIUS_MAX}` },
                ]}
                onChange={(_e, v) => update({ radius: v })}
                slotProps={{ input: { "aria-labelledby": "activity-radius-label" } }}
                sx={{ flexGrow: 1 }}
              />
              <TextField
                id="activity-radius-miles"
                type="number"
                size="small"
                value={Number.isFinite(draft.radius) ? String(draft.radius) : ""}
                onChange={(e) => update({ radius: e.target.value.trim() === "" ? Number.NaN : Number(e.target.value) })}
                error={Boolean(errors.radius)}
                slotProps={{ htmlInput: { min: RADIUS_MIN, max: RADIUS_MAX, step: RADIUS_STEP, "aria-label": "Miles", "aria-describedby": "activity-radius-help" } }}
                sx={{ width: 96 }}
              />
            </Stack>
            <FormHelperText id="activity-radius-help" error={Boolean(errors.radius)}>
              {message("radius") ?? `From ${RADIUS_MIN} to ${RADIUS_MAX} miles around the city.`}
            </FormHelperText>
          </Stack>
          <Stack spacing={1}>
            <Autocomplete
              multiple
              options={activityOptions}
              value={draft.activities}
              onChange={(_e, activities) => update({ activities })}
              loading={options.isLoading}
              filterSelectedOptions
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Activities"
                  error={options.isError}
                  helperText={options.isError ? "The activities could not be loaded." : "Leave empty to hear about every activity."}
                />
              )}
            />
            {options.isError ? (
              <Button size="small" sx={{ alignSelf: "flex-start" }} onClick={() => void options.refetch()}>
                Retry
              </Button>
            ) : null}
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField
              type="date"
              label="Start date"
              value={draft.startDate}
              onChange={(e) => update({ startDate: e.target.value })}
              error={Boolean(errors.startDate)}
              helperText={message("startDate") ?? "Optional"}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
            <TextField
              type="date"
              label="End date"
              value={draft.endDate}
              onChange={(e) => update({ endDate: e.target.value })}
              error={Boolean(errors.endDate)}
              helperText={message("endDate") ?? "Optional: leave empty to keep it going"}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: draft.startDate || undefined } }}
              fullWidth
            />
          </Stack>
          {saveError ? (
            <Alert severity="error" role="alert">
              {saveError}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="activity-subscription-form" variant="contained" disabled={!values || busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
