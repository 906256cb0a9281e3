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
import { useGetTransactionsQuery } from "../api/billingApi";
import { useGetInvoicesQuery, usePayInvoiceMutation } from "../api/invoicesApi";
import { formatDay } from "../model/display";
import { InvoiceRow } from "./InvoiceRow";
import { RetryAlert } from "@/components/RetryAlert";

/** Where the browser goes to pay (Stripe Checkout); a seam for the screen tests. */
export const invoiceCheckout = { go: (url: string) => window.location.assign(url) };

type Cursor = { createdAt: number; id: string } | null;

export const NO_TRANSACTIONS = "No payments yet. Plans, event fees and invoices you pay show here.";

/**
 * The transactions route (issue 12): the user's payment history, newest first,
 * 20 at a time with "Show more": what each payment was for, when, how much, and
 * Stripe's reference. Written by the server from Stripe's events.
 */
export function Component() {
  const uid = useAppSelector(selectAuth).user?.uid ?? "";
  // Each page is asked for with the cursor the one before it ended at.
  const [cursors, setCursors] = useState<Cursor[]>([null]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title="Transactions" description="Your payment history." />
      <Typography component="h1" variant="h4" gutterBottom>
        Transaction History
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your payments, newest first. Receipts and cards are in the{" "}
        <RouterLink to="/profile/settings?tab=payments">billing portal under Subscriptions &amp; Payouts</RouterLink>.
      </Typography>
      {uid ? <InvoicesToPay uid={uid} /> : null}
      {uid ? (
        <Stack component="ul" spacing={1.5} aria-label="Payments" sx={{ listStyle: "none", p: 0, m: 0 }}>
          {cursors.map((after, i) => (
            <TransactionsChunk key={after ? `${after.createdAt}-${after.id}` : "first"} uid={uid} after={after} first={i === 0} last={i === cursors.length - 1} onMore={(next) => setCursors((c) => [...c, next])} />
          ))}
        </Stack>
      ) : null}
    </Container>
  );
}

/**
 * Invoices organizers sent the user that are still open (issue 12): each with
 * Pay, which opens Stripe Checkout. Nothing shows when there are none.
 */
function InvoicesToPay({ uid }: { uid: string }) {
  const bills = useGetInvoicesQuery({ role: "payer", uid, max: 20 });
  const [pay, paying] = useAppMutation(usePayInvoiceMutation);
  const [payingId, setPayingId] = useState<string | null>(null);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  const items = bills.data?.items ?? [];
  if (bills.isError) {
    return (
      <Alert severity="error" sx={{ mb: 3 }} action={<Button color="inherit" onClick={() => void bills.refetch()}>Retry</Button>}>
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

function TransactionsChunk({ uid, after, first, last, onMore }: { uid: string; after: Cursor; first: boolean; last: boolean; onMore: (next: NonNullable<Cursor>) => void }) {
  const page = useGetTransactionsQuery({ uid, after });
  if (page.isLoading) {
    return (
      <Box component="li" role="status" aria-label="Loading payments">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={72} sx={{ mt: 1.5 }} />
      </Box>
    );
  }
  if (page.isError) {
    return (
      <Box component="li">
        <RetryAlert onRetry={() => void page.refetch()}>{page.error.message}</RetryAlert>
      </Box>
    );
  }
  const items = page.data?.items ?? [];
  const next = page.data?.next ?? null;
  return (
    <>
      {first && items.length === 0 ? (
        <Box component="li">
          <Typography color="text.secondary">{NO_TRANSACTIONS}</Typography>
        </Box>
      ) : null}
      {items.map((t) => (
        <TransactionRow key={t.id} t={t} />
      ))}
      {last && next ? (
        <Box component="li" sx={{ textAlign: "center" }}>
          <Button variant="outlined" onClick={() => onMore(next)}>
            Show more
          </Button>
        </Box>
      ) : null}
    </>
  );
}

function TransactionRow({ t }: { t: Transaction }) {
  return (
    <Box component="li" aria-label={`${t.description}, ${formatMoney(t.amount, t.currency)}, ${formatDay(t.createdAt)}`} sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1, display: "flex", gap: 2, justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}>
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
