import { Link as RouterLink } from "react-router-dom";
import Link from "@mui/material/Link";
import ListItemText from "@mui/material/ListItemText";
import { viewerGameTime } from "@/lib/gameTime";
import type { ScheduleEntry } from "../model/schedule";

/** What a line shows of a game or a session of the schedule. */
type Shown = Pick<ScheduleEntry, "title" | "dateStart" | "dateEnd" | "timeZone" | "location" | "eventId" | "kind">;

const KIND_LABELS = { practice: "Practice", game: "Game" } as const;

/**
 * One game or practice of a team's schedule: its title (the game's page when
 * it is one), then what kind of session it is, its time through the app's one
 * formatter (the venue's time and zone, and the viewer's own in brackets when
 * it differs) and where.
 */
export function ScheduleEntryText({ entry }: { entry: Shown }) {
  return (
    <ListItemText
      primary={
        entry.eventId ? (
          <Link component={RouterLink} to={`/event/${entry.eventId}`}>
            {entry.title}
          </Link>
        ) : (
          entry.title
        )
      }
      secondary={[entry.kind ? KIND_LABELS[entry.kind] : "", viewerGameTime(entry), entry.location].filter(Boolean).join(" · ")}
      slotProps={{ primary: { sx: { overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }}
    />
  );
}
