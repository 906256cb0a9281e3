import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FailureAlert } from "@/components/FailureAlert";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { BILLING_MESSAGES, formatMoney } from "@rallyhub/domain/billing/model";
import { FORM_MESSAGES, PAYMENT_STATUS_LABELS, type PaymentPart } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState } from "@rallyhub/domain/forms/submissions";
import { useGetFormPaymentQuery, usePayFormSubmissionMutation } from "../api/formsApi";

/** Where Checkout is opened (a seam for the screen tests). */
export const formCheckout = { go: (url: string) => window.location.assign(url) };

export const PAYMENT_NOT_FINISHED = "Your payment was not finished, so nothing was charged. Your answers are saved: you can pay now or later.";
export const PAYMENT_REFUNDED = "This fee was already paid when your payment went through, so it was refunded in full.";

/** The session id Checkout sends back (cs_…), or null for anything else. */
export function sessionIdFrom(params: URLSearchParams): string | null {
  const id = params.get("session_id") ?? "";
  return /^cs_[A-Za-z0-9_]{1,200}$/.test(id) ? id : null;
}

/** A guest's proof of a submission, kept for this browser tab only (to pay after coming back from Checkout). */
export const guestTokens = {
  key: (submissionId: string) => `rallyhub:form-guest:${submissionId}`,
  read(submissionId: string): string | undefined {
    try {
      return sessionStorage.getItem(this.key(submissionId)) ?? undefined;
    } catch {
      return undefined;
    }
  },
  keep(submissionId: string, token: string): void {
    try {
      sessionStorage.setItem(this.key(submissionId), token);
    } catch {
      // Storage refused (private mode): paying now still works, paying after a return asks to sign in.
    }
  },
};

interface Money {
  amountDue: number;
  amountPaid: number;
  deposit: number | null;
  currency: string;
}

/** What is due, paid and left, as a short list. */
export function MoneySummary({ money }: { money: Money }) {
  const balance = money.amountDue - money.amountPaid;
  const rows: [string, string][] = [
    ["Fee", formatMoney(money.amountDue, money.currency)],
    ["Paid", formatMoney(money.amountPaid, money.currency)],
    [balance > 0 ? "Balance due" : "Balance", balance > 0 ? formatMoney(balance, money.currency) : "Paid in full"],
  ];
  return (
    <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 3, rowGap: 0.5, m: 0 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: term.startsWith("Balance") ? 600 : 400 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * Pay buttons for a submission: the whole fee or its deposit while nothing is
 * paid, else the balance. Each opens Checkout; a refusal is said here.
 */
export function PayButtons({ formId, submissionId, money, guestToken }: { formId: string; submissionId: string; money: Money; guestToken?: string }) {
  // A refusal is said here (state.failure), with the server's reason.
  const [pay, state] = useAppMutation(usePayFormSubmissionMutation, { failure: "none" });
  const balance = money.amountDue - money.amountPaid;
  if (balance <= 0) return null;
  const go = async (amount: PaymentPart) => {
    const checkout = await pay({ formId, submissionId, amount, ...(guestToken ? { guestToken } : {}) });
    if (checkout.data) formCheckout.go(checkout.data.url);
  };
  return (
    <Stack spacing={1.5}>
      <FailureAlert error={state.failure} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
        {money.amountPaid > 0 ? (
          <Button variant="contained" disabled={state.isLoading} onClick={() => void go("balance")}>
            Pay the balance: {formatMoney(balance, money.currency)}
          </Button>
        ) : (
          <>
            <Button variant="contained" disabled={state.isLoading} onClick={() => void go("full")}>
              Pay {formatMoney(money.amountDue, money.currency)}
            </Button>
            {money.deposit !== null ? (
              <Button variant="outlined" disabled={state.isLoading} onClick={() => void go("deposit")}>
                Pay the {formatMoney(money.deposit, money.currency)} deposit
              </Button>
            ) : null}
          </>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * A submission's payment as the server has it: coming back from Checkout
 * (the session is checked, and recorded if the webhook has not yet), after a
 * cancelled or declined payment, or to pay what is left.
 */
export function SubmissionPayment({
  formId,
  submissionId,
  sessionId,
  cancelled,
  guestToken,
}: {
  formId: string;
  submissionId: string;
  sessionId: string | null;
  cancelled: boolean;
  guestToken?: string;
}) {
  const check = useGetFormPaymentQuery({ formId, submissionId, ...(sessionId ? { sessionId } : {}), ...(guestToken ? { guestToken } : {}) });
  if (check.isError) return <Alert severity="error">{appErrorOf(check.error, FORM_MESSAGES.submissionNotFound).message || FORM_MESSAGES.submissionNotFound}</Alert>;
  const p: FormPaymentState | undefined = check.currentData;
  if (!p) {
    return (
      <Box role="status" sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{sessionId ? "Checking your payment…" : "Loading the payment…"}</Typography>
      </Box>
    );
  }
  return (
    <Stack spacing={2.5}>
      {p.session === "paid" ? (
        <Alert severity="success" role="status">
          {BILLING_MESSAGES.paymentSuccessful}
        </Alert>
      ) : p.session === "refunded" ? (
        <Alert severity="info" role="status">
          {PAYMENT_REFUNDED}
        </Alert>
      ) : p.session === "open" || cancelled ? (
        <Alert severity="warning" role="status">
          {PAYMENT_NOT_FINISHED}
        </Alert>
      ) : null}
      <Box>
        <Typography variant="h6" component="h2" gutterBottom>
          {p.formTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          {PAYMENT_STATUS_LABELS[p.paymentStatus]} · receipts go to {p.email}
        </Typography>
        <MoneySummary money={p} />
      </Box>
      {p.canPay ? <PayButtons formId={formId} submissionId={submissionId} money={p} guestToken={guestToken} /> : null}
    </Stack>
  );
}
