import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import { displayTime, RANGE_MESSAGES, validateRanges, type RangeErrors } from "@rallyhub/domain/availability/time";
import type { TimeRange } from "@rallyhub/domain/availability/types";

export interface RangesEditorProps {
  /** Names the ranges for screen readers, e.g. "Monday". */
  label: string;
  ranges: TimeRange[];
  onChange: (index: number, patch: Partial<TimeRange>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  showErrors: boolean;
}

/** Narrow phones: the two fields share the row and keep their whole "10:30 AM". */
const timeFieldSx = {
  flex: { xs: "1 1 0", sm: "0 0 150px" },
  minWidth: 0,
  "& .MuiInputBase-input": { px: { xs: 1, sm: 1.75 } },
} as const;

function startMessage(e: RangeErrors | null): string | undefined {
  if (!e?.startTime) return undefined;
  return RANGE_MESSAGES[e.startTime];
}

function endMessage(e: RangeErrors | null): string | undefined {
  if (!e?.endTime) return undefined;
  return RANGE_MESSAGES[e.endTime];
}

/**
 * Time ranges with typed or picked times (native time inputs: keyboard entry,
 * the browser's picker, and phone pickers all work) and their messages (spec §5).
 */
export function RangesEditor({ label, ranges, onChange, onAdd, onRemove, showErrors }: RangesEditorProps) {
  const errors = validateRanges(ranges);
  return (
    <Stack spacing={1.5} role="group" aria-label={`${label} hours`}>
      {ranges.map((range, i) => {
        const e = showErrors ? (errors[i] ?? null) : null;
        const rangeName = range.startTime && range.endTime ? `${displayTime(range.startTime)} to ${displayTime(range.endTime)}` : `range ${i + 1}`;
        return (
          <Box key={i}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
              <TextField
                type="time"
                label="From"
                size="small"
                value={range.startTime}
                onChange={(ev) => onChange(i, { startTime: ev.target.value })}
                error={Boolean(e?.startTime) || Boolean(e?.overlap)}
                helperText={startMessage(e)}
                slotProps={{ htmlInput: { step: 300, "aria-label": `${label} from, range ${i + 1}` }, inputLabel: { shrink: true } }}
                sx={timeFieldSx}
              />
              <TextField
                type="time"
                label="To"
                size="small"
                value={range.endTime}
                onChange={(ev) => onChange(i, { endTime: ev.target.value })}
                error={Boolean(e?.endTime) || Boolean(e?.overlap)}
                helperText={endMessage(e)}
                slotProps={{ htmlInput: { step: 300, "aria-label": `${label} to, range ${i + 1}` }, inputLabel: { shrink: true } }}
                sx={timeFieldSx}
              />
              <IconButton onClick={() => onRemove(i)} aria-label={`Remove ${label} ${rangeName}`} sx={{ mt: 0.25 }}>
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
            {e?.overlap ? (
              <Typography variant="caption" color="error" role="alert">
                {RANGE_MESSAGES.overlap}
              </Typography>
            ) : null}
          </Box>
        );
      })}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} aria-label={`Add hours to ${label}`}>
          Add hours
        </Button>
      </Box>
    </Stack>
  );
}
