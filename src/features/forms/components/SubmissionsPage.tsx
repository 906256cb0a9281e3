import { Link as RouterLink, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Download from "@mui/icons-material/Download";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useAppMutation } from "@/lib/useAppMutation";
import { toast } from "@/lib/toast";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { FORM_LIMITS, FORM_MESSAGES, PAYMENT_STATUS_LABELS, type FormDef, type PaymentStatus } from "@rallyhub/domain/forms/schema";
import { submissionsCsv, type FormSubmission } from "@rallyhub/domain/forms/submissions";
import { PagedList } from "@/components/PagedList";
import { useExportSubmissionsMutation, useGetFormQuery, useGetSubmissionsInfiniteQuery } from "../api/formsApi";
import { downloadText } from "../model/download";
import { SignInRequired, useSessionUser } from "./SignInRequired";

export const NO_SUBMISSIONS = "No submissions yet. Share the form's address to collect answers.";
export const NOT_YOUR_FORM = "Only the form's owner sees its submissions.";

const STATUS_COLORS: Record<PaymentStatus, "default" | "success" | "warning" | "error"> = { none: "default", paid: "success", partial: "warning", unpaid: "error" };

export function PaymentChip({ status }: { status: PaymentStatus }) {
  return <Chip size="small" label={PAYMENT_STATUS_LABELS[status]} color={STATUS_COLORS[status]} variant={status === "none" ? "outlined" : "filled"} />;
}

/** "Pat Player, $40.00, Paid": what a submission's row says to a screen reader. */
export function submissionSummary(s: FormSubmission): string {
  return [s.name, s.amountDue > 0 ? formatMoney(s.amountDue, s.currency) : null, PAYMENT_STATUS_LABELS[s.paymentStatus]].filter(Boolean).join(", ");
}

const fileName = (title: string) =>
  `${
    title
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "form"
  }-submissions.csv`;

/**
 * form/{id}/submissions (signed-in; the branded host has no guard): the
 * owner's submissions, newest first, a page at a time and live (payments land
 * while it is open), each opening its detail; Export CSV fetches them all
 * (up to FORM_LIMITS.csvRows) page by page and saves a file.
 */
export function Component() {
  const { id = "" } = useParams();
  const { checking, user } = useSessionUser();
  const form = useGetFormQuery(id);
  if (!user) return checking ? <PageLoader label="Checking your account" /> : <SignInRequired what="see this form's submissions" />;
  if (form.isLoading) return <PageLoader label="Loading the form" />;
  if (!form.data) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Typography component="h1" variant="h4">
          {form.isError ? FORM_MESSAGES.loadFailed : FORM_MESSAGES.formNotFound}
        </Typography>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={`Submissions: ${form.data.title}`} robots="noindex" />
      <Typography component="h1" variant="h4" gutterBottom>
        Submissions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Link component={RouterLink} to={`/form/${form.data.id}`}>
          {form.data.title}
        </Link>
      </Typography>
      {form.data.creatorId === user.uid ? <OwnerSubmissions form={form.data} ownerId={user.uid} /> : <Alert severity="warning">{NOT_YOUR_FORM}</Alert>}
    </Container>
  );
}

function OwnerSubmissions({ form, ownerId }: { form: FormDef; ownerId: string }) {
  const pages = useGetSubmissionsInfiniteQuery({ formId: form.id, ownerId });
  const [fetchAll, exporting] = useAppMutation(useExportSubmissionsMutation);
  const shown = pages.data?.pages[0]?.items.length ?? 0;

  const exportCsv = async () => {
    const { data: all } = await fetchAll({ formId: form.id, ownerId });
    if (!all) return;
    downloadText(fileName(form.title), submissionsCsv(form.fields, all.items), "text/csv;charset=utf-8");
    toast.success(all.truncated ? `Exported the latest ${FORM_LIMITS.csvRows.toLocaleString("en-US")} submissions` : `Exported ${all.items.length} submission${all.items.length === 1 ? "" : "s"}`);
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={exporting.isLoading || shown === 0} aria-busy={exporting.isLoading}>
          Export CSV
        </Button>
      </Box>
      <PagedList
        query={pages}
        items={(page) => page.items}
        itemKey={(s) => s.id}
        loading={
          <Box role="status" aria-label="Loading submissions">
            <Skeleton variant="rounded" height={64} />
            <Skeleton variant="rounded" height={64} sx={{ mt: 1.5 }} />
          </Box>
        }
        empty={<Typography color="text.secondary">{NO_SUBMISSIONS}</Typography>}
        list={(rows) => (
          <Stack component="ul" spacing={1.5} aria-label="Submissions" sx={{ listStyle: "none", p: 0, m: 0 }}>
            {rows}
          </Stack>
        )}
        renderItem={(s) => (
          <Paper component="li" variant="outlined" aria-label={submissionSummary(s)} sx={{ p: 2 }}>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={`/form/${form.id}/${s.id}`} sx={{ fontWeight: 600 }}>
                  {s.name}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {s.email} · {s.submittedAt ? new Date(s.submittedAt).toLocaleString() : "just now"}
                </Typography>
              </Box>
              {s.amountDue > 0 ? (
                <Typography variant="body2">
                  {formatMoney(s.amountPaid, s.currency)} of {formatMoney(s.amountDue, s.currency)}
                </Typography>
              ) : null}
              <PaymentChip status={s.paymentStatus} />
            </Stack>
          </Paper>
        )}
        more={{ label: "Show more" }}
      />
    </Stack>
  );
}
