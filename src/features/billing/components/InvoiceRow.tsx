import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { dayOf, INVOICE_STATUS_LABELS, isOverdue, type Invoice } from "@rallyhub/domain/billing/invoices";
import { formatMoney } from "@rallyhub/domain/billing/model";

/** "Dec 7, 2026" for a YYYY-MM-DD day. */
export function dueText(day: string): string {
  const at = Date.parse(`${day}T12:00:00Z`);
  return Number.isFinite(at) ? new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(at) : day;
}

/** One invoice: who, what for, how much, when due, and its status. */
export function InvoiceRow({ invoice, who, today, children }: { invoice: Invoice; who: string; today: string; children?: ReactNode }) {
  const overdue = isOverdue(invoice, today);
  const status = INVOICE_STATUS_LABELS[invoice.status];
  return (
    <Box
      component="li"
      aria-label={`${who}, ${invoice.description}, ${formatMoney(invoice.amount, invoice.currency)}, ${overdue ? "Overdue" : status}`}
      sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1, display: "flex", gap: 2, justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{who}</Typography>
        <Typography sx={{ overflowWrap: "anywhere" }}>{invoice.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {invoice.status === "paid" && invoice.paidAt ? `Paid ${dueText(dayOf(invoice.paidAt))}` : `Due ${dueText(invoice.dueDate)}`}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Chip
          size="small"
          label={overdue ? "Overdue" : status}
          color={invoice.status === "paid" ? "success" : overdue ? "error" : "default"}
          variant={invoice.status === "void" ? "outlined" : "filled"}
        />
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums" }}>{formatMoney(invoice.amount, invoice.currency)}</Typography>
        {children}
      </Box>
    </Box>
  );
}
