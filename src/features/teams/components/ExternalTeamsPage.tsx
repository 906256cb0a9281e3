import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { LoadingBlock } from "@/components/LoadingBlock";
import { PageHead } from "@/components/PageHead";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { externalTeamSchema, TEAM_LIMITS } from "@rallyhub/domain/teams/schema";
import { useDeleteExternalTeamMutation, useGetExternalTeamsQuery, useGetManagedTeamsQuery, useSaveExternalTeamMutation } from "../api/teamsApi";

function ExternalTeams({ teamId }: { teamId: string }) {
  const list = useGetExternalTeamsQuery(teamId);
  const [save] = useAppMutation(useSaveExternalTeamMutation, { success: (_id, { external }) => `${external.name} added`, failure: "form" });
  const [remove, removing] = useAppMutation(useDeleteExternalTeamMutation);
  return (
    <Stack spacing={2}>
      {list.isLoading ? (
        <LoadingBlock label="Loading the external teams" height={80} />
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>Try again</Button>}>
          The external teams could not be loaded.
        </Alert>
      ) : (list.data ?? []).length === 0 ? (
        <Typography color="text.secondary">No external teams yet: add the opponents you play who are not on RallyHub.</Typography>
      ) : (
        <List aria-label="External teams" disablePadding>
          {(list.data ?? []).map((x) => (
            <ListItem
              key={x.id}
              divider
              secondaryAction={
                <Button
                  color="error"
                  size="small"
                  disabled={removing.isLoading}
                  aria-label={`Remove ${x.name}`}
                  onClick={() =>
                    void remove({ teamId, id: x.id }).then((done) => {
                      if (!done.error) toast.success(`${x.name} removed`);
                    })
                  }
                >
                  Remove
                </Button>
              }
            >
              <ListItemText primary={x.name} secondary={[x.contact, x.notes].filter(Boolean).join(" · ") || undefined} />
            </ListItem>
          ))}
        </List>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <ZodForm
          schema={externalTeamSchema}
          defaultValues={{ name: "", contact: "", notes: "" }}
          aria-label="Add an external team"
          onSubmit={async (external, form) => {
            const saved = await save({ teamId, id: null, external }, form);
            if (!saved.error) form.reset();
          }}
        >
          {({ formState }) => (
            <>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                Add an external team
              </Typography>
              <Stack spacing={1}>
                <FormTextField name="name" label="Team name" required maxLength={TEAM_LIMITS.externalTeamName} />
                <FormTextField name="contact" label="Contact" helperText="Who to call or e-mail about games (optional)" />
                <FormTextField name="notes" label="Notes" multiline minRows={2} />
                <FormFailure brief />
                <SubmitButton busy={formState.isSubmitting} size="medium" sx={{ alignSelf: "flex-start" }}>
                  Add team
                </SubmitButton>
              </Stack>
            </>
          )}
        </ZodForm>
      </Paper>
    </Stack>
  );
}

/** external-teams (profile-ready): opponents not on the platform, kept by a manager for schedules. */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const teams = useGetManagedTeamsQuery(uid, { skip: !uid });
  const [chosen, setChosen] = useState<string | null>(null);
  const managed = teams.data ?? [];
  const teamId = chosen ?? managed[0]?.id ?? null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="External Teams" robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        External Teams
      </Typography>
      {!uid || teams.isLoading ? (
        <LoadingBlock label="Loading your teams" height={80} />
      ) : managed.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }}>
          <Typography gutterBottom>No teams exist</Typography>
          <Typography color="text.secondary">External teams belong to a team you manage.</Typography>
          <Button component={RouterLink} to="/teams/create" variant="contained" sx={{ mt: 2 }}>
            Create Team
          </Button>
        </Paper>
      ) : (
        <Stack spacing={2}>
          {managed.length > 1 ? (
            <TextField select label="Your team" value={teamId ?? ""} onChange={(e) => setChosen(e.target.value)} sx={{ maxWidth: 360 }}>
              {managed.map((t) => (
                <MenuItem key={t.id} value={t.id}>
                  {t.name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography color="text.secondary">For {managed[0]?.name}</Typography>
          )}
          {teamId ? <ExternalTeams key={teamId} teamId={teamId} /> : null}
        </Stack>
      )}
    </Container>
  );
}
