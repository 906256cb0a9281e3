import { redirect, useNavigate } from "react-router-dom";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { currentSession } from "@/lib/session/authGate";
import { selectUser } from "@/lib/session/authSlice";
import { useAppSelector } from "@/lib/hooks";
import { appStore } from "@/lib/session/storeAccess";
import { toast } from "@/lib/toast";
import { useAppMutation, type FailureTarget } from "@/lib/useAppMutation";
import { SITE_LIMITS, siteLimitMessage } from "@rallyhub/domain/sites/constants";
import { newSiteSchema, starterContent, type NewSiteInput } from "@rallyhub/domain/sites/model";
import { sitesApi, useCreateDraftMutation } from "../api/sitesApi";
import { canCreateSite } from "../model/siteBuilder";
import { newId } from "../model/ids";

/** site/build: creating is allowed only when the site builder service says a site can be created (spec §2.5). */
export async function loader() {
  const { user, profile } = await currentSession();
  if (!user) return null;
  const plan = profile?.userSubscription ?? "Free";
  const owned = await appStore()
    .dispatch(sitesApi.endpoints.countOwnedSites.initiate(user.uid, { subscribe: false, forceRefetch: true }))
    .unwrap();
  if (!canCreateSite(plan, owned)) {
    toast.info(siteLimitMessage(plan), { duration: "route" });
    return redirect("/site");
  }
  return null;
}

/** Spec §4: a new draft is created with the signed-in user as creator; the builder then opens it. */
export function Component() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [create] = useAppMutation(useCreateDraftMutation, { failure: "form" });
  const submit = async ({ title }: NewSiteInput, form: FailureTarget) => {
    if (!user) return;
    const created = await create({ uid: user.uid, content: starterContent(title, newId) }, form);
    if (created.data) void navigate(`/site/build/${created.data}`, { replace: true });
  };
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title="New website" description="Create a website for your team, club or organization." />
      <Typography variant="h4" component="h1" gutterBottom>
        New website
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Name your site. You can add pages, your team's games and roster, a contact form and your colors next; nothing is public until you publish.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ZodForm schema={newSiteSchema} defaultValues={{ title: "" }} mode="onSubmit" onSubmit={submit} aria-label="New website">
          {({ control, formState }) => (
            <Stack spacing={2}>
              <FormFailure />
              <FormTextField name="title" control={control} label="Site title" required fullWidth maxLength={SITE_LIMITS.title} helperText="Shown at the top of every page and in the browser tab" />
              <Box>
                <SubmitButton busy={formState.isSubmitting}>Create site</SubmitButton>
              </Box>
            </Stack>
          )}
        </ZodForm>
      </Paper>
    </Container>
  );
}
