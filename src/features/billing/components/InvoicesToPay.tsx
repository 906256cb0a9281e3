import { useState, type ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { useGetInvoicesInfiniteQuery, usePayInvoiceMutation } from "../api/invoicesApi";
import { InvoiceRow } from "./InvoiceRow";

/** Where the browser goes to pay (Stripe Checkout); a seam for the screen tests. */
export const invoiceCheckout = { go: (url: string) => window.location.assign(url) };

/**
 * Invoices organizers sent the user that are still open (issue 12): each with
 * Pay, which opens Stripe Checkout. `empty` shows when there are none (nothing
 * by default); `after` follows the list inside its section when it shows.
 */
export function InvoicesToPay({ uid, empty = null, after = null }: { uid: string; empty?: ReactNode; after?: ReactNode }) {
  // The first 20 open ones (a bill paid leaves the list, live).
  const bills = useGetInvoicesInfiniteQuery({ role: "payer", uid });
  const [pay, paying] = useAppMutation(usePayInvoiceMutation);
  const [payingId, setPayingId] = useState<string | null>(null);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const items = bills.data?.pages[0]?.items ?? [];
  if (bills.isError) {
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" onClick={() => void bills.refetch()}>
            Retry
          </Button>
        }
      >
        {appErrorOf(bills.error).message}
      </Alert>
    );
  }
  if (items.length === 0) return bills.isSuccess ? <>{empty}</> : null;
  const start = async (id: string) => {
    setPayingId(id);
    const session = await pay(id);
    if (session.data) invoiceCheckout.go(session.data.url);
    else setPayingId(null);
  };
  return (
    <Box component="section" aria-labelledby="bills-title" sx={{ mb: 4 }}>
      <Typography id="bills-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Invoices to pay
      </Typography>
      <Stack component="ul" spacing={1.5} aria-label="Invoices to pay" sx={{ listStyle: "none", p: 0, m: 0 }}>
        {items.map((invoice) => (
          <InvoiceRow key={invoice.id} invoice={invoice} who={invoice.organizerName} today={today}>
            <Button variant="contained" size="small" disabled={paying.isLoading || payingId !== null} onClick={() => void start(invoice.id)}>
              Pay {formatMoney(invoice.amount, invoice.currency)}
            </Button>
          </InvoiceRow>
        ))}
      </Stack>
      {after}
    </Box>
  );
}
