import { useState } from "react";
import { Link as RouterLink, useParams, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { appStore } from "@/lib/session/storeAccess";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { centsOf, FORM_MESSAGES, isFee, type FormDef } from "@rallyhub/domain/forms/schema";
import type { SubmitFormResult } from "@rallyhub/domain/forms/submissions";
import { formsApi, useGetFormQuery, useSubmitFormMutation } from "../api/formsApi";
import { FormFill } from "./FormFill";
import { useSessionUser } from "./SignInRequired";
import { guestTokens, MoneySummary, PayButtons, sessionIdFrom, SubmissionPayment } from "./SubmissionPayment";

export async function loader({ params }: LoaderFunctionArgs) {
  if (params.id) await appStore().dispatch(formsApi.endpoints.getForm.initiate(params.id, { subscribe: false }));
  return null;
}

/** "$40.00", "$25.00 to $60.00 depending on your choice", or null for a free form. */
function feeLine(form: FormDef): string | null {
  if (form.fee.mode === "fixed" && isFee(form.fee.amount)) return `Fee: ${formatMoney(centsOf(form.fee.amount), "usd")}`;
  if (form.fee.mode === "option") {
    const fees = (form.fields.find((f) => f.id === form.fee.fieldId)?.options ?? []).map((o) => o.fee).filter((f): f is number => isFee(f));
    if (fees.length === 0) return null;
    const low = formatMoney(centsOf(Math.min(...fees)), "usd");
    const high = formatMoney(centsOf(Math.max(...fees)), "usd");
    return low === high ? `Fee: ${low}` : `Fee: ${low} to ${high}, depending on your choice`;
  }
  return null;
}

/**
 * form/{id} (public; spec §2.1 "fill or edit"): anyone fills the form in,
 * signed in or as a guest with an e-mail; then pays the fee or its deposit
 * through Checkout, which brings a guest back here (?submission=…) and a
 * signed-in filler to form/payment. Its owner also finds Edit and Submissions.
 */
export function Component() {
  const { id = "" } = useParams();
  const [params] = useSearchParams();
  const form = useGetFormQuery(id);
  const { checking, user } = useSessionUser();
  const [submit] = useSubmitFormMutation();
  const [result, setResult] = useState<SubmitFormResult | null>(null);
  const returning = params.get("submission");

  if (form.isLoading) return <PageLoader label="Loading the form" />;
  if (form.isError || !form.data) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <PageHead title={FORM_MESSAGES.formNotFound} robots="noindex" />
        <Typography component="h1" variant="h4" gutterBottom>
          {form.isError ? FORM_MESSAGES.loadFailed : FORM_MESSAGES.formNotFound}
        </Typography>
        {form.isError ? (
          <Button variant="contained" onClick={() => void form.refetch()}>
            Retry
          </Button>
        ) : (
          <Typography color="text.secondary">The link may be wrong, or the form was deleted by its owner.</Typography>
        )}
      </Container>
    );
  }
  const f = form.data;
  const owner = user?.uid === f.creatorId;
  const fee = feeLine(f);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={f.title} description={f.description || `Fill in ${f.title}.`} />
      {owner ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to={`/form/build/${f.id}`} color="inherit" size="small">
                Edit form
              </Button>
              <Button component={RouterLink} to={`/form/${f.id}/submissions`} color="inherit" size="small">
                Submissions
              </Button>
            </Stack>
          }
        >
          This is your form. Share this page&apos;s address to collect answers.
        </Alert>
      ) : null}
      <Typography component="h1" variant="h4" gutterBottom>
        {f.title}
      </Typography>
      {f.description ? (
        <Typography color="text.secondary" sx={{ whiteSpace: "pre-wrap", mb: 1 }}>
          {f.description}
        </Typography>
      ) : null}
      {fee ? (
        <Typography sx={{ mb: 1, fontWeight: 600 }}>
          {fee}
          {f.deposit !== null && isFee(f.deposit) ? ` (a ${formatMoney(centsOf(f.deposit), "usd")} deposit can be paid first)` : ""}
        </Typography>
      ) : null}
      <Box sx={{ mt: 3 }}>
        {returning ? (
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <SubmissionPayment formId={f.id} submissionId={returning} sessionId={sessionIdFrom(params)} cancelled={params.get("payment") === "cancelled"} guestToken={guestTokens.read(returning)} />
          </Paper>
        ) : result ? (
          <Submitted form={f} result={result} signedIn={Boolean(user)} />
        ) : checking ? (
          <PageLoader label="Checking your account" />
        ) : (
          <FormFill
            key={user ? "signed-in" : "guest"}
            form={f}
            signedInEmail={user?.email ?? null}
            onSubmit={async (input) => {
              const done = await submit({ formId: f.id, input }).unwrap();
              if (done.guestToken) guestTokens.keep(done.submissionId, done.guestToken);
              setResult(done);
            }}
          />
        )}
      </Box>
    </Container>
  );
}

function Submitted({ form, result, signedIn }: { form: FormDef; result: SubmitFormResult; signedIn: boolean }) {
  const due = result.amountDue > 0;
  return (
    <Stack spacing={2.5}>
      <Alert severity="success" role="status">
        {FORM_MESSAGES.submitted}
        {due ? " Your place is saved once the fee is paid." : ""}
      </Alert>
      {due ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Pay the fee
          </Typography>
          <MoneySummary money={{ amountDue: result.amountDue, amountPaid: 0, deposit: result.deposit, currency: "usd" }} />
          <Box sx={{ mt: 2 }}>
            <PayButtons
              formId={form.id}
              submissionId={result.submissionId}
              money={{ amountDue: result.amountDue, amountPaid: 0, deposit: result.deposit, currency: "usd" }}
              guestToken={result.guestToken ?? undefined}
            />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            You can also pay later: your receipt e-mail has the link{signedIn ? "" : " (sign in with the same e-mail address to use it)"}.
          </Typography>
        </Paper>
      ) : null}
      {signedIn ? (
        <Box>
          <Button component={RouterLink} to={`/form/${form.id}/${result.submissionId}`}>
            See what you sent
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
