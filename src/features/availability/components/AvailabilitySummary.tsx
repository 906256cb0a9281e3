import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { compareDays, todayIn } from "@rallyhub/domain/availability/dates";
import { sortEntries } from "../model/dateSpecific";
import { WEEKDAY_LABELS, WEEKDAYS, type UserAvailability } from "@rallyhub/domain/availability/types";
import { formatEntryDates, formatRanges } from "./format";
import { travelLabel } from "../model/travel";

/** Read-only view of a player's availability (what another player sees when allowed). */
export function AvailabilitySummary({ availability }: { availability: UserAvailability }) {
  const today = todayIn(availability.timeZone);
  const upcoming = sortEntries(availability.dateSpecificAvailability)
    .filter((e) => compareDays(e.endDate ?? e.date, today) >= 0)
    .slice(0, 10);
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label="Weekly hours">
        <TableBody>
          {WEEKDAYS.map((d) => {
            const day = availability.weeklyAvailability[d];
            return (
              <TableRow key={d}>
                <TableCell component="th" scope="row" sx={{ width: 140, fontWeight: 600 }}>
                  {WEEKDAY_LABELS[d]}
                </TableCell>
                <TableCell>{day.isAvailable ? formatRanges(day.timeRanges) : "Unavailable"}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        Times in {availability.timeZone}.
      </Typography>
      {upcoming.length > 0 ? (
        <Stack spacing={1}>
          <Typography variant="subtitle1" component="h3">
            Coming up
          </Typography>
          {upcoming.map((e, i) => (
            <Stack key={`${e.date}-${i}`} direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
              <Typography sx={{ fontWeight: 600 }}>{formatEntryDates(e)}</Typography>
              <Typography color="text.secondary">{e.dailyTimeRanges?.length ? "Different hours each day" : formatRanges(e.timeRanges)}</Typography>
              {e.isTraveling && e.location ? <Chip size="small" label={`In ${travelLabel(e.location)}`} /> : null}
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
