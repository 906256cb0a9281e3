import { useState } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useAppMutation } from "@/lib/useAppMutation";
import type { EventRecord } from "@rallyhub/domain/events/types";
import { useCancelEventMutation } from "../api/eventsApi";

/** Cancelling a game (or it and the later games of its series): everyone on the list is told. */
export function CancelGameDialog({ event, onClose }: { event: EventRecord; onClose: () => void }) {
  const [scope, setScope] = useState<"one" | "series">("one");
  const [cancel, cancelling] = useAppMutation(useCancelEventMutation, { success: (result) => (result.cancelled > 1 ? `${result.cancelled} games cancelled` : "Game cancelled") });
  const confirm = async () => {
    const done = await cancel({ eventId: event.id, scope });
    if (!done.error) onClose();
  };
  return (
    <Dialog open onClose={cancelling.isLoading ? undefined : onClose} aria-labelledby="cancel-game-title" maxWidth="xs" fullWidth>
      <DialogTitle id="cancel-game-title">Cancel this game?</DialogTitle>
      <DialogContent>
        <DialogContentText>Everyone on the list is told (in the app, and by e-mail as each prefers). This cannot be undone.</DialogContentText>
        {event.seriesId ? (
          <RadioGroup value={scope} onChange={(_e, v) => setScope(v as "one" | "series")} aria-label="Which games">
            <FormControlLabel value="one" control={<Radio />} label="This game only" />
            <FormControlLabel value="series" control={<Radio />} label="This and all later games in the series" />
          </RadioGroup>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancelling.isLoading}>
          Keep it
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={cancelling.isLoading}>
          Cancel game
        </Button>
      </DialogActions>
    </Dialog>
  );
}
