import { Link as RouterLink, useParams } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { appErrorOf } from "@/lib/errors";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { FORM_MESSAGES, type WaiverAnswer } from "@rallyhub/domain/forms/schema";
import { answerText, type FormSubmission } from "@rallyhub/domain/forms/submissions";
import { useGetFormQuery, useGetSubmissionQuery } from "../api/formsApi";
import { SignInRequired, useSessionUser } from "./SignInRequired";
import { MoneySummary } from "./SubmissionPayment";
import { PaymentChip } from "./SubmissionsPage";
import { RetryAlert } from "@/components/RetryAlert";

const PART_LABELS = { full: "Fee", deposit: "Deposit", balance: "Balance" } as const;

/**
 * form/{id}/{submissionId}: one submission, for its form's owner or the
 * person who sent it (the rules refuse anyone else): the answers to the
 * questions as they were asked, each waiver's text as it was signed with the
 * signature and the server's time, and the payments. The owner can add a
 * signed-in submitter to the form's team; the sender can pay what is left.
 */
export function Component() {
  const { id = "", submissionId = "" } = useParams();
  const { checking, user } = useSessionUser();
  const submission = useGetSubmissionQuery({ formId: id, submissionId }, { skip: !user });
  const form = useGetFormQuery(id, { skip: !user });
  if (!user) return checking ? <PageLoader label="Checking your account" /> : <SignInRequired what="see this submission" />;
  if (submission.isLoading || form.isLoading) return <PageLoader label="Loading the submission" />;
  if (submission.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <RetryAlert onRetry={() => void submission.refetch()}>{appErrorOf(submission.error).message}</RetryAlert>
      </Container>
    );
  }
  const s = submission.data;
  if (!s) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <PageHead title={FORM_MESSAGES.submissionNotFound} robots="noindex" />
        <Typography component="h1" variant="h4" gutterBottom>
          {FORM_MESSAGES.submissionNotFound}
        </Typography>
        <Typography color="text.secondary">Only the form&apos;s owner and the person who sent it can see a submission.</Typography>
      </Container>
    );
  }
  const owner = s.ownerId === user.uid;
  const teamName = form.data?.teamName ?? null;
  const canAdd = owner && Boolean(form.data?.teamId) && s.uid !== null && s.uid !== user.uid;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={`${s.name}: ${s.formTitle}`} robots="noindex" />
      {owner ? (
        <Button component={RouterLink} to={`/form/${id}/submissions`} sx={{ mb: 1 }}>
          All submissions
        </Button>
      ) : null}
      <Typography component="h1" variant="h4" gutterBottom sx={{ overflowWrap: "anywhere" }}>
        {s.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: "anywhere" }}>
        {s.formTitle} · {s.email} · sent {s.submittedAt ? new Date(s.submittedAt).toLocaleString() : "just now"}
      </Typography>
      <Stack spacing={3}>
        {canAdd ? (
          <Box>
            <Button component={RouterLink} to={`/form/${id}/team-form-add/${s.uid ?? ""}`} variant="outlined">
              Add to {teamName ?? "the team"}
            </Button>
          </Box>
        ) : null}
        <Answers submission={s} />
        {s.waivers.map((w) => (
          <SignedWaiverView key={w.fieldId} label={w.label} text={w.text} answer={s.answers[w.fieldId] as WaiverAnswer | undefined} signedAt={s.submittedAt} />
        ))}
        {s.amountDue > 0 ? (
          <Paper variant="outlined" component="section" aria-labelledby="submission-payment" sx={{ p: { xs: 2, md: 3 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center", mb: 1.5 }}>
              <Typography id="submission-payment" variant="h6" component="h2" sx={{ flex: 1 }}>
                Payment
              </Typography>
              <PaymentChip status={s.paymentStatus} />
            </Stack>
            <MoneySummary money={s} />
            {s.payments.length > 0 ? (
              <Box component="ul" aria-label="Payments" sx={{ pl: 2.5, mb: 0 }}>
                {s.payments.map((p) => (
                  <li key={p.paymentIntentId}>
                    {PART_LABELS[p.part]}: {formatMoney(p.amount, s.currency)} on {new Date(p.paidAt).toLocaleString()}
                  </li>
                ))}
              </Box>
            ) : null}
            {!owner && s.amountPaid < s.amountDue ? (
              <Button component={RouterLink} to={`/pay-balance/${id}/${s.id}`} variant="contained" sx={{ mt: 2 }}>
                Pay the balance
              </Button>
            ) : null}
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}

function Answers({ submission: s }: { submission: FormSubmission }) {
  const asked = s.questions.filter((q) => q.type !== "waiver");
  if (asked.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="submission-answers" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="submission-answers" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Answers
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {asked.map((q, i) => (
          <Box key={q.id}>
            {i > 0 ? <Divider sx={{ my: 1.5 }} /> : null}
            <Typography component="dt" variant="body2" color="text.secondary">
              {q.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {answerText(q, s.answers[q.id]) || "—"}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

/** A waiver as it was signed: its text then, and the signature (a typed name or the drawing). */
function SignedWaiverView({ label, text, answer, signedAt }: { label: string; text: string; answer: WaiverAnswer | undefined; signedAt: number }) {
  return (
    <Paper variant="outlined" component="section" aria-label={`Waiver: ${label}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The waiver as it was signed:
      </Typography>
      <Box tabIndex={0} role="region" aria-label={`${label}: the text as signed`} sx={{ maxHeight: 220, overflowY: "auto", whiteSpace: "pre-wrap", bgcolor: "action.hover", p: 1.5, borderRadius: 1 }}>
        <Typography variant="body2">{text}</Typography>
      </Box>
      <Box sx={{ mt: 2 }}>
        {answer?.agreed ? (
          <>
            <Typography variant="body2" color="text.secondary">
              Agreed and signed {signedAt ? `on ${new Date(signedAt).toLocaleString()}` : ""}
              {answer.kind === "typed" ? " by typing their name:" : " by drawing:"}
            </Typography>
            {answer.kind === "typed" ? (
              <Typography sx={{ fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 30 }}>{answer.name}</Typography>
            ) : (
              <Box
                component="img"
                src={answer.image}
                alt={`Drawn signature on ${label}`}
                sx={{ maxWidth: "100%", height: 100, bgcolor: "common.white", border: 1, borderColor: "divider", borderRadius: 1 }}
              />
            )}
          </>
        ) : (
          <Typography color="error">Not signed</Typography>
        )}
      </Box>
    </Paper>
  );
}
