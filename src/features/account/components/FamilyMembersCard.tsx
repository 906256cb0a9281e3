import { useState } from "react";
import { useWatch, type FieldErrors } from "react-hook-form";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormSelect } from "@/components/form/FormSelect";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useAppSelector } from "@/lib/hooks";
import { appErrorOf } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useAppMutation, type AppMutationResult } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import type { FamilyMemberRow } from "@/lib/session/userProfile";
import type { FoundUser } from "../api/accountCallables";
import { useGetFamilyConnectionsQuery, useRemoveFamilyConnectionMutation, useRespondFamilyRequestMutation, useSendFamilyRequestMutation } from "../api/familyApi";
import type { FamilyConnection } from "../api/familyRepository";
import { useSaveFamilyMembersMutation } from "../api/settingsApi";
import { emptyRow, familyMemberSchema, RELATION_LABELS, RELATIONS, rowFromValues, valuesFromRow, type FamilyMemberFormValues } from "../model/family";
import { useUserSearch } from "./useUserSearch";
import { ACCOUNT_MESSAGES } from "../messages";

function relationLabel(relation: string): string {
  return (RELATION_LABELS as Record<string, string | undefined>)[relation] ?? relation;
}

/** Spec §2.7 family members card, §4 Family connection, §5 Family members. */
export function FamilyMembersCard() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const connectionsQuery = useGetFamilyConnectionsQuery(uid, { skip: !uid });
  const [respondTo] = useAppMutation(useRespondFamilyRequestMutation);
  const [removeConnection] = useAppMutation(useRemoveFamilyConnectionMutation);
  const [saveMembers] = useAppMutation(useSaveFamilyMembersMutation);
  const [draft, setDraft] = useState<FamilyMemberRow | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const members = auth.profile?.familyMembers ?? [];
  const connections = connectionsQuery.data ?? null;
  const loadError = connectionsQuery.isError ? appErrorOf(connectionsQuery.error).message : null;

  /** Runs one action on a row, with its success message; a failure shows the message its error carries. */
  const run = async (id: string, work: () => Promise<AppMutationResult<unknown>>, success: string) => {
    setBusy(id);
    const done = await work();
    setBusy(null);
    if (!done.error) toast.success(success);
  };

  const respond = (c: FamilyConnection, accept: boolean) => run(c.id, () => respondTo({ connectionId: c.id, accept }), accept ? "Family connection confirmed" : "Family connection request declined");
  const remove = (c: FamilyConnection) => run(c.id, () => removeConnection({ uid, connectionId: c.id }), "Family connection removed");
  const removeMember = (row: FamilyMemberRow) => run(row.id, () => saveMembers({ uid, rows: members.filter((m) => m.id !== row.id), previous: members }), "Family members updated successfully");

  return (
    <Card variant="outlined" component="section" aria-labelledby="family-title">
      <CardContent>
        <Typography id="family-title" variant="h6" component="h3" gutterBottom>
          Family members
        </Typography>
        {loadError ? (
          <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void connectionsQuery.refetch()}>Retry</Button>}>
            {loadError}
          </Alert>
        ) : null}
        {connections === null && !loadError ? <CircularProgress size={24} aria-label="Loading family members" /> : null}
        {connections !== null && connections.length === 0 && members.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No family members yet. Add the people you sign up for games with.
          </Typography>
        ) : null}
        {(connections?.length ?? 0) + members.length > 0 ? (
          <List aria-label="Family members" sx={{ mb: 1 }}>
            {connections?.map((c) => {
              const mine = c.requesterId === uid;
              const other = mine ? c.recipientName : c.requesterName;
              const relation = mine ? c.requesterRelation : c.recipientRelation;
              const incoming = !mine && c.status === "pending";
              return (
                <ListItem key={c.id} divider sx={{ flexWrap: "wrap", gap: 1 }}>
                  <ListItemText primary={other} secondary={relationLabel(relation)} />
                  <Chip size="small" label={c.status === "accepted" ? "Confirmed" : incoming ? "Wants to connect" : "Pending"} color={c.status === "accepted" ? "success" : "default"} />
                  {incoming ? (
                    <>
                      <Button size="small" variant="contained" disabled={busy === c.id} onClick={() => void respond(c, true)}>
                        Accept
                      </Button>
                      <Button size="small" disabled={busy === c.id} onClick={() => void respond(c, false)}>
                        Decline
                      </Button>
                    </>
                  ) : (
                    <Button size="small" color="error" disabled={busy === c.id} onClick={() => void remove(c)} aria-label={`Remove ${other}`}>
                      Remove
                    </Button>
                  )}
                </ListItem>
              );
            })}
            {members.map((m) => (
              <ListItem key={m.id} divider sx={{ flexWrap: "wrap", gap: 1 }}>
                <ListItemText primary={`${m.firstName} ${m.lastName}`.trim() || m.displayName} secondary={`${relationLabel(m.relation)}${m.age ? ` · ${m.age}` : ""}`} />
                <Chip size="small" label="No account" variant="outlined" />
                <Button size="small" color="error" disabled={busy === m.id} onClick={() => void removeMember(m)} aria-label={`Remove ${m.firstName} ${m.lastName}`.trim()}>
                  Remove
                </Button>
              </ListItem>
            ))}
          </List>
        ) : null}

        {draft ? (
          <NewMemberRow row={draft} onCancel={() => setDraft(null)} onDone={() => setDraft(null)} uid={uid} members={members} />
        ) : choosing ? (
          <Box role="group" aria-labelledby="family-has-account">
            <Typography id="family-has-account" sx={{ mb: 1 }}>
              Does this person have an account?
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                onClick={() => {
                  setDraft(emptyRow(true));
                  setChoosing(false);
                }}
              >
                Yes, find them
              </Button>
              <Button
                variant="outlined"
                onClick={() => {
                  setDraft(emptyRow(false));
                  setChoosing(false);
                }}
              >
                No, add their details
              </Button>
              <Button onClick={() => setChoosing(false)}>Cancel</Button>
            </Stack>
          </Box>
        ) : (
          <Button variant="outlined" onClick={() => setChoosing(true)}>
            Add family member
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function NewMemberRow({ row, onCancel, onDone, uid, members }: { row: FamilyMemberRow; onCancel: () => void; onDone: () => void; uid: string; members: FamilyMemberRow[] }) {
  const [query, setQuery] = useState("");
  /** Why the server refused the request, when it said (a duplicate, a vanished account). */
  const [refusal, setRefusal] = useState<string | null>(null);
  // A refusal is told in a toast, and the server's reason on the form (below).
  const [sendRequest] = useAppMutation(useSendFamilyRequestMutation, { failure: "none" });
  const [saveMembers] = useAppMutation(useSaveFamilyMembersMutation, { failure: "none" });
  const form = useZodForm(familyMemberSchema, { defaultValues: valuesFromRow(row), mode: "onSubmit" });
  const { control, setValue, formState } = form;
  const [isGthUser, userId] = useWatch({ control, name: ["isGthUser", "userId"] });
  const search = useUserSearch(isGthUser ? query : "");

  const pick = (user: FoundUser) => {
    setValue("userId", user.uid, { shouldValidate: formState.isSubmitted });
    setValue("displayName", user.displayName);
  };

  const save = async (values: FamilyMemberFormValues) => {
    setRefusal(null);
    const member = rowFromValues(row.id, values);
    const done = member.isGthUser
      ? await sendRequest({ recipientId: member.userId, relation: member.relation, age: member.age, phoneNumber: member.phoneNumber })
      : await saveMembers({ uid, rows: [...members, member], previous: members });
    if (done.error) {
      toast.error(done.error.message);
      // What the server said is shown on the form, beside what was typed (kept for another try).
      if (done.error.reason) setRefusal(done.error.reason);
      return;
    }
    toast.success(member.isGthUser ? "Connection request sent" : "Family members updated successfully");
    onDone();
  };
  // Spec §5: saving is blocked until every row is complete.
  const incomplete = (errors: FieldErrors<FamilyMemberFormValues>) => {
    if (errors.userId) toast.error(ACCOUNT_MESSAGES.family.selectFromResults, { duration: "short" });
  };

  return (
    <ZodForm form={form} onSubmit={save} onInvalid={incomplete} aria-label="New family member">
      <Divider sx={{ mb: 2 }} />
      <Stack spacing={2}>
        <FormSelect name="relation" control={control} label="Relation" required sx={{ maxWidth: 280 }}>
          {RELATIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {RELATION_LABELS[r]}
            </MenuItem>
          ))}
        </FormSelect>
        {isGthUser ? (
          <>
            <TextField
              label="Search by e-mail or user ID"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setValue("userId", "", { shouldValidate: formState.isSubmitted });
                setValue("displayName", "");
              }}
              error={Boolean(formState.errors.userId)}
              helperText={formState.errors.userId?.message ?? "Type at least 3 characters"}
            />
            <Box aria-live="polite">
              {search.kind === "searching" ? <CircularProgress size={20} aria-label="Searching" /> : null}
              {search.kind === "none" ? <Typography color="text.secondary">{ACCOUNT_MESSAGES.family.noUser}</Typography> : null}
              {search.kind === "failed" ? <Typography color="error">{ACCOUNT_MESSAGES.family.searchFailed}</Typography> : null}
              {search.kind === "found" ? (
                <Button
                  variant={userId === search.user.uid ? "contained" : "outlined"}
                  onClick={() => pick(search.user)}
                  startIcon={<Avatar src={search.user.photoURL || undefined} alt="" sx={{ width: 24, height: 24 }} />}
                  aria-pressed={userId === search.user.uid}
                >
                  {search.user.displayName} ({search.user.email})
                </Button>
              ) : null}
            </Box>
          </>
        ) : (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField name="firstName" control={control} label="First name" required />
            <FormTextField name="lastName" control={control} label="Last name" required />
            <FormTextField name="phoneNumber" control={control} label="Phone" type="tel" required />
            <FormTextField name="age" control={control} label="Age" type="number" required slotProps={{ htmlInput: { min: 1, max: 120 } }} sx={{ width: { sm: 110 } }} />
          </Stack>
        )}
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {isGthUser ? "Send Request" : "Save"}
          </Button>
          <Button onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </ZodForm>
  );
}
