import { useEffect, useState } from "react";
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
import { useAppSelector } from "@/app/hooks";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/features/auth/model/authSlice";
import type { FamilyMemberRow } from "@/features/users/model/types";
import type { FoundUser } from "../api/accountCallables";
import { removeFamilyConnection, respondToFamilyRequest, saveFamilyMembers, sendFamilyRequest, watchConnections, type FamilyConnection } from "../api/familyRepository";
import { emptyRow, FAMILY_MESSAGES, RELATION_LABELS, RELATIONS, rowProblems } from "../model/family";
import { useUserSearch } from "./useUserSearch";

function relationLabel(relation: string): string {
  return (RELATION_LABELS as Record<string, string | undefined>)[relation] ?? relation;
}

/** Spec §2.7 family members card, §4 Family connection, §5 Family members. */
export function FamilyMembersCard() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const [connections, setConnections] = useState<FamilyConnection[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<FamilyMemberRow | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const members = auth.profile?.familyMembers ?? [];

  useEffect(() => {
    if (!uid) return;
    return watchConnections(
      uid,
      (list) => {
        setConnections(list);
        setLoadError(null);
      },
      () => setLoadError("Failed to load family connections"),
    );
  }, [uid]);

  const respond = async (c: FamilyConnection, accept: boolean) => {
    setBusy(c.id);
    try {
      await respondToFamilyRequest(c.id, accept);
      toast.success(accept ? "Family connection confirmed" : "Family connection request declined");
    } catch {
      toast.error("The request could not be answered. Please try again.");
    } finally {
      setBusy(null);
    }
  };

  const remove = async (c: FamilyConnection) => {
    setBusy(c.id);
    try {
      await removeFamilyConnection(c.id);
      toast.success("Family connection removed");
    } catch {
      toast.error("Failed to remove connection");
    } finally {
      setBusy(null);
    }
  };

  const removeMember = async (row: FamilyMemberRow) => {
    setBusy(row.id);
    try {
      await saveFamilyMembers(uid, members.filter((m) => m.id !== row.id));
      toast.success("Family members updated successfully");
    } catch {
      toast.error("Failed to update family members");
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="family-title">
      <CardContent>
        <Typography id="family-title" variant="h6" component="h3" gutterBottom>
          Family members
        </Typography>
        {loadError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
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
          <NewMemberRow
            row={draft}
            onChange={setDraft}
            onCancel={() => setDraft(null)}
            onDone={() => setDraft(null)}
            uid={uid}
            members={members}
          />
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

function NewMemberRow({
  row,
  onChange,
  onCancel,
  onDone,
  uid,
  members,
}: {
  row: FamilyMemberRow;
  onChange: (row: FamilyMemberRow) => void;
  onCancel: () => void;
  onDone: () => void;
  uid: string;
  members: FamilyMemberRow[];
}) {
  const [query, setQuery] = useState("");
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Why the server refused the request, when it said (a duplicate, a vanished account). */
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useUserSearch(row.isGthUser ? query : "");
  const problems = rowProblems(row);
  const show = (p: keyof typeof FAMILY_MESSAGES) => (attempted && problems.includes(p) ? FAMILY_MESSAGES[p] : undefined);

  const pick = (user: FoundUser) => onChange({ ...row, userId: user.uid, displayName: user.displayName });

  const save = async () => {
    setAttempted(true);
    if (problems.length > 0) {
      // Spec §5: saving is blocked until every row is complete.
      if (row.isGthUser && !row.userId) toast.error(FAMILY_MESSAGES.selectFromResults, { duration: "short" });
      return;
    }
    setSaving(true);
    setRefusal(null);
    try {
      if (row.isGthUser) {
        await sendFamilyRequest({ recipientId: row.userId, relation: row.relation, age: row.age, phoneNumber: row.phoneNumber });
        toast.success("Connection request sent");
      } else {
        await saveFamilyMembers(uid, [...members, { ...row, displayName: `${row.firstName} ${row.lastName}`.trim() }]);
        toast.success("Family members updated successfully");
      }
      onDone();
    } catch (error) {
      if (row.isGthUser) {
        toast.error("Failed to send connection request");
        if (error instanceof AppError && (error.code === "already-exists" || error.code === "not-found")) setRefusal(error.message);
      } else {
        toast.error("Failed to update family members");
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())} aria-label="New family member">
      <Divider sx={{ mb: 2 }} />
      <Stack spacing={2}>
        <TextField
          select
          label="Relation"
          required
          value={row.relation}
          onChange={(e) => onChange({ ...row, relation: e.target.value })}
          error={Boolean(show("relationRequired"))}
          helperText={show("relationRequired")}
          sx={{ maxWidth: 280 }}
        >
          {RELATIONS.map((r) => (
            <MenuItem key={r} value={r}>
              {RELATION_LABELS[r]}
            </MenuItem>
          ))}
        </TextField>
        {row.isGthUser ? (
          <>
            <TextField
              label="Search by e-mail or user ID"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                onChange({ ...row, userId: "", displayName: "" });
              }}
              error={Boolean(show("selectUser"))}
              helperText={show("selectUser") ?? "Type at least 3 characters"}
            />
            <Box aria-live="polite">
              {search.kind === "searching" ? <CircularProgress size={20} aria-label="Searching" /> : null}
              {search.kind === "none" ? <Typography color="text.secondary">{FAMILY_MESSAGES.noUser}</Typography> : null}
              {search.kind === "failed" ? <Typography color="error">{FAMILY_MESSAGES.searchFailed}</Typography> : null}
              {search.kind === "found" ? (
                <Button
                  variant={row.userId === search.user.uid ? "contained" : "outlined"}
                  onClick={() => pick(search.user)}
                  startIcon={<Avatar src={search.user.photoURL || undefined} alt="" sx={{ width: 24, height: 24 }} />}
                  aria-pressed={row.userId === search.user.uid}
                >
                  {search.user.displayName} ({search.user.email})
                </Button>
              ) : null}
            </Box>
          </>
        ) : (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <TextField label="First name" required value={row.firstName} onChange={(e) => onChange({ ...row, firstName: e.target.value })} error={Boolean(show("firstName"))} helperText={show("firstName")} />
            <TextField label="Last name" required value={row.lastName} onChange={(e) => onChange({ ...row, lastName: e.target.value })} error={Boolean(show("lastName"))} helperText={show("lastName")} />
            <TextField label="Phone" type="tel" required value={row.phoneNumber} onChange={(e) => onChange({ ...row, phoneNumber: e.target.value })} error={Boolean(show("phone"))} helperText={show("phone")} />
            <TextField
              label="Age"
              type="number"
              required
              value={row.age ?? ""}
              onChange={(e) => onChange({ ...row, age: e.target.value === "" ? null : Number(e.target.value) })}
              error={Boolean(show("age"))}
              helperText={show("age")}
              slotProps={{ htmlInput: { min: 1, max: 120 } }}
              sx={{ width: { sm: 110 } }}
            />
          </Stack>
        )}
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {row.isGthUser ? "Send Request" : "Save"}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
