import { QRCodeSVG } from "qrcode.react";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import CloseIcon from "@mui/icons-material/Close";
import { LoadingBlock } from "@/components/LoadingBlock";
import { brand } from "@/lib/brand";
import { useAppSelector } from "@/lib/hooks";
import { selectProfile, selectUser } from "@/lib/session/authSlice";
import { useGetPublicProfileQuery } from "@/features/profile/public";
import { useGetRegistrationsQuery } from "@/features/teams/public";
import type { Registration } from "@rallyhub/domain/teams/types";
import { noRegistrationsText, PLAYER_CARD_SIZE, seasonDates, UNNAMED_PLAYER, type PlayerCardDialogProps } from "../model/playerCard";
import { profileLink } from "../model/profileLink";
import { SCAN_MESSAGES } from "../messages";

/** Spec §2.10: the QR code's error correction and width. */
const QR_LEVEL = "M";
const QR_SIZE = 200;

interface CardPerson {
  name: string;
  photoURL: string;
  /** Only on the user's own card: an e-mail is private. */
  email: string | null;
}

/**
 * The player card (spec §2.10, §9: 400x800): the avatar, a QR code of the
 * absolute profile link /profile/{id} (error correction M, 200 wide), the
 * display name ('Unnamed Player' without one), the e-mail and the player's
 * registrations: their sign-ups for seasons of their teams (the registrations
 * collection). An organizer scans the code at the door (the scan page).
 *
 * The signed-in user's own card comes from the session and their
 * registrations. Another player's card shows what others may see of them
 * (their public profile's name and photo); their e-mail and registrations are
 * theirs alone (the rules refuse them), so that card leaves them out.
 */
export default function PlayerCardDialog({ open, onClose, uid }: PlayerCardDialogProps) {
  const user = useAppSelector(selectUser);
  const profile = useAppSelector(selectProfile);
  const own = user?.uid === uid;
  const other = useGetPublicProfileQuery(uid, { skip: own || !open });

  let person: CardPerson | null = null;
  if (own) person = { name: profile?.displayName || user.displayName || UNNAMED_PLAYER, photoURL: profile?.photoURL || user.photoURL || "", email: user.email ?? (profile?.email || null) };
  else if (other.data) person = { name: other.data.displayName || UNNAMED_PLAYER, photoURL: other.data.photoURL, email: null };

  const link = profileLink(uid, window.location.origin);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="player-card-title"
      slotProps={{ paper: { sx: { width: PLAYER_CARD_SIZE.width, height: PLAYER_CARD_SIZE.height, maxWidth: "calc(100% - 32px)", maxHeight: "calc(100% - 32px)", m: 2 } } }}
    >
      <DialogTitle id="player-card-title" sx={{ pr: 6 }}>
        Player card
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: "absolute", right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        {person ? (
          <Stack spacing={1.5} sx={{ alignItems: "center", textAlign: "center" }}>
            <Avatar src={person.photoURL || undefined} alt={person.name} sx={{ width: 88, height: 88, fontSize: 36 }}>
              {person.name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ p: 1, bgcolor: "#fff", borderRadius: 1, lineHeight: 0 }}>
              <QRCodeSVG value={link} level={QR_LEVEL} size={QR_SIZE} marginSize={2} role="img" aria-label={`QR code of ${person.name}'s profile`} />
            </Box>
            <Typography variant="h5" component="h2" sx={{ wordBreak: "break-word" }}>
              {person.name}
            </Typography>
            {person.email ? (
              <Typography color="text.secondary" sx={{ wordBreak: "break-all" }}>
                {person.email}
              </Typography>
            ) : null}
          </Stack>
        ) : other.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void other.refetch()}>
                Retry
              </Button>
            }
          >
            {other.error.message}
          </Alert>
        ) : (
          <LoadingBlock label="Loading the player card" height={360} />
        )}
        {own ? <Registrations uid={uid} open={open} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Registrations({ uid, open }: { uid: string; open: boolean }) {
  const registrations = useGetRegistrationsQuery({ uid, teamId: null }, { skip: !open });
  const list = [...(registrations.data ?? [])].sort((a, b) => b.season.startDate.localeCompare(a.season.startDate) || a.teamName.localeCompare(b.teamName));
  return (
    <Box component="section" aria-labelledby="player-card-registrations" sx={{ mt: 3 }}>
      <Typography id="player-card-registrations" variant="h6" component="h3" gutterBottom>
        Registrations
      </Typography>
      {registrations.isLoading ? (
        <LoadingBlock label="Loading the registrations" height={72} />
      ) : registrations.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void registrations.refetch()}>
              Retry
            </Button>
          }
        >
          {SCAN_MESSAGES.failure.registrations}
        </Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{noRegistrationsText(brand.productName)}</Typography>
      ) : (
        <List dense disablePadding aria-labelledby="player-card-registrations">
          {list.map((r: Registration) => (
            <ListItem key={r.id} disableGutters divider>
              <ListItemText primary={r.teamName} secondary={`${r.season.label} · ${seasonDates(r.season.startDate, r.season.endDate)}`} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
