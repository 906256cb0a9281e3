import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useFieldArray, useFormContext } from "react-hook-form";
import { z } from "zod";
import { FormTextField } from "@/components/form/FormTextField";
import { TEAM_LIMITS, topicSchema } from "@rallyhub/domain/teams/schema";
import { topicIdFor } from "../model/createTeam";

/** A topic on a form: id "" until the team is saved (ids are made from the names then, and kept after). */
export interface TopicRow {
  id: string;
  name: string;
  description: string;
}

/** The topics list on a form: the callable's topic schema, with ids still to be made. */
export const topicRowsSchema = z.array(topicSchema.extend({ id: z.string().max(40) })).max(TEAM_LIMITS.topics, `A team can have at most ${TEAM_LIMITS.topics} topics`);

/**
 * Topic ids: a saved topic keeps its id (members' notification settings point
 * at it); a new one gets one from its name, unique within the team.
 */
export function withTopicIds(rows: readonly TopicRow[]): Array<{ id: string; name: string; description: string }> {
  const taken = rows.map((r) => r.id).filter(Boolean);
  return rows.map((r) => {
    const id = r.id || topicIdFor(r.name, taken);
    if (!r.id) taken.push(id);
    return { id, name: r.name.trim(), description: r.description.trim() };
  });
}

/** Topics [{id, name, description}] of the form around them: they feed each member's per-community notification settings. */
export function TopicFields() {
  const { control, formState } = useFormContext<{ topics: TopicRow[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: "topics" });
  const listError = formState.errors.topics;
  const error = listError?.message ?? listError?.root?.message;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">Topics organize your team&apos;s notifications: members choose which ones reach them.</Typography>
      {fields.length === 0 ? <Typography color="text.secondary">No topics configured</Typography> : null}
      {fields.map((f, i) => (
        <Stack key={f.id} direction={{ xs: "column", sm: "row" }} spacing={1} role="group" aria-label={`Topic ${i + 1}`} sx={{ alignItems: { sm: "flex-start" } }}>
          <FormTextField control={control} name={`topics.${i}.name`} label="Topic name" required slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.topicName } }} />
          <FormTextField control={control} name={`topics.${i}.description`} label="Description" sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: TEAM_LIMITS.topicDescription } }} />
          <Button onClick={() => remove(i)} aria-label={`Remove topic ${i + 1}`} sx={{ alignSelf: { sm: "center" } }}>
            Remove
          </Button>
        </Stack>
      ))}
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box>
        <Button variant="outlined" onClick={() => append({ id: "", name: "", description: "" })} disabled={fields.length >= TEAM_LIMITS.topics}>
          Add a topic
        </Button>
      </Box>
    </Stack>
  );
}
