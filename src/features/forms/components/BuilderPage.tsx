import { useNavigate } from "react-router-dom";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { FORM_MESSAGES, type FormInput } from "@rallyhub/domain/forms/schema";
import { useSaveFormMutation } from "../api/formsApi";
import { FormBuilder } from "./FormBuilder";

/** The builder's page for a new form (formId null) or the owner's own. */
export function BuilderPage({ formId, initial }: { formId: string | null; initial: FormInput }) {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const navigate = useNavigate();
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  const [save] = useSaveFormMutation();
  if (!uid || teams.isLoading) return <PageLoader label="Loading the form builder" />;
  const managed = (teams.data ?? []).filter((t) => t.managerIds.includes(uid)).map((t) => ({ id: t.id, name: t.name }));
  const canCharge = Boolean(auth.profile?.stripeId) && auth.profile?.stripeChargesEnabled === true;
  const title = formId ? "Edit form" : "Create a form";
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={title} robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Registrations, sign-ups and waivers: ask your questions, collect signatures and take fees, paid to your payouts account.
      </Typography>
      <FormBuilder
        initial={initial}
        teams={managed}
        canCharge={canCharge}
        onSave={async (form) => {
          const result = await save({ formId, form }).unwrap();
          toast.success(FORM_MESSAGES.saved);
          await navigate("/form", { state: { saved: true, formId: result.formId } });
        }}
      />
    </Container>
  );
}
