import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHead } from "@/components/PageHead";
import { FormNumberField } from "@/components/form/FormNumberField";
import { FormTextField } from "@/components/form/FormTextField";
import { FormFailure } from "@/components/form/FormFailure";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppSelector } from "@/lib/hooks";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { INVOICE_LIMITS, INVOICE_MESSAGES, invoiceInputSchema, type Invoice, type InvoiceInput } from "@rallyhub/domain/billing/invoices";
import { formatMoney, PLATFORM_FEE_PERCENT } from "@rallyhub/domain/billing/model";
import { PagedList } from "@/components/PagedList";
import { useCreateInvoiceMutation, useGetInvoicesInfiniteQuery, useVoidInvoiceMutation } from "../api/invoicesApi";
import { InvoiceRow } from "./InvoiceRow";

export const NO_INVOICES = "No invoices yet. Invoices you send show here with their status.";

/** Today in the browser's own time zone, YYYY-MM-DD. */
function localDay(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * The invoices route (issue 12; organizer-only): bill a player (their e-mail,
 * the amount, what for and when it is due) and follow each invoice: open,
 * paid or void. Paid on Stripe to the organizer's payouts account.
 */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const canBill = Boolean(auth.profile?.stripeId) && auth.profile?.stripeChargesEnabled === true;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title="Invoices" description="Bill players and follow what they paid." />
      <Typography component="h1" variant="h4" gutterBottom>
        Invoices
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Bill a player for a fee or a share. They pay on Stripe; the money goes to your payouts account, less a {PLATFORM_FEE_PERCENT}% platform fee.
      </Typography>
      <Stack spacing={4}>
        {canBill ? null : (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to="/settings?tab=payments" color="inherit">
                Set up payouts
              </Button>
            }
          >
            {INVOICE_MESSAGES.paymentsAccount}
          </Alert>
        )}
        <NewInvoiceForm />
        {uid ? <SentInvoices uid={uid} /> : null}
      </Stack>
    </Container>
  );
}

function blankInvoice(now: number): InvoiceInput {
  return { email: "", amount: Number.NaN, description: "", dueDate: localDay(now + 14 * 86_400_000) };
}

function NewInvoiceForm() {
  // "Today" for the due date's checks and default counts from when the form opened.
  const [openedAt] = useState(() => Date.now());
  const [schema] = useState(() => invoiceInputSchema(openedAt));
  const [send] = useAppMutation(useCreateInvoiceMutation, { success: INVOICE_MESSAGES.sent, failure: "form" });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="new-invoice-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="new-invoice-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        Send an invoice
      </Typography>
      <ZodForm
        schema={schema}
        defaultValues={blankInvoice(openedAt)}
        mode="onSubmit"
        aria-label="Send an invoice"
        onSubmit={async (values, form) => {
          const sent = await send(values, form);
          if (!sent.error) form.reset(blankInvoice(openedAt));
        }}
      >
        {({ control, formState }) => (
          <Stack spacing={2}>
            <FormFailure />
            <FormTextField name="email" control={control} label="Player's e-mail" type="email" autoComplete="off" required fullWidth helperText="The address they log in with" />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
              <FormNumberField
                name="amount"
                control={control}
                label="Amount (USD)"
                required
                min={INVOICE_LIMITS.amount.min}
                max={INVOICE_LIMITS.amount.max}
                step={0.01}
                fullWidth
                sx={{ maxWidth: { sm: 220 } }}
              />
              <FormTextField name="dueDate" control={control} label="Due date" type="date" required fullWidth slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: { sm: 220 } }} />
            </Stack>
            <FormTextField name="description" control={control} label="What it is for" required fullWidth multiline minRows={2} maxLength={INVOICE_LIMITS.description.max} />
            <Box>
              <SubmitButton busy={formState.isSubmitting}>Send invoice</SubmitButton>
            </Box>
          </Stack>
        )}
      </ZodForm>
    </Paper>
  );
}

function SentInvoices({ uid }: { uid: string }) {
  const pages = useGetInvoicesInfiniteQuery({ role: "organizer", uid });
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const [voidInvoice, voidState] = useAppMutation(useVoidInvoiceMutation, { success: INVOICE_MESSAGES.voided });
  const [today] = useState(() => localDay(Date.now()));
  const confirmVoid = async () => {
    if (!voiding) return;
    if (!(await voidInvoice(voiding.id)).error) setVoiding(null);
  };
  return (
    <Box component="section" aria-labelledby="sent-invoices-title">
      <Typography id="sent-invoices-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Sent invoices
      </Typography>
      <PagedList
        query={pages}
        items={(page) => page.items}
        itemKey={(invoice) => invoice.id}
        loading={
          <Box role="status" aria-label="Loading invoices">
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} sx={{ mt: 1.5 }} />
          </Box>
        }
        empty={<Typography color="text.secondary">{NO_INVOICES}</Typography>}
        list={(rows) => (
          <Stack component="ul" spacing={1.5} aria-label="Sent invoices" sx={{ listStyle: "none", p: 0, m: 0 }}>
            {rows}
          </Stack>
        )}
        renderItem={(invoice) => (
          <InvoiceRow invoice={invoice} who={invoice.payerName} today={today}>
            {invoice.status === "open" ? (
              <Button size="small" color="error" onClick={() => setVoiding(invoice)} aria-label={`Void the invoice to ${invoice.payerName} for ${formatMoney(invoice.amount, invoice.currency)}`}>
                Void
              </Button>
            ) : null}
          </InvoiceRow>
        )}
        more={{ label: "Show more" }}
      />
      <ConfirmDialog
        open={voiding !== null}
        title="Void this invoice?"
        confirmLabel="Void invoice"
        cancelLabel="Keep invoice"
        destructive
        busy={voidState.isLoading}
        onConfirm={() => void confirmVoid()}
        onClose={() => setVoiding(null)}
      >
        {voiding ? `${voiding.payerName} will no longer be able to pay ${formatMoney(voiding.amount, voiding.currency)} for "${voiding.description}". This cannot be undone.` : ""}
      </ConfirmDialog>
    </Box>
  );
}
