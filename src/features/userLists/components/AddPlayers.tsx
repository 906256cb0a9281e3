import { useState } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { usePlayerSearch } from "@/features/search/public";
import { SEARCH_LIMITS } from "@rallyhub/domain/search/search";
import { USER_LIST_LIMITS, userListEmailSchema, type UserList } from "@rallyhub/domain/userLists/userLists";
import { useAddToUserListMutation } from "../api/userListsApi";

/** Adding players to a list: found by name (full search's players), or by the e-mail of their login. */
export function AddPlayers({ list }: { list: UserList }) {
  const full = list.items.length >= USER_LIST_LIMITS.items;
  return (
    <Stack spacing={2} component="section" aria-labelledby={`add-${list.id}`}>
      <Typography id={`add-${list.id}`} variant="subtitle1" component="h4">
        Add players
      </Typography>
      {full ? (
        <Typography color="text.secondary">A list holds at most {USER_LIST_LIMITS.items} players.</Typography>
      ) : (
        <>
          <FindByName list={list} />
          <AddByEmail list={list} />
        </>
      )}
    </Stack>
  );
}

function FindByName({ list }: { list: UserList }) {
  const [input, setInput] = useState("");
  const found = usePlayerSearch(input);
  const [add] = useAppMutation(useAddToUserListMutation);
  const [adding, setAdding] = useState<string | null>(null);
  const onList = new Set(list.items.map((i) => i.uid));
  const resultsId = `find-${list.id}-results`;

  const addPlayer = async (uid: string, name: string) => {
    setAdding(uid);
    const added = await add({ listId: list.id, who: { uid } });
    setAdding(null);
    if (!added.error) toast.success(`${name} added to ${list.name}`, { duration: "short" });
  };

  return (
    <Stack spacing={1}>
      <TextField
        type="search"
        label="Find a player by name"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        autoComplete="off"
        fullWidth
        helperText={`Type at least ${SEARCH_LIMITS.query.min} characters of their name`}
        slotProps={{ htmlInput: { maxLength: SEARCH_LIMITS.query.max, spellCheck: false, "aria-controls": resultsId } }}
      />
      <Box id={resultsId} aria-live="polite" aria-busy={found.kind === "searching"}>
        {found.kind === "searching" ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <CircularProgress size={18} aria-hidden />
            <Typography color="text.secondary">Searching…</Typography>
          </Stack>
        ) : found.kind === "failed" ? (
          <Typography color="error">Error searching for user. Please try again.</Typography>
        ) : found.kind === "found" && found.players.length === 0 ? (
          <Typography color="text.secondary">No players found with that name.</Typography>
        ) : found.kind === "found" ? (
          <List dense aria-label="Players found" disablePadding>
            {found.players.map((p) => (
              <ListItem
                key={p.id}
                divider
                secondaryAction={
                  onList.has(p.id) ? (
                    <Typography variant="body2" color="text.secondary">
                      On the list
                    </Typography>
                  ) : (
                    <Button size="small" variant="outlined" disabled={adding !== null} onClick={() => void addPlayer(p.id, p.title)} aria-label={`Add ${p.title} to ${list.name}`}>
                      Add
                    </Button>
                  )
                }
                sx={{ pr: 12 }}
              >
                <ListItemAvatar>
                  <Avatar src={p.photoURL || undefined} alt="" aria-hidden>
                    {p.title.slice(0, 1).toUpperCase()}
                  </Avatar>
                </ListItemAvatar>
                <ListItemText primary={p.title} secondary={p.subtitle || null} />
              </ListItem>
            ))}
          </List>
        ) : null}
      </Box>
    </Stack>
  );
}

function AddByEmail({ list }: { list: UserList }) {
  // A refusal shows in the form (the server's reason alone when it gave one); what was typed stays.
  const [add] = useAppMutation(useAddToUserListMutation, { failure: "form" });
  return (
    <ZodForm
      schema={userListEmailSchema}
      defaultValues={{ email: "" }}
      mode="onSubmit"
      onSubmit={async ({ email }, form) => {
        const added = await add({ listId: list.id, who: { email } }, form);
        if (!added.data) return;
        toast.success(`${added.data.item.displayName} added to ${list.name}`, { duration: "short" });
        form.reset({ email: "" });
      }}
      aria-label={`Add a player to ${list.name} by e-mail`}
    >
      {({ control, formState }) => (
        <Stack spacing={1.5}>
          <FormFailure brief />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
            <FormTextField name="email" control={control} label="Or add by e-mail" type="email" autoComplete="off" fullWidth helperText="The address they log in with" />
            <SubmitButton busy={formState.isSubmitting} size="medium" sx={{ flexShrink: 0, minWidth: 120, mt: { sm: 1 } }}>
              Add player
            </SubmitButton>
          </Stack>
        </Stack>
      )}
    </ZodForm>
  );
}
