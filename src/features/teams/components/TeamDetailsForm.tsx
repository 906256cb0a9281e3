import { useMemo } from "react";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormFailure } from "@/components/form/FormFailure";
import { SubmitButton } from "@/components/form/SubmitButton";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import { useAppMutation } from "@/lib/useAppMutation";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { teamDetailsSchema } from "@rallyhub/domain/teams/schema";
import { useUpdateTeamMutation } from "../api/teamsApi";
import { gameTypesOtherFirst } from "../model/createTeam";
import type { Team } from "../model/types";
import { TeamCityField, TeamDescriptionField, TeamNameFields, TeamPhotoField } from "./TeamDetailsFields";
import { TopicFields, topicRowsSchema, withTopicIds } from "./TopicFields";

/** The form checks the topics with their ids (kept) or without (made from the names on save). */
const formSchema = teamDetailsSchema.extend({ topics: topicRowsSchema });

const valuesOf = (team: Team) => ({
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
 * topic keeps its id, so members' notification choices stay with it. The
 * fields are Create Team's (TeamDetailsFields).
 */
export function TeamDetailsForm({ team }: { team: Team }) {
  const options = useGetProfileOptionsQuery(undefined);
  const [update] = useAppMutation(useUpdateTeamMutation, { success: "Team saved", failure: "form" });
  const defaults = useMemo(() => valuesOf(team), [team]);
  const form = useZodForm(formSchema, { defaultValues: defaults });
  const { formState, reset } = form;
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting);
  const gameTypes = useMemo(() => {
    const list = gameTypesOtherFirst(options.data?.gameTypes ?? []);
    return team.gameType && !list.includes(team.gameType) ? [...list, team.gameType] : list;
  }, [options.data, team.gameType]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <ZodForm
        form={form}
        aria-label="Edit team"
        onSubmit={async (values) => {
          const topics = withTopicIds(values.topics);
          const saved = await update(
            { teamId: team.id, fields: { name: values.name, gameType: values.gameType, photoURL: values.photoURL.trim(), description: values.description, city: values.city, topics } },
            form,
          );
          if (!saved.error) reset({ ...values, topics });
        }}
      >
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Team details
          </Typography>
          <TeamNameFields gameTypes={gameTypes} gameTypesFailed={options.isError ? "The game types could not be loaded: reload the page to choose another." : undefined} />
          <TeamPhotoField letter={team.name} size={64} />
          <TeamDescriptionField minRows={3} />
          <TeamCityField helperText="Where the team plays (optional)" />
          <Divider />
          <Typography variant="h6" component="h2">
            Topics
          </Typography>
          <TopicFields />
          <FormFailure brief />
          <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
            <Button disabled={!formState.isDirty || formState.isSubmitting} onClick={() => reset(defaults)}>
              Discard changes
            </Button>
            <SubmitButton busy={formState.isSubmitting} size="medium">
              Save team
            </SubmitButton>
          </Stack>
        </Stack>
      </ZodForm>
    </Paper>
  );
}
