import { useMemo, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import { geohashFor } from "@/lib/geo";
import { toast } from "@/lib/toast";
import type { SerializedAppError } from "@/lib/errors";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { TEAM_LIMITS, teamDetailsSchema } from "@rallyhub/domain/teams/schema";
import { useUpdateTeamMutation } from "../api/teamsApi";
import { gameTypesOtherFirst } from "../model/createTeam";
import type { Team } from "../model/types";
import { TopicFields, topicRowsSchema, withTopicIds, type TopicRow } from "./TopicFields";

interface DetailsValues {
  name: string;
  gameType: string;
  photoURL: string;
  description: string;
  city: { name: string; lat: number; lng: number; hash: string } | null;
  topics: TopicRow[];
}

const formSchema = teamDetailsSchema.extend({ topics: topicRowsSchema });

const valuesOf = (team: Team): DetailsValues => ({
  name: team.name,
  gameType: team.gameType,
  photoURL: team.photoURL,
  description: team.description,
  city: team.city ? { name: team.city.name, lat: team.city.lat, lng: team.city.lng, hash: team.city.hash } : null,
  topics: team.topics.map((t) => ({ id: t.id, name: t.name, description: t.description })),
});

/**
 * A manager edits the team's details and its topics (the rules let managers
 * change these fields only; the roster goes through the callables). A saved
 * topic keeps its id, so members' notification choices stay with it.
 */
export function TeamDetailsForm({ team }: { team: Team }) {
  const options = useGetProfileOptionsQuery(undefined);
  const [update] = useUpdateTeamMutation();
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  const defaults = useMemo(() => valuesOf(team), [team]);
  const { control, handleSubmit, formState, reset } = useForm<DetailsValues>({
    resolver: zodResolver(formSchema) as unknown as Resolver<DetailsValues>,
    defaultValues: defaults,
    mode: "onTouched",
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const gameTypes = useMemo(() => {
    const list = gameTypesOtherFirst(options.data?.gameTypes ?? []);
    return team.gameType && !list.includes(team.gameType) ? [...list, team.gameType] : list;
  }, [options.data, team.gameType]);
  const photoURL = useWatch({ control, name: "photoURL" });

  const onValid = async (form: DetailsValues) => {
    setFailure(null);
    const topics = withTopicIds(form.topics);
    try {
      await update({ teamId: team.id, fields: { name: form.name.trim(), gameType: form.gameType, photoURL: form.photoURL.trim(), description: form.description.trim(), city: form.city, topics } }).unwrap();
      reset({ ...form, topics });
      toast.success("Team saved");
    } catch (error) {
      setFailure(error as SerializedAppError);
    }
  };

  return (
    <Paper component="form" variant="outlined" aria-label="Edit team" noValidate sx={{ p: { xs: 2, md: 3 } }} onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Team details
        </Typography>
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
              helperText={fieldState.error?.message ?? (options.isError ? "The game types could not be loaded: reload the page to choose another." : undefined)}
            >
              {gameTypes.map((g) => (
                <MenuItem key={g} value={g}>
                  {g}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <Avatar src={photoURL || undefined} alt="" sx={{ width: 64, height: 64 }}>
            {team.name.slice(0, 1)}
          </Avatar>
          <FormTextField control={control} name="photoURL" label="Photo link" type="url" fullWidth helperText="A link to your team's logo or photo (optional)" />
        </Stack>
        <FormTextField control={control} name="description" label="Description" multiline minRows={3} maxLength={TEAM_LIMITS.description} />
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
              helperText="Where the team plays (optional)"
            />
          )}
        />
        <Divider />
        <Typography variant="h6" component="h2">
          Topics
        </Typography>
        <TopicFields control={control} errors={formState.errors} />
        {failure ? (
          <Alert severity="error" role="alert">
            {failure.reason ?? failure.message}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset(defaults)}>
            Discard changes
          </Button>
          <SubmitButton busy={formState.isSubmitting} size="medium">
            Save team
          </SubmitButton>
        </Stack>
      </Stack>
    </Paper>
  );
}
