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
import { selectAuth } from "@/features/auth/public";
import { formatMoney, type Transaction } from "@shared/billing/model";
import { useGetTransactionsQuery } from "../api/billingApi";
import { formatDay } from "../model/display";

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
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void page.refetch()}>
              Retry
            </Button>
          }
        >
          {page.error.message}
        </Alert>
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
