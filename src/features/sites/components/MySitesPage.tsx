import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHead } from "@/components/PageHead";
import { selectAuth } from "@/lib/session/authSlice";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { SITE_MESSAGES, siteLimitFor, siteLimitMessage, UPGRADE_PLAN } from "@rallyhub/domain/sites/constants";
import { useGetMySitesQuery, useUnpublishSiteMutation } from "../api/sitesApi";
import type { MySite } from "../model/types";
import { RetryAlert } from "@/components/RetryAlert";

export const NO_SITES = "You have no websites yet. Create one for your team, club or organization: pages, your games and roster, a contact form, your colors.";

/** A site's sites it counts against the plan: published ones, and drafts never published. */
const counts = (row: MySite) => row.site !== null || row.draft?.published === false;

function status(row: MySite): { label: string; color: "success" | "default" } {
  if (!row.site) return { label: "Draft, not published", color: "default" };
  const changed = row.draft?.savedAt && row.site.publishedAt && row.draft.savedAt > row.site.publishedAt;
  return changed ? { label: "Published, with unpublished changes", color: "default" } : { label: "Published", color: "success" };
}

function SiteRow({ row }: { row: MySite }) {
  const s = status(row);
  const domain = row.site?.domain ?? null;
  const [confirming, setConfirming] = useState(false);
  const [unpublish, unpublishing] = useAppMutation(useUnpublishSiteMutation);
  const confirmUnpublish = async () => {
    // A failure leaves the dialog open, so Unpublish can be tried again.
    if ((await unpublish(row.id)).error) return;
    setConfirming(false);
    toast.success(SITE_MESSAGES.unpublished);
  };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: "flex", flexDirection: { xs: "column", sm: "row" }, gap: 1.5, alignItems: { sm: "center" } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
          {row.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: "wrap", rowGap: 0.5, alignItems: "center" }}>
          <Chip size="small" variant="outlined" label={s.label} color={s.color} />
          {domain ? (
            <Typography variant="body2" color="text.secondary">
              {domain}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {(row.site ?? row.draft)?.pages.length ?? 0} page{((row.site ?? row.draft)?.pages.length ?? 0) === 1 ? "" : "s"}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={`/site/build/${row.id}`} variant="contained" aria-label={`Edit ${row.title}`}>
          Edit
        </Button>
        {row.site ? (
          <Button component={RouterLink} to={`/site/view/${row.id}`} aria-label={`View ${row.title}`}>
            View
          </Button>
        ) : null}
        {row.site ? (
          <Button color="inherit" onClick={() => setConfirming(true)} aria-label={`Unpublish ${row.title}`}>
            Unpublish
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Unpublish ${row.title}?`}
        confirmLabel="Unpublish"
        cancelLabel="Keep it online"
        destructive
        busy={unpublishing.isLoading}
        onConfirm={() => void confirmUnpublish()}
        onClose={() => setConfirming(false)}
      >
        {`Visitors can no longer open it${domain ? `, and ${domain} is disconnected` : ""}. Its pages stay here as a draft: publish it again whenever you like, or discard the draft to free its place on your plan.`}
      </ConfirmDialog>
    </Paper>
  );
}

/** site (My Sites): the user's websites, published and drafts; create one; open the builder. */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const plan = auth.profile?.userSubscription ?? "Free";
  const sites = useGetMySitesQuery(uid, { skip: !uid, refetchOnMountOrArgChange: true });
  const rows = sites.data ?? [];
  const used = rows.filter(counts).length;
  const limit = siteLimitFor(plan);
  const full = used >= limit;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title="My Sites" description="Your team and organization websites." />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ justifyContent: "space-between", alignItems: { sm: "center" }, mb: 3 }}>
        <div>
          <Typography variant="h4" component="h1">
            My Sites
          </Typography>
          {sites.isSuccess ? (
            <Typography color="text.secondary">
              {used} of {limit} website{limit === 1 ? "" : "s"} on your {plan} plan
            </Typography>
          ) : null}
        </div>
        {full && sites.isSuccess ? null : (
          <Button component={RouterLink} to="/site/build" variant="contained" startIcon={<AddIcon />}>
            Create a site
          </Button>
        )}
      </Stack>
      {sites.isSuccess && full ? (
        <Alert
          severity="info"
          sx={{ mb: 3 }}
          action={
            limit < siteLimitFor(UPGRADE_PLAN) ? (
              <Button component={RouterLink} to="/organizer/pricing" color="inherit">
                See plans
              </Button>
            ) : undefined
          }
        >
          {siteLimitMessage(plan)}
        </Alert>
      ) : null}
      {sites.isLoading || (!uid && !sites.isError) ? (
        <Box role="status" aria-label="Loading your sites">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={80} sx={{ mt: 1.5 }} />
        </Box>
      ) : sites.isError ? (
        <RetryAlert onRetry={() => void sites.refetch()}>{appErrorOf(sites.error).message}</RetryAlert>
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: "center" }}>
          <Typography sx={{ mb: 2 }}>{NO_SITES}</Typography>
          <Button component={RouterLink} to="/site/build" variant="contained" startIcon={<AddIcon />}>
            Create your first site
          </Button>
        </Paper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Your websites">
          {rows.map((row) => (
            <SiteRow key={row.id} row={row} />
          ))}
        </Stack>
      )}
    </Container>
  );
}
