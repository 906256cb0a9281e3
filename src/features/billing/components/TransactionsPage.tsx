import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { formatMoney, type Transaction } from "@rallyhub/domain/billing/model";
import { PagedList } from "@/components/PagedList";
import { useGetTransactionsInfiniteQuery } from "../api/billingApi";
import { useGetInvoicesInfiniteQuery, usePayInvoiceMutation } from "../api/invoicesApi";
import { formatDay } from "../model/display";
import { InvoiceRow } from "./InvoiceRow";

/** Where the browser goes to pay (Stripe Checkout); a seam for the screen tests. */
export const invoiceCheckout = { go: (url: string) => window.location.assign(url) };

export const NO_TRANSACTIONS = "No payments yet. Plans, event fees and invoices you pay show here.";

/**
 * The transactions route (issue 12): the user's payment history, newest first,
 * 20 at a time with "Show more": what each payment was for, when, how much, and
 * Stripe's reference. Written by the server from Stripe's events.
 */
export function Component() {
  const uid = useAppSelector(selectAuth).user?.uid ?? "";
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title="Transactions" description="Your payment history." />
      <Typography component="h1" variant="h4" gutterBottom>
        Transaction History
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your payments, newest first. Receipts and cards are in the <RouterLink to="/profile/settings?tab=payments">billing portal under Subscriptions &amp; Payouts</RouterLink>.
      </Typography>
      {uid ? <InvoicesToPay uid={uid} /> : null}
      {uid ? <Payments uid={uid} /> : null}
    </Container>
  );
}

/**
 * Invoices organizers sent the user that are still open (issue 12): each with
 * Pay, which opens Stripe Checkout. Nothing shows when there are none.
 */
function InvoicesToPay({ uid }: { uid: string }) {
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
  if (items.length === 0) return null;
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
      <Typography component="h2" variant="h6" sx={{ mt: 4 }}>
        Payments
      </Typography>
    </Box>
  );
}

/** Each page is asked for with the cursor the one before it ended at. */
function Payments({ uid }: { uid: string }) {
  const pages = useGetTransactionsInfiniteQuery(uid);
  return (
    <PagedList
      query={pages}
      items={(page) => page.items}
      itemKey={(t) => t.id}
      loading={
        <Box role="status" aria-label="Loading payments">
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} sx={{ mt: 1.5 }} />
        </Box>
      }
      empty={<Typography color="text.secondary">{NO_TRANSACTIONS}</Typography>}
      list={(rows) => (
        <Stack component="ul" spacing={1.5} aria-label="Payments" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {rows}
        </Stack>
      )}
      renderItem={(t) => <TransactionRow t={t} />}
      more={{ label: "Show more" }}
    />
  );
}

function TransactionRow({ t }: { t: Transaction }) {
  return (
    <Box
      component="li"
      aria-label={`${t.description}, ${formatMoney(t.amount, t.currency)}, ${formatDay(t.createdAt)}`}
      sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1, display: "flex", gap: 2, justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{t.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDay(t.createdAt)}
          {t.reference ? ` · ${t.reference}` : ""}
        </Typography>
      </Box>
      <Box sx={{ display: "flex", gap: 1, alignItems: "center" }}>
        {t.status === "refunded" ? <Chip size="small" label="Refunded" variant="outlined" /> : null}
        <Typography sx={{ fontWeight: 600, fontVariantNumeric: "tabular-nums" }}>{formatMoney(t.amount, t.currency)}</Typography>
      </Box>
    </Box>
  );
}
