import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useAppMutation } from "@/lib/useAppMutation";
import { currentHostMode } from "@/lib/hostMode";
import { toast } from "@/lib/toast";
import { FORM_MESSAGES } from "@rallyhub/domain/forms/schema";
import type { FormListItem } from "@rallyhub/domain/stored/forms";
import { PagedList } from "@/components/PagedList";
import { useDeleteFormMutation, useGetMyFormsInfiniteQuery } from "../api/formsApi";
import { SignInRequired, useSessionUser } from "./SignInRequired";

export const NO_FORMS = "No forms yet. Create a registration form, a sign-up sheet or a waiver to share.";

function describe(f: FormListItem): string {
  const parts = [`${f.questions} question${f.questions === 1 ? "" : "s"}`, f.paid ? "takes a fee" : "free", `${f.submissionCount} submission${f.submissionCount === 1 ? "" : "s"}`];
  if (f.teamName) parts.push(`team ${f.teamName}`);
  return parts.join(" · ");
}

/**
 * form (signed-in), and the branded host's forms list: the forms a user made,
 * most recently changed first, with their link to share, Edit, Submissions
 * and Delete (after asking).
 */
export function Component() {
  const { checking, user } = useSessionUser();
  if (!user) return checking ? <PageLoader label="Checking your account" /> : <SignInRequired what="see your forms" />;
  return <MyForms uid={user.uid} />;
}

function MyForms({ uid }: { uid: string }) {
  const forms = useGetMyFormsInfiniteQuery(uid);
  const [deleting, setDeleting] = useState<FormListItem | null>(null);
  const [remove, removal] = useAppMutation(useDeleteFormMutation, { success: FORM_MESSAGES.deleted });
  // The branded host has no form/build: new forms are made on the main site.
  const [canCreate] = useState(() => currentHostMode() === "main");

  const copyLink = async (f: FormListItem) => {
    const url = `${window.location.origin}/form/${f.id}`;
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied");
    } catch {
      toast.info(url);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    if (!(await remove(deleting.id)).error) setDeleting(null);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Forms" description="Your registration forms and waivers." robots="noindex" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, mb: 3 }}>
        <Box sx={{ flex: 1 }}>
          <Typography component="h1" variant="h4">
            Forms &amp; waivers
          </Typography>
          <Typography color="text.secondary">Collect registrations, signatures and fees.</Typography>
        </Box>
        {canCreate ? (
          <Button component={RouterLink} to="/form/build" variant="contained" startIcon={<Add />}>
            Create a form
          </Button>
        ) : null}
      </Stack>
      <PagedList
        query={forms}
        items={(page) => page.items}
        itemKey={(f) => f.id}
        loading={
          <Box role="status" aria-label="Loading your forms">
            <Skeleton variant="rounded" height={88} />
            <Skeleton variant="rounded" height={88} sx={{ mt: 1.5 }} />
          </Box>
        }
        empty={<Typography color="text.secondary">{NO_FORMS}</Typography>}
        list={(rows) => (
          <Stack component="ul" spacing={1.5} aria-label="Your forms" sx={{ listStyle: "none", p: 0, m: 0 }}>
            {rows}
          </Stack>
        )}
        renderItem={(f) => (
          <Paper component="li" variant="outlined" aria-label={f.title} sx={{ p: 2 }}>
            <Link component={RouterLink} to={`/form/${f.id}`} variant="h6" underline="hover" sx={{ overflowWrap: "anywhere" }}>
              {f.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {describe(f)}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              <Button size="small" component={RouterLink} to={`/form/build/${f.id}`} aria-label={`Edit ${f.title}`}>
                Edit
              </Button>
              <Button size="small" component={RouterLink} to={`/form/${f.id}/submissions`} aria-label={`Submissions of ${f.title}`}>
                Submissions
              </Button>
              <Button size="small" onClick={() => void copyLink(f)} aria-label={`Copy the link to ${f.title}`}>
                Copy link
              </Button>
              {f.submissionCount === 0 ? (
                <Button size="small" color="error" onClick={() => setDeleting(f)} aria-label={`Delete ${f.title}`}>
                  Delete
                </Button>
              ) : null}
            </Stack>
          </Paper>
        )}
        more={{ label: "Show more" }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this form?"
        confirmLabel="Delete form"
        cancelLabel="Keep form"
        destructive
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting ? `"${deleting.title}" will no longer open for anyone. Its link stops working. This cannot be undone.` : ""}
      </ConfirmDialog>
    </Container>
  );
}
