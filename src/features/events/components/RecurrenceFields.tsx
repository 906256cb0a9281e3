import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { isValidDay, parseDay } from "@rallyhub/domain/availability/dates";
import { EVENT_LIMITS } from "@rallyhub/domain/events/schema";
import { describeRecurrence, occurrenceDays, weekDayOf } from "@rallyhub/domain/events/recurrence";
import type { Recurrence, WeekDayNumber } from "@rallyhub/domain/events/types";

const DAYS: Array<{ value: WeekDayNumber; short: string; name: string }> = [
  { value: 0, short: "S", name: "Sunday" },
  { value: 1, short: "M", name: "Monday" },
  { value: 2, short: "T", name: "Tuesday" },
  { value: 3, short: "W", name: "Wednesday" },
  { value: 4, short: "T", name: "Thursday" },
  { value: 5, short: "F", name: "Friday" },
  { value: 6, short: "S", name: "Saturday" },
];

export interface RecurrenceFieldsProps {
  /** The first game's day ('yyyy-MM-dd'). */
  day: string;
  value: Recurrence | null;
  excluded: string[];
  onChange: (value: Recurrence | null, excluded: string[]) => void;
  errors: { days?: string; until?: string; count?: string; excluded?: string };
  /** Editing a series: the pattern stays, days can be skipped. */
  locked?: boolean;
}

function dayLabel(day: string): string {
  const p = parseDay(day);
  return p ? new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(p.y, p.m - 1, p.d))) : day;
}

/**
 * Spec §3 reoccurringInfo: weekly on chosen days, until a date or for N times,
 * and excludedDates: the coming games are listed, each can be skipped.
 */
export function RecurrenceFields({ day, value, excluded, onChange, errors, locked = false }: RecurrenceFieldsProps) {
  const on = value !== null;
  // The games as the server will make them (skipped dates do not count toward the number), and the skipped ones.
  const dates = value && isValidDay(day) ? occurrenceDays(day, value, excluded) : [];
  const shown = [...new Set([...dates, ...excluded])].sort();
  const endMode = value?.until !== null && value?.until !== undefined ? "until" : "count";

  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={locked}
            onChange={(e) => onChange(e.target.checked ? { frequency: "weekly", days: isValidDay(day) ? [weekDayOf(day) as WeekDayNumber] : [], until: null, count: 4 } : null, [])}
          />
        }
        label="Repeats weekly"
      />
      {value ? (
        <>
          <Stack spacing={0.5}>
            <Typography id="repeat-days-label" variant="body2">
              On
            </Typography>
            <ToggleButtonGroup
              value={value.days}
              onChange={(_e, days: WeekDayNumber[]) => onChange({ ...value, days: [...days].sort((a, b) => a - b) }, excluded)}
              aria-labelledby="repeat-days-label"
              size="small"
              disabled={locked}
            >
              {DAYS.map((d) => (
                <ToggleButton key={d.value} value={d.value} aria-label={d.name} sx={{ minWidth: 40 }}>
                  {d.short}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {errors.days ? <FormHelperText error>{errors.days}</FormHelperText> : null}
          </Stack>
          <RadioGroup
            row
            value={endMode}
            onChange={(_e, mode) =>
              onChange(mode === "until" ? { ...value, count: null, until: dates.at(-1) ?? day } : { ...value, until: null, count: Math.max(EVENT_LIMITS.occurrences.min, dates.length || 4) }, excluded)
            }
            aria-label="How the series ends"
          >
            <FormControlLabel value="count" control={<Radio disabled={locked} />} label="After a number of games" />
            <FormControlLabel value="until" control={<Radio disabled={locked} />} label="On a date" />
          </RadioGroup>
          {endMode === "count" ? (
            <TextField
              type="number"
              label="Games"
              value={value.count ?? ""}
              disabled={locked}
              onChange={(e) => onChange({ ...value, count: e.target.value === "" ? null : Number(e.target.value) }, excluded)}
              error={Boolean(errors.count)}
              helperText={errors.count ?? `${EVENT_LIMITS.occurrences.min} to ${EVENT_LIMITS.occurrences.max}`}
              slotProps={{ htmlInput: { min: EVENT_LIMITS.occurrences.min, max: EVENT_LIMITS.occurrences.max } }}
              sx={{ maxWidth: 160 }}
            />
          ) : (
            <TextField
              type="date"
              label="Last day"
              value={value.until ?? ""}
              disabled={locked}
              onChange={(e) => onChange({ ...value, until: e.target.value || null }, excluded)}
              error={Boolean(errors.until)}
              helperText={errors.until ?? "Within a year of the first game"}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: day } }}
              sx={{ maxWidth: 220 }}
            />
          )}
          {shown.length > 0 ? (
            <Stack spacing={0.5}>
              <Typography variant="body2" color="text.secondary">
                {describeRecurrence(value)}. Untick a date to skip it.
              </Typography>
              <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 1 }} role="group" aria-label="Games in the series">
                {shown.map((d) => (
                  <FormControlLabel
                    key={d}
                    control={<Checkbox size="small" checked={!excluded.includes(d)} onChange={(e) => onChange(value, e.target.checked ? excluded.filter((x) => x !== d) : [...excluded, d].sort())} />}
                    label={dayLabel(d)}
                  />
                ))}
              </Stack>
              {errors.excluded ? <FormHelperText error>{errors.excluded}</FormHelperText> : null}
            </Stack>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
