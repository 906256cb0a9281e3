import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { z } from "zod";
import { useAppSelector } from "@/lib/hooks";
import { PageLoader } from "@/components/PageLoader";
import { SubmitButton } from "@/components/form/SubmitButton";
import type { SerializedAppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
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
  const [saveInterests] = useSaveInterestsMutation();
  const { control, handleSubmit, formState } = useForm<InterestsValues>({
    resolver: zodResolver(interestsSchema),
    mode: "onChange",
    defaultValues: {
      sports: profile.additionalInfo?.sports ?? [],
      upFor: Object.fromEntries(profile.sportAvailability.map((s) => [s.sport, s.toggle])),
    },
  });
  const sports = useWatch({ control, name: "sports" });

  const save = handleSubmit(async (values) => {
    const sportAvailability = values.sports.map((sport) => ({ sport, toggle: values.upFor[sport] ?? true }));
    try {
      await saveInterests({ uid, sports: values.sports, sportAvailability }).unwrap();
      toast.success("Updated user data successfully.");
    } catch (error) {
      toast.failure(error as SerializedAppError);
    }
  });

  return (
    <Stack spacing={3} component="form" noValidate onSubmit={(e) => void save(e)} aria-labelledby="interests-title">
      <Typography id="interests-title" variant="h5" component="h2">
        Interests
      </Typography>
      {options.isError ? (
        <Alert severity="warning" action={<Button onClick={() => void options.refetch()}>Retry</Button>}>
          We couldn't load the list of sports.
        </Alert>
      ) : null}
      <Controller
        name="sports"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={options.data?.gameTypes ?? []}
            loading={options.isLoading}
            value={field.value}
            onChange={(_e, v) => field.onChange(v)}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField {...params} inputRef={field.ref} label="Sports / Games" error={Boolean(fieldState.error) || sports.length === 0} helperText={sports.length === 0 ? "Pick atleast one" : "The sports you play"} />
            )}
          />
        )}
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
            <Controller
              key={sport}
              name={`upFor.${sport}`}
              control={control}
              render={({ field }) => <FormControlLabel control={<Switch checked={field.value ?? true} onChange={(e) => field.onChange(e.target.checked)} />} label={sport} />}
            />
          ))}
        </Stack>
      ) : null}
      <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
        <SubmitButton busy={formState.isSubmitting} disabled={sports.length === 0}>
          Save interests
        </SubmitButton>
      </Stack>
    </Stack>
  );
}
