// The scan feature's public surface: the player card dialog (issue 11, home).
// The scan page itself is a route: lazy: () => import("@/features/scan/components/ScanPage").
export { PlayerCardDialog } from "./components/PlayerCardDialogLoader";
export type { PlayerCardDialogProps } from "./model/playerCard";
