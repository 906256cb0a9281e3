import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday, type WeeklyAvailability } from "@rallyhub/domain/availability/types";
import { addRange, removeRange, setDayChecked, updateRange } from "../model/weekly";
import { RangesEditor } from "./RangesEditor";

/** Spec §2.9 weekly editor, Monday to Sunday. */
export function WeeklyEditor({ week, onChange, showErrors }: { week: WeeklyAvailability; onChange: (week: WeeklyAvailability) => void; showErrors: boolean }) {
  const set = (day: Weekday, value: WeeklyAvailability[Weekday]) => onChange({ ...week, [day]: value });
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5}>
      {WEEKDAYS.map((day) => {
        const d = week[day];
        return (
          <Stack key={day} direction={{ xs: "column", sm: "row" }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: "flex-start" } }}>
            <Box sx={{ width: { sm: 160 }, flexShrink: 0 }}>
              <FormControlLabel control={<Checkbox checked={d.isAvailable} onChange={(e) => set(day, setDayChecked(d, e.target.checked))} />} label={WEEKDAY_LABELS[day]} />
            </Box>
            {d.isAvailable ? (
              <RangesEditor
                label={WEEKDAY_LABELS[day]}
                ranges={d.timeRanges}
                showErrors={showErrors}
                onChange={(i, patch) => set(day, updateRange(d, i, patch))}
                onAdd={() => set(day, addRange(d))}
                onRemove={(i) => set(day, removeRange(d, i))}
              />
            ) : (
              <Typography color="text.secondary" sx={{ pt: { sm: 1 } }}>
                Unavailable
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
