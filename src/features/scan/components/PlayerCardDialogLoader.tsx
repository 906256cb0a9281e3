import { lazy, Suspense, useState } from "react";
import type { PlayerCardDialogProps } from "../model/playerCard";

const Dialog = lazy(() => import("./PlayerCardDialog"));

/**
 * The player card dialog, downloaded (with the QR code library) only when it
 * is first opened: pages that offer it, like home, carry none of it. Once
 * opened it stays mounted, so closing animates.
 */
export function PlayerCardDialog(props: PlayerCardDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
