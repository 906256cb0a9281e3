import Chip from "@mui/material/Chip";
import { grantsPlan } from "@rallyhub/domain/billing/model";

/** A subscription's status as a small label ("Active", "Past due", "Canceled"). */
export function StatusChip({ status }: { status: string }) {
  const label = status.replace(/_/g, " ");
  return <Chip size="small" label={label.charAt(0).toUpperCase() + label.slice(1)} color={grantsPlan(status) ? "success" : "default"} variant="outlined" />;
}
