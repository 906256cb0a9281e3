import Backdrop from "@mui/material/Backdrop";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";

export default function ClearAndReloadOverlay() {
  return (
    <Backdrop open sx={{ zIndex: (t) => t.zIndex.modal + 1, color: "#fff", flexDirection: "column", gap: 2 }}>
      <CircularProgress color="inherit" aria-label="Resetting the app" />
      <Typography role="status">Clearing saved data and starting afresh…</Typography>
    </Backdrop>
  );
}
