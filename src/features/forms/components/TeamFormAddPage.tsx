import { useState } from "react";
import { Link as RouterLink, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { FailureAlert } from "@/components/FailureAlert";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import { useAddFormSubmitterToTeamMutation, useFindSubmissionByQuery, useGetFormQuery } from "../api/formsApi";
import { SignInRequired, useSessionUser } from "./SignInRequired";
import { RetryAlert } from "@/components/RetryAlert";

/**
 * form/{formId}/team-form-add/{userId}: the form's owner adds someone who
 * filled it in (signed in) to the form's team as a pending member: they are
 * invited, and join once they accept.
 */
export function Component() {
  const { formId = "", userId = "" } = useParams();
  const { checking, user } = useSessionUser();
  const form = useGetFormQuery(formId, { skip: !user });
  const owner = Boolean(user && form.data && form.data.creatorId === user.uid);
  const submission = useFindSubmissionByQuery({ formId, ownerId: user?.uid ?? "", uid: userId }, { skip: !owner });
  // A refusal shows on the page, with the server's reason (adding.failure).
  const [add, adding] = useAppMutation(useAddFormSubmitterToTeamMutation, { failure: "none" });
  const [done, setDone] = useState<{ teamId: string; teamName: string } | null>(null);

  if (!user) return checking ? <PageLoader label="Checking your account" /> : <SignInRequired what="add someone to a team" />;
  if (form.isLoading || submission.isLoading) return <PageLoader label="Loading" />;
  const f = form.data;
  const s = submission.data;
  if (form.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <PageHead title="Add to Team Form" robots="noindex" />
        <RetryAlert onRetry={() => void form.refetch()}>{appErrorOf(form.error, FORM_MESSAGES.loadFailed).message}</RetryAlert>
      </Container>
    );
  }
  const problem = !f
    ? FORM_MESSAGES.formNotFound
    : !owner
      ? FORM_MESSAGES.notOwner
      : !f.teamId
        ? FORM_MESSAGES.noTeam
        : submission.isError
          ? FORM_MESSAGES.submissionsLoadFailed
          : !s
            ? FORM_MESSAGES.notASubmitter
            : null;
  const who = s?.name ?? "This person";
  const teamName = f?.teamName ?? "the team";

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title="Add to Team Form" robots="noindex" />
      <Typography component="h1" variant="h4" gutterBottom>
        Add to team
      </Typography>
      {problem ? (
        <Alert severity="warning">{problem}</Alert>
      ) : done ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {who} is invited to {done.teamName}: a pending member until they accept.
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={`/team/${done.teamId}`} variant="contained">
              Open {done.teamName}
            </Button>
            <Button component={RouterLink} to={`/form/${formId}/submissions`}>
              Back to submissions
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Typography>
              Add <strong>{who}</strong>
              {s?.email ? ` (${s.email})` : ""}, who filled in <strong>{f?.title}</strong>, to <strong>{teamName}</strong>? They are invited as a pending member and join once they accept.
            </Typography>
            <FailureAlert error={adding.failure} brief />
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                disabled={adding.isLoading}
                onClick={() =>
                  void add({ formId, userId }).then((added) => {
                    if (added.data) setDone({ teamId: added.data.teamId, teamName: added.data.teamName });
                  })
                }
              >
                Add to team
              </Button>
              <Button component={RouterLink} to={s ? `/form/${formId}/${s.id}` : `/form/${formId}/submissions`}>
                Cancel
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
