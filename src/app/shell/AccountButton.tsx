import { lazy, Suspense, useState } from "react";
import IconButton from "@mui/material/IconButton";
import { InitialsAvatar } from "@/components/InitialsAvatar";

const AccountMenu = lazy(() => import("./AccountMenu"));

/** The signed-in user's avatar button and its menu. */
export default function AccountButton({ name, photoURL, onLogout, loggingOut }: { name: string; photoURL: string; onLogout: () => void; loggingOut: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={`Account menu for ${name}`} aria-haspopup="menu" aria-expanded={anchor ? "true" : undefined}>
        <InitialsAvatar name={name} photoURL={photoURL} size={36} />
      </IconButton>
      {anchor ? (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} onClose={() => setAnchor(null)} name={name} onLogout={onLogout} loggingOut={loggingOut} />
        </Suspense>
      ) : null}
    </>
  );
}
