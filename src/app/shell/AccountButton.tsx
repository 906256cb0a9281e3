import { lazy, Suspense, useState } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";

const AccountMenu = lazy(() => import("./AccountMenu"));

/**
 * The user's photo, or their initial on a grey disc when there is none or it
 * does not load (as MUI's Avatar shows it, without its code on every page).
 */
function Initials({ name, photoURL }: { name: string; photoURL: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const disc = { width: 36, height: 36, borderRadius: "50%", display: "flex", alignItems: "center", justifyContent: "center", overflow: "hidden", flexShrink: 0 } as const;
  if (photoURL && failed !== photoURL) {
    return <Box component="img" src={photoURL} alt="" onError={() => setFailed(photoURL)} sx={{ ...disc, objectFit: "cover" }} />;
  }
  return (
    <Box component="span" aria-hidden sx={{ ...disc, bgcolor: "grey.400", color: "common.white", fontSize: "1.25rem" }}>
      {name.slice(0, 1).toUpperCase()}
    </Box>
  );
}

/** The signed-in user's avatar button and its menu. */
export default function AccountButton({ name, photoURL, onLogout, loggingOut }: { name: string; photoURL: string; onLogout: () => void; loggingOut: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={`Account menu for ${name}`} aria-haspopup="menu" aria-expanded={anchor ? "true" : undefined}>
        <Initials name={name} photoURL={photoURL} />
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} name={name} onLogout={onLogout} loggingOut={loggingOut} />
        </Suspense>
      ) : null}
    </>
  );
}
