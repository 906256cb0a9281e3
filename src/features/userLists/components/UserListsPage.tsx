import { useState } from "react";
import Accordion from "@mui/material/Accordion";
import AccordionDetails from "@mui/material/AccordionDetails";
import AccordionSummary from "@mui/material/AccordionSummary";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { PageHead } from "@/components/PageHead";
import { FormFailure } from "@/components/form/FormFailure";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { USER_LIST_LIMITS, USER_LIST_MESSAGES, userListNameSchema, type UserList } from "@rallyhub/domain/userLists/userLists";
import { PagedList } from "@/components/PagedList";
import { useCreateUserListMutation, useDeleteUserListMutation, useGetUserListPagesInfiniteQuery, useRemoveFromUserListMutation } from "../api/userListsApi";
import { AddPlayers } from "./AddPlayers";
import { RenameListDialog } from "./listParts";

/**
 * user-list (spec §2.1, §7; organizer-only, profile-ready): the organizer's
 * saved lists of players (uid, e-mail, display name). Create, rename and
 * delete lists; add players found by name or by the e-mail of their login;
 * remove them. A whole list is invited to a game from the game's manage page.
 */
export function Component() {
  const uid = useAppSelector(selectAuth).user?.uid ?? "";
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title="User Lists" description="Your saved lists of players, to invite to a game in one go." robots="noindex" />
      <Typography component="h1" variant="h4" gutterBottom>
        User Lists
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Keep the players you play with in lists, then invite a whole list to a game from its Manage page (Find available players).
      </Typography>
      <Stack spacing={4}>
        <NewListForm />
        {uid ? <YourLists uid={uid} /> : null}
      </Stack>
    </Container>
  );
}

function NewListForm() {
  // A refusal shows in the form (the server's reason alone when it gave one); what was typed stays.
  const [create] = useAppMutation(useCreateUserListMutation, { failure: "form" });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="new-list-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="new-list-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        New list
      </Typography>
      <ZodForm
        schema={userListNameSchema}
        defaultValues={{ name: "" }}
        mode="onSubmit"
        onSubmit={async ({ name }, form) => {
          if ((await create(name, form)).error) return;
          toast.success(USER_LIST_MESSAGES.created, { duration: "short" });
          form.reset({ name: "" });
        }}
        aria-label="New list"
      >
        {({ control, formState }) => (
          <Stack spacing={2}>
            <FormFailure brief />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
              <FormTextField name="name" control={control} label="List name" required fullWidth autoComplete="off" maxLength={USER_LIST_LIMITS.name.max} />
              <SubmitButton busy={formState.isSubmitting} sx={{ flexShrink: 0, minWidth: 140 }}>
                Create list
              </SubmitButton>
            </Stack>
          </Stack>
        )}
      </ZodForm>
    </Paper>
  );
}

function YourLists({ uid }: { uid: string }) {
  const pages = useGetUserListPagesInfiniteQuery(uid);
  return (
    <Box component="section" aria-labelledby="your-lists-title">
      <Typography id="your-lists-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Your lists
      </Typography>
      <PagedList
        query={pages}
        items={(page) => page.items}
        itemKey={(list) => list.id}
        loading={
          <Box role="status" aria-label="Loading your lists">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} sx={{ mt: 1 }} />
          </Box>
        }
        empty={<Typography color="text.secondary">{USER_LIST_MESSAGES.empty}</Typography>}
        list={(cards) => <Box>{cards}</Box>}
        renderItem={(list) => <ListCard list={list} />}
        more={{ label: "Show more" }}
      />
    </Box>
  );
}

const countOf = (n: number) => `${n} ${n === 1 ? "player" : "players"}`;

function ListCard({ list }: { list: UserList }) {
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [remove] = useAppMutation(useRemoveFromUserListMutation);
  const [deleteList, deleteState] = useAppMutation(useDeleteUserListMutation);
  const summaryId = `list-${list.id}`;

  const confirmDelete = async () => {
    if ((await deleteList(list.id)).error) return;
    toast.success(USER_LIST_MESSAGES.deleted, { duration: "short" });
    setDeleting(false);
  };
  const removeItem = async (item: UserList["items"][number]) => {
    if ((await remove({ listId: list.id, uid: item.uid })).error) return;
    toast.success(`${item.displayName} removed`, { duration: "short" });
  };

  return (
    <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: "h3" }, transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={summaryId} aria-controls={`${summaryId}-panel`}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "baseline", minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {list.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {countOf(list.items.length)}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-panel`}>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setRenaming(true)}>
              Rename
            </Button>
            <Button size="small" color="error" onClick={() => setDeleting(true)}>
              Delete list
            </Button>
          </Stack>
          {list.items.length === 0 ? (
            <Typography color="text.secondary">{USER_LIST_MESSAGES.emptyList}</Typography>
          ) : (
            <List aria-label={`Players on ${list.name}`} dense disablePadding>
              {list.items.map((item) => (
                <ListItem
                  key={item.uid}
                  divider
                  secondaryAction={
                    <Button size="small" onClick={() => void removeItem(item)} aria-label={`Remove ${item.displayName} from ${list.name}`}>
                      Remove
                    </Button>
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={item.displayName}
                    secondary={item.email || "Added from search"}
                    slotProps={{ primary: { sx: { overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }}
                  />
                </ListItem>
              ))}
            </List>
          )}
          <Divider />
          <AddPlayers list={list} />
        </Stack>
      </AccordionDetails>
      {renaming ? <RenameListDialog list={list} onClose={() => setRenaming(false)} /> : null}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${list.name}?`}
        confirmLabel="Delete list"
        cancelLabel="Keep list"
        destructive
        busy={deleteState.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(false)}
      >
        {`The list and its ${countOf(list.items.length)} go. Players are not told, and games they were invited to keep their invitations.`}
      </ConfirmDialog>
    </Accordion>
  );
}
