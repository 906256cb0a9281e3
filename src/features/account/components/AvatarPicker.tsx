import { useState } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { SoftBreaks } from "@/components/SoftBreaks";
import { useAppSelector } from "@/lib/hooks";
import { displayNameOf, selectAuth } from "@/lib/session/authSlice";
import { AvatarDialog } from "./AvatarDialog";

/** The user's picture and name with 'Change photo', which opens the avatar dialog (spec §2.7). */
export function AvatarPicker() {
  const auth = useAppSelector(selectAuth);
  const [open, setOpen] = useState(false);
  if (!auth.user) return null;
  const name = displayNameOf(auth);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
      <Avatar src={auth.profile?.photoURL || undefined} alt="" sx={{ width: 72, height: 72, fontSize: 28, flexShrink: 0 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        {/* Before a profile has a name this is the sign-in e-mail: it wraps after its @ or a dot, not inside a word. */}
        <Typography sx={{ fontWeight: 600, overflowWrap: "break-word" }}>
          <SoftBreaks text={name} />
        </Typography>
        <Button size="small" onClick={() => setOpen(true)}>
          Change photo
        </Button>
      </Box>
      <AvatarDialog uid={auth.user.uid} name={name} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
