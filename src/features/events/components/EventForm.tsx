import { useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormNumberField } from "@/components/form/FormNumberField";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import { zonedParts, zonedToInstant } from "@rallyhub/domain/availability/dates";
import { PLATFORM_FEE_PERCENT } from "@rallyhub/domain/billing/model";
import type { SaveScope } from "@rallyhub/domain/callables/events";
import { EVENT_LIMITS, eventInputSchema, type EventInput } from "@rallyhub/domain/events/schema";
import { LocationField } from "./LocationField";
import { RecurrenceFields } from "./RecurrenceFields";


export interface HostTeam {
  id: string;
  name: string;
}

export interface EventFormProps {
  initial: EventInput;
  mode: "create" | "edit";
  /** Editing one game of a series: the organizer chooses this game or the whole series. */
  inSeries?: boolean;
  gameTypes: string[];
  teams: HostTeam[];
  cityName: string | null;
  /** Players have joined: the price stays as it is (the server refuses a change too). */
  priceLocked?: boolean;
  /** Saves; a rejection keeps the form as typed and shows the message (and the server's reason). */
  onSubmit: (values: EventInput, scope: SaveScope) => Promise<void>;
}

const ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu", "UTC"];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `event-section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** "2026-12-01T18:00" (datetime-local) ↔ epoch millis in a zone. */
function toLocalInput(ms: number | null, zone: string): string {
  if (ms === null) return "";
  const p = zonedParts(ms, zone);
  return `${p.day}T${String(Math.floor(p.minutes / 60)).padStart(2, "0")}:${String(p.minutes % 60).padStart(2, "0")}`;
}

function fromLocalInput(text: string, zone: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text);
  return m?.[1] ? zonedToInstant(m[1], Number(m[2]) * 60 + Number(m[3]), zone) : null;
}

/**
 * Spec §3 Event: the create/edit form, on react-hook-form with the same zod
 * schema the saveEvent callable checks, every default of the spec preset.
 */
export function EventForm({ initial, mode, inSeries = false, gameTypes, teams, cityName, priceLocked = false, onSubmit }: EventFormProps) {
  // "Not in the past" counts from when the form opened.
  const [schema] = useState(() => eventInputSchema(Date.now()));
  const [scope, setScope] = useState<SaveScope>("one");
  const [failure, setFailure] = useState<{ message: string; reason?: string } | null>(null);
  const { control, handleSubmit, formState, setValue, getValues, reset } = useForm<EventInput>({
    resolver: zodResolver(schema) as unknown as Resolver<EventInput>,
    mode: "onTouched",
    defaultValues: initial,
  });
  const [day, timeZone, isPrivate, hasMinimumNeeded, allowParticipantGuests, reoccurringInfo, excludedDates, capacity, price] = useWatch({
    control,
    name: ["day", "timeZone", "isPrivate", "hasMinimumNeeded", "allowParticipantGuests", "reoccurringInfo", "excludedDates", "capacity", "price"],
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const errors = formState.errors;
  const recurrenceErrors = {
    days: errors.reoccurringInfo?.days?.message,
    until: errors.reoccurringInfo?.until?.message,
    count: errors.reoccurringInfo?.count?.message,
    excluded: errors.excludedDates?.message ?? errors.excludedDates?.root?.message,
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values, scope);
    } catch (error) {
      const e = error as { message?: string; reason?: string };
      setFailure({ message: e.message ?? "The game could not be saved. Please try again.", reason: e.reason });
    }
  });

  const zones = ZONES.includes(timeZone) ? ZONES : [timeZone, ...ZONES];

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void submit(e)} aria-label={mode === "create" ? "Create a game" : "Edit the game"}>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure.message}
          {failure.reason ? <div>{failure.reason}</div> : null}
        </Alert>
      ) : null}

      <Section title="The game">
        <FormTextField name="title" control={control} label="Title" required fullWidth maxLength={EVENT_LIMITS.title} />
        <Controller
          name="gameType"
          control={control}
          render={({ field, fieldState }) => (
            <TextField select label="Game type" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} sx={{ maxWidth: 360 }}>
              {(gameTypes.includes(field.value) || !field.value ? gameTypes : [field.value, ...gameTypes]).map((g) => (
                <MenuItem key={g} value={g}>
                  {g}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField name="description" control={control} label="Description" multiline minRows={3} fullWidth maxLength={EVENT_LIMITS.description} helperText="Level, what to bring, how to find the group" />
      </Section>

      <Section title="When">
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormTextField name="day" control={control} label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
          <FormTextField name="timeStart" control={control} label="Start time" type="time" required slotProps={{ inputLabel: { shrink: true } }} />
          <Controller
            name="timeZone"
            control={control}
            render={({ field, fieldState }) => (
              <TextField select label="Time zone" value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={Boolean(fieldState.error)} helperText={fieldState.error?.message} sx={{ minWidth: 200 }}>
                {zones.map((z) => (
                  <MenuItem key={z} value={z}>
                    {z.replace(/_/g, " ")}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction="row" spacing={2} role="group" aria-label="Duration">
          <FormNumberField name="duration.hours" control={control} label="Hours" min={0} max={EVENT_LIMITS.durationHours.max} sx={{ width: 120 }} />
          <FormNumberField name="duration.minutes" control={control} label="Minutes" min={0} max={59} step={5} sx={{ width: 120 }} />
        </Stack>
        {mode === "create" || inSeries ? (
          <RecurrenceFields
            day={day}
            value={reoccurringInfo}
            excluded={excludedDates}
            locked={mode === "edit" && scope === "one"}
            onChange={(next, skipped) => {
              setValue("reoccurringInfo", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
              setValue("excludedDates", skipped, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            }}
            errors={recurrenceErrors}
          />
        ) : null}
      </Section>

      <Section title="Where">
        <Controller
          name="location"
          control={control}
          render={({ field, fieldState }) => <LocationField value={field.value} onChange={field.onChange} onBlur={field.onBlur} cityName={cityName} error={fieldState.error?.message} />}
        />
      </Section>

      <Section title="Players">
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <FormNumberField name="capacity" control={control} label="Spots" nullable min={EVENT_LIMITS.capacity.min} max={EVENT_LIMITS.capacity.max} helperText="Leave empty for no limit" sx={{ maxWidth: 200 }} />
          <Controller
            name="allowWaitlist"
            control={control}
            render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} disabled={capacity === null} />} label="Waitlist when full" />}
          />
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <Controller
            name="hasMinimumNeeded"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      if (!e.target.checked) setValue("minimumNeeded", null);
                    }}
                  />
                }
                label="Needs a minimum of players"
              />
            )}
          />
          {hasMinimumNeeded ? <FormNumberField name="minimumNeeded" control={control} label="Minimum" nullable min={1} sx={{ maxWidth: 160 }} /> : null}
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <Controller
            name="allowParticipantGuests"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value}
                    onChange={(e) => {
                      field.onChange(e.target.checked);
                      setValue("guestLimit", e.target.checked ? Math.max(1, getValues("guestLimit")) : 0);
                    }}
                  />
                }
                label="Players may bring guests"
              />
            )}
          />
          {allowParticipantGuests ? <FormNumberField name="guestLimit" control={control} label="Guests per player" min={1} max={EVENT_LIMITS.guestLimit.max} sx={{ maxWidth: 180 }} /> : null}
        </Stack>
        <Controller
          name="creatorApprovalNeeded"
          control={control}
          render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="I approve each player" />}
        />
        {teams.length > 0 ? (
          <Controller
            name="hostingTeam"
            control={control}
            render={({ field }) => (
              <TextField select label="Hosting team" value={field.value ?? ""} onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.value)} sx={{ maxWidth: 360 }} helperText="A team you manage">
                <MenuItem value="">No team</MenuItem>
                {teams.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
      </Section>

      <Section title="Rules">
        <FormNumberField name="hoursToCancelBefore" control={control} label="Cancellations close (hours before)" nullable min={0} max={EVENT_LIMITS.hoursToCancelBefore.max} helperText="Leave empty to allow cancelling any time" sx={{ maxWidth: 300 }} />
        <Controller
          name="allowLateRsvp"
          control={control}
          render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label="Players may join after it starts" />}
        />
        <Controller
          name="isPrivate"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(e) => {
                    field.onChange(e.target.checked);
                    if (!e.target.checked) setValue("makePublicAfter", null);
                  }}
                />
              }
              label="Private: only players I invite (and those who join) see it"
            />
          )}
        />
        {isPrivate ? (
          <Controller
            name="makePublicAfter"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                type="datetime-local"
                label="Make it public after (optional)"
                value={toLocalInput(field.value, timeZone)}
                onChange={(e) => field.onChange(fromLocalInput(e.target.value, timeZone))}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? "Open it to everyone later, e.g. when spots are still free"}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ maxWidth: 320 }}
              />
            )}
          />
        ) : null}
      </Section>

      <Section title="Price">
        <FormNumberField
          name="price"
          control={control}
          label="Price per spot (USD)"
          min={0}
          max={EVENT_LIMITS.price.max}
          step={0.01}
          disabled={priceLocked}
          helperText={priceLocked ? "The price cannot change once players have joined." : `0 is free. Players pay on Stripe; it goes to your Stripe account, less a ${PLATFORM_FEE_PERCENT}% platform fee.`}
          sx={{ maxWidth: 320 }}
        />
        {price > 0 && allowParticipantGuests ? (
          <Controller
            name="chargeGuests"
            control={control}
            render={({ field }) => <FormControlLabel control={<Switch checked={field.value} disabled={priceLocked} onChange={(e) => field.onChange(e.target.checked)} />} label="Guests pay for their spot too" />}
          />
        ) : null}
      </Section>

      {mode === "edit" && inSeries ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <RadioGroup value={scope} onChange={(_e, v) => setScope(v as SaveScope)} aria-label="What to save">
            <FormControlLabel value="one" control={<Radio />} label="This game only" />
            <FormControlLabel value="series" control={<Radio />} label="All upcoming games in the series" />
          </RadioGroup>
        </Paper>
      ) : null}

      <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
        {mode === "edit" ? (
          <Button disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset(initial)}>
            Discard changes
          </Button>
        ) : null}
        <SubmitButton busy={formState.isSubmitting}>{mode === "create" ? "Create game" : "Save changes"}</SubmitButton>
      </Stack>
    </Stack>
  );
}
