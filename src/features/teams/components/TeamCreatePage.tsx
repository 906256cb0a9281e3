import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useFieldArray, useWatch, type FieldPath } from "react-hook-form";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { z } from "zod";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { FormFailure } from "@/components/form/FormFailure";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import { useAppSelector } from "@/lib/hooks";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { CREATE_TEAM_STEPS, inviteeSchema, TEAM_LIMITS, teamCreateSchema } from "@rallyhub/domain/teams/schema";
import { useCreateTeamMutation, useSendTeamCreationReminderMutation } from "../api/teamsApi";
import { gameTypesOtherFirst } from "../model/createTeam";
import { InvitesStep, Review } from "./TeamCreateSteps";
import { TeamCityField, TeamDescriptionField, TeamNameFields, TeamPhotoField } from "./TeamDetailsFields";
import { TopicFields, topicRowsSchema, withTopicIds } from "./TopicFields";

/**
 * The form checks the topics without their ids (made from the names on
 * submit); it invites by e-mail only (the callable also takes user ids).
 */
const formSchema = teamCreateSchema.extend({
  topics: topicRowsSchema,
  invites: z.array(inviteeSchema.options[1]).max(TEAM_LIMITS.invitesAtCreate, `Invite at most ${TEAM_LIMITS.invitesAtCreate} players at once`).default([]),
});
type FormValues = z.input<typeof formSchema>;

const BLANK: FormValues = { name: "", gameType: "", photoURL: "", description: "", city: null, topics: [], invites: [] };

/** The fields each step checks before moving on. */
const STEP_FIELDS: Array<Array<FieldPath<FormValues>>> = [["name", "gameType"], ["photoURL"], ["description"], ["city"], ["topics"], ["invites"], []];

/**
 * teams/create (signed-in, profile-ready), titled Create Team (spec §2.1):
 * a step-by-step ZodForm with the createTeam callable's own schema; its
 * steps are the team's details fields (TeamDetailsFields, as on Edit team). The game types list is fetched when it opens, 'Other' first (§7).
 * Leaving it on page 2 to 6 asks the server for the reminder e-mail (§5).
 */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const navigate = useNavigate();
  const options = useGetProfileOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createTeam] = useAppMutation(useCreateTeamMutation, {
    success: (result) => (result.invited > 0 ? `Team created. ${result.invited} invitation${result.invited === 1 ? "" : "s"} sent.` : "Team created"),
    failure: "form",
  });
  const [sendReminder] = useSendTeamCreationReminderMutation();
  const [step, setStep] = useState(0);
  const narrow = useMediaQuery("(max-width:600px)");
  const created = useRef(false);
  const stepRef = useRef(0);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const form = useZodForm(formSchema, {
    defaultValues: BLANK,
    // Each step is checked when the user moves on (Next), then as they correct it: leaving a field
    // re-renders nothing, so the layout never shifts under a click on Next.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const { control, trigger, formState, getValues } = form;
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const invites = useFieldArray({ control, name: "invites" });
  const name = useWatch({ control, name: "name" });
  const gameTypes = useMemo(() => gameTypesOtherFirst(options.data?.gameTypes ?? []), [options.data]);

  // Leaving the create route (this page unmounts) on page 2 to 6: the reminder e-mail (the server sends it once).
  useEffect(
    () => () => {
      const page = stepRef.current + 1;
      if (!created.current && page > 1 && page < 7) void sendReminder({ page });
    },
    [sendReminder],
  );

  const heading = useRef<HTMLHeadingElement>(null);
  const go = async (next: number) => {
    if (next > step) {
      const ok = await trigger(STEP_FIELDS[step]);
      if (!ok) return;
    }
    setStep(next);
    // The new step's heading takes the focus (after it renders), so a screen reader announces where the user is.
    setTimeout(() => heading.current?.focus(), 0);
  };

  if (!auth.user || options.isLoading) return <PageLoader label="Loading the form" />;

  const onValid = async (team: z.output<typeof formSchema>) => {
    const result = await createTeam({ ...team, topics: withTopicIds(team.topics), invites: team.invites.map((i) => ({ email: i.email })) }, form);
    if (!result.data) return;
    created.current = true;
    await navigate(`/team/${result.data.teamId}`, { state: { saved: true } });
  };

  const last = step === CREATE_TEAM_STEPS.length - 1;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Create Team" robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        Create Team
      </Typography>
      <Stepper activeStep={step} alternativeLabel={!narrow} orientation={narrow ? "vertical" : "horizontal"} sx={{ mb: 3 }} aria-label="Steps">
        {CREATE_TEAM_STEPS.map((label, i) => (
          <Step key={label} completed={i < step}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ZodForm form={form} aria-label="Create Team" onSubmit={onValid} onNext={last ? undefined : () => go(step + 1)}>
          <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 2, outline: "none" }}>
            Step {step + 1} of {CREATE_TEAM_STEPS.length}: {CREATE_TEAM_STEPS[step]}
          </Typography>
          <Stack spacing={2}>
            {step === 0 ? <TeamNameFields gameTypes={gameTypes} gameTypesFailed={options.isError ? "The game types could not be loaded: pick Other, or reload the page." : undefined} /> : null}
            {step === 1 ? <TeamPhotoField letter={name} size={88} /> : null}
            {step === 2 ? <TeamDescriptionField minRows={4} helperText="Who you are, when you play, who should join (optional)" /> : null}
            {step === 3 ? <TeamCityField helperText="Where the team plays, so players nearby find it (optional)" /> : null}
            {step === 4 ? <TopicFields /> : null}
            {step === 5 ? <InvitesStep emails={invites.fields.map((f) => f.email)} onAdd={(email) => invites.append({ email })} onRemove={(i) => invites.remove(i)} /> : null}
            {step === 6 ? <Review values={getValues()} /> : null}
            <FormFailure brief />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: "space-between" }}>
            <Button onClick={() => void go(step - 1)} disabled={step === 0 || formState.isSubmitting}>
              Back
            </Button>
            {last ? (
              <SubmitButton busy={formState.isSubmitting} size="medium">
                Create team
              </SubmitButton>
            ) : (
              <Button type="submit" variant="contained">
                Next
              </Button>
            )}
          </Stack>
        </ZodForm>
      </Paper>
    </Container>
  );
}
