/** The player card dialog's props (spec §2.10): the user it shows; it loads the rest itself. */
export interface PlayerCardDialogProps {
  open: boolean;
  onClose: () => void;
  uid: string;
}

/** Spec §2.10: the name shown when the player has none. */
export const UNNAMED_PLAYER = "Unnamed Player";

/** Spec §9 dialog sizes: the player card is 400x800 (smaller screens get the screen, less a margin). */
export const PLAYER_CARD_SIZE = { width: 400, height: 800 } as const;

/** Spec §2.10: what the card says when the player has no registrations. */
export const noRegistrationsText = (productName: string) => `No registrations found for this user on ${productName}`;

/** "Mar 1, 2031 – May 31, 2031" for a season's 'yyyy-MM-dd' days. */
export function seasonDates(startDate: string, endDate: string): string {
  const fmt = (day: string) => {
    const [y, m, d] = day.split("-").map(Number);
    if (!y || !m || !d) return day;
    return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(Date.UTC(y, m - 1, d)));
  };
  return `${fmt(startDate)} – ${fmt(endDate)}`;
}
