import { useController, useWatch, type Control } from "react-hook-form";
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
import { FormAutocomplete } from "@/components/form/FormAutocomplete";
import { FormCityField } from "@/components/form/FormCityField";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { fieldsValid, useZodForm, ZodForm } from "@/components/form/ZodForm";
import { APP_MESSAGES } from "@/lib/messages";
import type { FailureTarget } from "@/lib/useAppMutation";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { activityChoices } from "@/lib/profileOptions/options";
import {
  DEFAULT_RADIUS,
  RADIUS_MAX,
  RADIUS_MIN,
  RADIUS_STEP,
  activitySubscriptionFormSchema,
  type ActivityFormErrorKey,
  type ActivitySubscriptionDraft,
  type ActivitySubscriptionFormValues,
} from "../model/activitySubscriptions";
import { ACCOUNT_MESSAGES } from "../messages";

export const SAVE_FAILED_MESSAGE = APP_MESSAGES.failure.activitySubscriptions;

export interface ActivitySubscriptionFormProps {
  initial: ActivitySubscriptionDraft;
  editing: boolean;
  onCancel: () => void;
  /** Persists the values; a failure (a rejection, or useAppMutation's with `failure: "form"` given `form`) keeps the form open with what was typed. */
  onSave: (values: ActivitySubscriptionFormValues, form: FailureTarget) => Promise<void>;
}

/** The text for a schema problem (the schema's messages are keys of ACCOUNT_MESSAGES.activityForm). */
function problemText(message: string): string {
  return message in ACCOUNT_MESSAGES.activityForm ? ACCOUNT_MESSAGES.activityForm[message as ActivityFormErrorKey] : message;
}

/** One of the subscription's optional dates (a native date input; problems in the form's wording). */
function DateField({
  control,
  name,
  label,
  hint,
  min,
}: {
  control: Control<ActivitySubscriptionDraft, unknown, ActivitySubscriptionFormValues>;
  name: "startDate" | "endDate";
  label: string;
  hint: string;
  min?: string;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      type="date"
      label={label}
      describeError={problemText}
      helperText={hint}
      slotProps={{ inputLabel: { shrink: true }, ...(min ? { htmlInput: { min } } : {}) }}
      fullWidth
    />
  );
}

/** The radius: a slider and a number box on one value (a custom field: both show the same number). */
function RadiusField({ control }: { control: Control<ActivitySubscriptionDraft, unknown, ActivitySubscriptionFormValues> }) {
  const { field, fieldState } = useController({ control, name: "radius" });
  return (
    <Stack spacing={1}>
      <Typography id="activity-radius-label" component="label" htmlFor="activity-radius-miles">
        Radius (miles)
      </Typography>
      <Stack direction="row" spacing={3} sx={{ alignItems: "center" }}>
        <Slider
          value={Number.isFinite(field.value) ? Math.min(RADIUS_MAX, Math.max(RADIUS_MIN, field.value)) : DEFAULT_RADIUS}
          min={RADIUS_MIN}
          max={RADIUS_MAX}
          step={RADIUS_STEP}
          valueLabelDisplay="auto"
          marks={[
            { value: RADIUS_MIN, label: `${RADIUS_MIN}` },
            { value: RADIUS_MAX, label: `${RADIUS_MAX}` },
          ]}
          onChange={(_e, v) => field.onChange(v)}
          slotProps={{ input: { "aria-labelledby": "activity-radius-label" } }}
          sx={{ flexGrow: 1 }}
        />
        <TextField
          id="activity-radius-miles"
          type="number"
          size="small"
          value={Number.isFinite(field.value) ? String(field.value) : ""}
          onChange={(e) => field.onChange(e.target.value.trim() === "" ? Number.NaN : Number(e.target.value))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          slotProps={{ htmlInput: { min: RADIUS_MIN, max: RADIUS_MAX, step: RADIUS_STEP, "aria-label": "Miles", "aria-describedby": "activity-radius-help" } }}
          sx={{ width: 96 }}
        />
      </Stack>
      <FormHelperText id="activity-radius-help" error={Boolean(fieldState.error)}>
        {fieldState.error ? problemText(fieldState.error.message ?? "") : `From ${RADIUS_MIN} to ${RADIUS_MAX} miles around the city.`}
      </FormHelperText>
    </Stack>
  );
}

/** Spec §2.9 / §5 Activity subscription: the add and edit form, in a dialog (a ZodForm with the operation's zod schema). */
export function ActivitySubscriptionForm({ initial, editing, onCancel, onSave }: ActivitySubscriptionFormProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const form = useZodForm(activitySubscriptionFormSchema, {
    // Checked as the user types and when a field is left (a city typed but never picked says so on leaving it).
    mode: "all",
    defaultValues: initial,
  });
  const { control, formState } = form;
  const [activities, startDate] = useWatch({ control, name: ["activities", "startDate"] });
  const busy = formState.isSubmitting;
  const options = useGetProfileOptionsQuery(undefined);
  const choices = activityChoices(options.data?.gameTypes ?? []);
  // An entry saved earlier may hold an activity no longer offered: keep it selectable so it is not lost silently.
  const activityOptions = [...choices, ...activities.filter((a) => !choices.includes(a))];

  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="activity-subscription-title">
      <DialogTitle id="activity-subscription-title">{editing ? "Edit City" : "Add City"}</DialogTitle>
      <DialogContent>
        {/* A failed save keeps the form open with what was typed (FormFailure). */}
        <ZodForm form={form} id="activity-subscription-form" onSubmit={(values) => onSave(values, form)} failureMessage={SAVE_FAILED_MESSAGE}>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <Typography color="text.secondary">We will e-mail you about new events for these activities in this area.</Typography>
            <FormCityField
              control={control}
              name="address"
              label="City"
              required
              showError={({ isTouched, isSubmitted }) => isTouched || editing || isSubmitted}
              describeError={problemText}
              helperText="A US city, picked from the list"
            />
            <RadiusField control={control} />
            <Stack spacing={1}>
              <FormAutocomplete
                control={control}
                name="activities"
                multiple
                options={activityOptions}
                loading={options.isLoading}
                filterSelectedOptions
                label="Activities"
                error={options.isError}
                helperText={options.isError ? "The activities could not be loaded." : "Leave empty to hear about every activity."}
              />
              {options.isError ? (
                <Button size="small" sx={{ alignSelf: "flex-start" }} onClick={() => void options.refetch()}>
                  Retry
                </Button>
              ) : null}
            </Stack>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <DateField control={control} name="startDate" label="Start date" hint="Optional" />
              <DateField control={control} name="endDate" label="End date" hint="Optional: leave empty to keep it going" min={startDate || undefined} />
            </Stack>
            <FormFailure />
          </Stack>
        </ZodForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="activity-subscription-form" variant="contained" disabled={!fieldsValid(formState) || busy} aria-busy={busy}>
          {busy ? "Saving…" : "Save"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
