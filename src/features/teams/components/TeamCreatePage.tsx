import { useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Controller, useFieldArray, useForm, useWatch, type FieldPath, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import { geohashFor } from "@/lib/geo";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import type { SerializedAppError } from "@/lib/errors";
import { selectAuth } from "@/lib/session/authSlice";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { CREATE_TEAM_STEPS, TEAM_LIMITS, teamCreateSchema } from "@rallyhub/domain/teams/schema";
import { useCreateTeamMutation, useSendTeamCreationReminderMutation } from "../api/teamsApi";
import { gameTypesOtherFirst } from "../model/createTeam";
import { createInviteSchema } from "../model/invite";
import { TopicFields, topicRowsSchema, withTopicIds, type TopicRow } from "./TopicFields";

interface FormValues {
  name: string;
  gameType: string;
  photoURL: string;
  description: string;
  city: { name: string; lat: number; lng: number; hash: string } | null;
  /** Ids are made from the names when the team is created. */
  topics: TopicRow[];
  invites: Array<{ email: string }>;
}

/** The form checks the topics without their ids (made from the names on submit). */
const formSchema = teamCreateSchema.extend({ topics: topicRowsSchema });

const BLANK: FormValues = { name: "", gameType: "", photoURL: "", description: "", city: null, topics: [], invites: [] };

/** The fields each step checks before moving on. */
const STEP_FIELDS: Array<Array<FieldPath<FormValues>>> = [["name", "gameType"], ["photoURL"], ["description"], ["city"], ["topics"], ["invites"], []];

/**
 * teams/create (signed-in, profile-ready), titled Create Team (spec §2.1):
 * a step-by-step form on react-hook-form with the createTeam callable's own
 * schema. The game types list is fetched when it opens, 'Other' first (§7).
 * Leaving it on page 2 to 6 asks the server for the reminder e-mail (§5).
 */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const navigate = useNavigate();
  const options = useGetProfileOptionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createTeam] = useCreateTeamMutation();
  const [sendReminder] = useSendTeamCreationReminderMutation();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  const narrow = useMediaQuery("(max-width:600px)");
  const created = useRef(false);
  const stepRef = useRef(0);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const { control, handleSubmit, trigger, formState, getValues } = useForm<FormValues>({
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues>,
    defaultValues: BLANK,
    // Each step is checked when the user moves on (Next), then as they correct it: leaving a field
    // re-renders nothing, so the layout never shifts under a click on Next.
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);
  const invites = useFieldArray({ control, name: "invites" });
  const values = useWatch({ control });
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

  const onValid = async (form: FormValues) => {
    setFailure(null);
    try {
      const result = await createTeam({
        name: form.name,
        gameType: form.gameType,
        photoURL: form.photoURL,
        description: form.description,
        city: form.city,
        topics: withTopicIds(form.topics),
        invites: form.invites.map((i) => ({ email: i.email })),
      }).unwrap();
      created.current = true;
      toast.success(result.invited > 0 ? `Team created. ${result.invited} invitation${result.invited === 1 ? "" : "s"} sent.` : "Team created");
      await navigate(`/team/${result.teamId}`, { state: { saved: true } });
    } catch (error) {
      setFailure(error as SerializedAppError);
    }
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
      <Paper
        variant="outlined"
        component="form"
        aria-label="Create Team"
        noValidate
        sx={{ p: { xs: 2, md: 3 } }}
        onSubmit={(e) => {
          e.preventDefault();
          if (last) void handleSubmit(onValid)();
          else void go(step + 1);
        }}
      >
        <Typography ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 2, outline: "none" }}>
          Step {step + 1} of {CREATE_TEAM_STEPS.length}: {CREATE_TEAM_STEPS[step]}
        </Typography>
        <Stack spacing={2}>
          {step === 0 ? (
            <>
              <FormTextField control={control} name="name" label="Team name" required maxLength={TEAM_LIMITS.name.max} />
              <Controller
                control={control}
                name="gameType"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    label="Game type"
                    required
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? (options.isError ? "The game types could not be loaded: pick Other, or reload the page." : undefined)}
                  >
                    {gameTypes.map((g) => (
                      <MenuItem key={g} value={g}>
                        {g}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </>
          ) : null}
          {step === 1 ? (
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
              <Avatar src={values.photoURL || undefined} alt="" sx={{ width: 88, height: 88, fontSize: 36 }}>
                {(values.name ?? "").slice(0, 1)}
              </Avatar>
              <FormTextField control={control} name="photoURL" label="Photo link" type="url" fullWidth helperText="A link to your team's logo or photo (optional)" />
            </Stack>
          ) : null}
          {step === 2 ? <FormTextField control={control} name="description" label="Description" multiline minRows={4} maxLength={TEAM_LIMITS.description} helperText="Who you are, when you play, who should join (optional)" /> : null}
          {step === 3 ? (
            <Controller
              control={control}
              name="city"
              render={({ field, fieldState }) => (
                <CityAutocomplete
                  label="City"
                  name={field.name}
                  value={field.value ? { name: field.value.name, lat: field.value.lat, lng: field.value.lng } : null}
                  onChange={(c) => field.onChange(c ? { name: c.name, lat: c.lat, lng: c.lng, hash: geohashFor(c) } : null)}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  helperText="Where the team plays, so players nearby find it (optional)"
                />
              )}
            />
          ) : null}
          {step === 4 ? <TopicFields control={control} errors={formState.errors} /> : null}
          {step === 5 ? <InvitesStep emails={invites.fields.map((f) => f.email)} onAdd={(email) => invites.append({ email })} onRemove={(i) => invites.remove(i)} /> : null}
          {step === 6 ? <Review values={getValues()} /> : null}
          {failure ? (
            <Alert severity="error" role="alert">
              {failure.reason ?? failure.message}
            </Alert>
          ) : null}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: "space-between" }}>
          <Button onClick={() => void go(step - 1)} disabled={step === 0 || formState.isSubmitting}>
            Back
          </Button>
          {last ? (
            <SubmitButton busy={formState.isSubmitting} size="medium">Create team</SubmitButton>
          ) : (
            <Button type="submit" variant="contained">
              Next
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** Invite players by e-mail: people with an account get an invitation to accept; others an e-mail, claimed when they sign up. */
function InvitesStep({ emails, onAdd, onRemove }: { emails: string[]; onAdd: (email: string) => void; onRemove: (index: number) => void }) {
  // Its own small form inside the wizard's (no nested <form>): Add and Enter submit it. Its message stays until the next try.
  const { control, handleSubmit, reset } = useForm<{ email: string }>({ resolver: zodResolver(createInviteSchema(emails)), reValidateMode: "onSubmit", defaultValues: { email: "" } });
  const add = handleSubmit(({ email }) => {
    onAdd(email);
    reset({ email: "" });
  });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">Players with an account get an invitation to accept; anyone else gets an e-mail and finds the invitation when they sign up. Optional: you can invite players later.</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <FormTextField
          control={control}
          name="email"
          label="Player's e-mail"
          type="email"
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void add();
            }
          }}
          helperText="Press Enter or Add to put them on the list"
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => void add()} sx={{ mt: { sm: 1 } }}>
          Add
        </Button>
      </Stack>
      {emails.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} role="list" aria-label="Players to invite">
          {emails.map((email, i) => (
            <Chip key={email} role="listitem" label={email} onDelete={() => onRemove(i)} deleteIcon={<IconButton aria-label={`Remove ${email}`} size="small" component="span">×</IconButton>} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">Nobody on the list yet.</Typography>
      )}
    </Stack>
  );
}

function Review({ values }: { values: FormValues }) {
  const rows: Array<[string, string]> = [
    ["Team name", values.name],
    ["Game type", values.gameType],
    ["Photo", values.photoURL ? "Added" : "None"],
    ["Description", values.description || "None"],
    ["City", values.city?.name ?? "None"],
    ["Topics", values.topics.length > 0 ? values.topics.map((t) => t.name).join(", ") : "None"],
    ["Invitations", values.invites.length > 0 ? values.invites.map((i) => i.email).join(", ") : "None"],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, rowGap: 1, columnGap: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
