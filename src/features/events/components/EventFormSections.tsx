import type { ReactNode } from "react";
import { useController, useWatch } from "react-hook-form";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormDateTimeField } from "@/components/form/FormDateTimeField";
import { FormNumberField } from "@/components/form/FormNumberField";
import { FormSelect } from "@/components/form/FormSelect";
import { FormSwitch } from "@/components/form/FormSwitch";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodFormContext } from "@/components/form/ZodForm";
import { PLATFORM_FEE_PERCENT } from "@rallyhub/domain/billing/model";
import { EVENT_LIMITS, type eventInputSchema } from "@rallyhub/domain/events/schema";
import { LocationField } from "./LocationField";
import { RecurrenceFields } from "./RecurrenceFields";

/** The event form's schema (made with the time the form opened). */
export type EventSchema = ReturnType<typeof eventInputSchema>;

const useEventForm = () => useZodFormContext<EventSchema>();

const ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "Pacific/Honolulu", "UTC"];

function Section({ title, children }: { title: string; children: ReactNode }) {
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

/** Title, game type and description. */
export function GameSection({ gameTypes }: { gameTypes: string[] }) {
  const { control } = useEventForm();
  const gameType = useWatch({ control, name: "gameType" });
  return (
    <Section title="The game">
      <FormTextField name="title" control={control} label="Title" required fullWidth maxLength={EVENT_LIMITS.title} />
      <FormSelect name="gameType" control={control} label="Game type" required sx={{ maxWidth: 360 }}>
        {(gameTypes.includes(gameType) || !gameType ? gameTypes : [gameType, ...gameTypes]).map((g) => (
          <MenuItem key={g} value={g}>
            {g}
          </MenuItem>
        ))}
      </FormSelect>
      <FormTextField
        name="description"
        control={control}
        label="Description"
        multiline
        minRows={3}
        fullWidth
        maxLength={EVENT_LIMITS.description}
        helperText="Level, what to bring, how to find the group"
      />
    </Section>
  );
}

export interface WhenSectionProps {
  /** The weekly series can be set (a new game, or the series being edited). */
  repeats: boolean;
  /** Editing one game of a series: its pattern stays, dates can be skipped. */
  patternLocked: boolean;
}

/** Date, start time, time zone, duration and the weekly series. */
export function WhenSection({ repeats, patternLocked }: WhenSectionProps) {
  const { control, setValue, formState } = useEventForm();
  const [day, timeZone, reoccurringInfo, excludedDates] = useWatch({ control, name: ["day", "timeZone", "reoccurringInfo", "excludedDates"] });
  const errors = formState.errors;
  const zones = ZONES.includes(timeZone) ? ZONES : [timeZone, ...ZONES];
  return (
    <Section title="When">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormTextField name="day" control={control} label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormTextField name="timeStart" control={control} label="Start time" type="time" required slotProps={{ inputLabel: { shrink: true } }} />
        <FormSelect name="timeZone" control={control} label="Time zone" sx={{ minWidth: 200 }}>
          {zones.map((z) => (
            <MenuItem key={z} value={z}>
              {z.replace(/_/g, " ")}
            </MenuItem>
          ))}
        </FormSelect>
      </Stack>
      <Stack direction="row" spacing={2} role="group" aria-label="Duration">
        <FormNumberField name="duration.hours" control={control} label="Hours" min={0} max={EVENT_LIMITS.durationHours.max} sx={{ width: 120 }} />
        <FormNumberField name="duration.minutes" control={control} label="Minutes" min={0} max={59} step={5} sx={{ width: 120 }} />
      </Stack>
      {repeats ? (
        <RecurrenceFields
          day={day}
          value={reoccurringInfo}
          excluded={excludedDates}
          locked={patternLocked}
          onChange={(next, skipped) => {
            setValue("reoccurringInfo", next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
            setValue("excludedDates", skipped, { shouldDirty: true, shouldValidate: formState.isSubmitted });
          }}
          errors={{
            days: errors.reoccurringInfo?.days?.message,
            until: errors.reoccurringInfo?.until?.message,
            count: errors.reoccurringInfo?.count?.message,
            excluded: errors.excludedDates?.message ?? errors.excludedDates?.root?.message,
          }}
        />
      ) : null}
    </Section>
  );
}

/** A place of the organizer's city, or an address from the city search. */
export function WhereSection({ cityName }: { cityName: string | null }) {
  const { control } = useEventForm();
  const { field, fieldState } = useController({ control, name: "location" });
  return (
    <Section title="Where">
      <LocationField value={field.value} onChange={field.onChange} onBlur={field.onBlur} cityName={cityName} error={fieldState.error?.message} />
    </Section>
  );
}

/** Spots and waitlist, the minimum, guests, approval and the hosting team. */
export function PlayersSection({ teams }: { teams: Array<{ id: string; name: string }> }) {
  const { control, setValue, getValues } = useEventForm();
  const [capacity, hasMinimumNeeded, allowParticipantGuests] = useWatch({ control, name: ["capacity", "hasMinimumNeeded", "allowParticipantGuests"] });
  return (
    <Section title="Players">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <FormNumberField
          name="capacity"
          control={control}
          label="Spots"
          nullable
          min={EVENT_LIMITS.capacity.min}
          max={EVENT_LIMITS.capacity.max}
          helperText="Leave empty for no limit"
          sx={{ maxWidth: 200 }}
        />
        <FormSwitch name="allowWaitlist" control={control} label="Waitlist when full" disabled={capacity === null} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <FormSwitch name="hasMinimumNeeded" control={control} label="Needs a minimum of players" onToggle={(on) => (on ? undefined : setValue("minimumNeeded", null))} />
        {hasMinimumNeeded ? <FormNumberField name="minimumNeeded" control={control} label="Minimum" nullable min={1} sx={{ maxWidth: 160 }} /> : null}
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <FormSwitch name="allowParticipantGuests" control={control} label="Players may bring guests" onToggle={(on) => setValue("guestLimit", on ? Math.max(1, getValues("guestLimit")) : 0)} />
        {allowParticipantGuests ? <FormNumberField name="guestLimit" control={control} label="Guests per player" min={1} max={EVENT_LIMITS.guestLimit.max} sx={{ maxWidth: 180 }} /> : null}
      </Stack>
      <FormSwitch name="creatorApprovalNeeded" control={control} label="I approve each player" />
      {teams.length > 0 ? (
        <FormSelect name="hostingTeam" control={control} label="Hosting team" valueAs="nullable" sx={{ maxWidth: 360 }} helperText="A team you manage">
          <MenuItem value="">No team</MenuItem>
          {teams.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </FormSelect>
      ) : null}
    </Section>
  );
}

/** Cancellation cut-off, late joining, privacy and when a private game opens to everyone. */
export function RulesSection() {
  const { control, setValue } = useEventForm();
  const [isPrivate, timeZone] = useWatch({ control, name: ["isPrivate", "timeZone"] });
  return (
    <Section title="Rules">
      <FormNumberField
        name="hoursToCancelBefore"
        control={control}
        label="Cancellations close (hours before)"
        nullable
        min={0}
        max={EVENT_LIMITS.hoursToCancelBefore.max}
        helperText="Leave empty to allow cancelling any time"
        sx={{ maxWidth: 300 }}
      />
      <FormSwitch name="allowLateRsvp" control={control} label="Players may join after it starts" />
      <FormSwitch name="isPrivate" control={control} label="Private: only players I invite (and those who join) see it" onToggle={(on) => (on ? undefined : setValue("makePublicAfter", null))} />
      {isPrivate ? (
        <FormDateTimeField
          name="makePublicAfter"
          control={control}
          timeZone={timeZone}
          label="Make it public after (optional)"
          helperText="Open it to everyone later, e.g. when spots are still free"
          sx={{ maxWidth: 320 }}
        />
      ) : null}
    </Section>
  );
}

/** The price per spot (paid on Stripe) and whether guests pay too. */
export function PriceSection({ priceLocked }: { priceLocked: boolean }) {
  const { control } = useEventForm();
  const [price, allowParticipantGuests] = useWatch({ control, name: ["price", "allowParticipantGuests"] });
  return (
    <Section title="Price">
      <FormNumberField
        name="price"
        control={control}
        label="Price per spot (USD)"
        min={0}
        max={EVENT_LIMITS.price.max}
        step={0.01}
        disabled={priceLocked}
        helperText={
          priceLocked ? "The price cannot change once players have joined." : `0 is free. Players pay on Stripe; it goes to your Stripe account, less a ${PLATFORM_FEE_PERCENT}% platform fee.`
        }
        sx={{ maxWidth: 320 }}
      />
      {price > 0 && allowParticipantGuests ? <FormSwitch name="chargeGuests" control={control} label="Guests pay for their spot too" disabled={priceLocked} /> : null}
    </Section>
  );
}
