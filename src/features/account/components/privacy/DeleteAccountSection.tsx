import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { logAnalyticsEvent } from "@/lib/analytics";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

/** Spec §2.9: account deletion, confirmed in a dialog. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);

  const openDialog = () => {
    logAnalyticsEvent("delete_user_prompt");
    setOpen(true);
  };

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Deleting your account removes your profile and data for good. Delete or leave your teams first.
      </Typography>
      <Button variant="outlined" color="error" onClick={openDialog}>
        Delete account
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </Box>
  );
}
