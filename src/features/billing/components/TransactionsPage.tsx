import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { formatMoney, type Transaction } from "@rallyhub/domain/billing/model";
import { PagedList } from "@/components/PagedList";
import { useGetTransactionsInfiniteQuery } from "../api/billingApi";
import { formatDay } from "../model/display";
import { InvoicesToPay } from "./InvoicesToPay";

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
      {uid ? (
        <InvoicesToPay
          uid={uid}
          after={
            <Typography component="h2" variant="h6" sx={{ mt: 4 }}>
              Payments
            </Typography>
          }
        />
      ) : null}
      {uid ? <Payments uid={uid} /> : null}
    </Container>
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
