import { useWatch } from "react-hook-form";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { FormAutocomplete } from "@/components/form/FormAutocomplete";
import { FormSwitch } from "@/components/form/FormSwitch";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import type { UserProfile } from "@/lib/session/userProfile";
import { useSaveInterestsMutation } from "../api/settingsApi";

/** The save-interests operation: at least one sport (spec §5 'Pick atleast one'), and per sport whether the player is up for games. */
export const interestsSchema = z.object({
  sports: z.array(z.string()).min(1, "Pick atleast one"),
  upFor: z.record(z.string(), z.boolean().optional()),
});
export type InterestsValues = z.infer<typeof interestsSchema>;

/** Interests (tab key 'sports'): the sports a player plays and, per sport, whether they're up for games now. */
export default function InterestsTab() {
  const auth = useAppSelector(selectAuth);
  if (!auth.user || !auth.profile) return <PageLoader />;
  return <InterestsForm uid={auth.user.uid} profile={auth.profile} />;
}

function InterestsForm({ uid, profile }: { uid: string; profile: UserProfile }) {
  const options = useGetProfileOptionsQuery(undefined);
  const [saveInterests] = useAppMutation(useSaveInterestsMutation, { success: "Updated user data successfully." });
  const form = useZodForm(interestsSchema, {
    mode: "onChange",
    defaultValues: {
      sports: profile.additionalInfo?.sports ?? [],
      upFor: Object.fromEntries(profile.sportAvailability.map((s) => [s.sport, s.toggle])),
    },
  });
  const { control, formState } = form;
  const sports = useWatch({ control, name: "sports" });

  const save = async (values: InterestsValues) => {
    const sportAvailability = values.sports.map((sport) => ({ sport, toggle: values.upFor[sport] ?? true }));
    await saveInterests({ uid, sports: values.sports, sportAvailability });
  };

  return (
    <ZodForm form={form} onSubmit={save} aria-labelledby="interests-title">
      <Stack spacing={3}>
        <Typography id="interests-title" variant="h5" component="h2">
          Interests
        </Typography>
        {options.isError ? (
          <Alert severity="warning" action={<Button onClick={() => void options.refetch()}>Retry</Button>}>
            We couldn't load the list of sports.
          </Alert>
        ) : null}
        <FormAutocomplete
          name="sports"
          control={control}
          multiple
          options={options.data?.gameTypes ?? []}
          loading={options.isLoading}
          label="Sports / Games"
          error={sports.length === 0}
          helperText={sports.length === 0 ? "Pick atleast one" : "The sports you play"}
        />
        {sports.length > 0 ? (
          <Stack>
            <Typography variant="subtitle1" component="h3">
              Up for games
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Turn a sport off to stop invitations for it for now.
            </Typography>
            {sports.map((sport) => (
              <FormSwitch key={sport} name={`upFor.${sport}`} control={control} onWhenUnset label={sport} />
            ))}
          </Stack>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <SubmitButton busy={formState.isSubmitting} disabled={sports.length === 0}>
            Save interests
          </SubmitButton>
        </Stack>
      </Stack>
    </ZodForm>
  );
}
