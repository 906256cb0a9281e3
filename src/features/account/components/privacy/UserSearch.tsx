import { useState } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { FoundUser } from "@/features/account/api/accountCallables";
import { useUserSearch } from "../useUserSearch";

export type ResultStatus = "available" | "chosen" | "blocked";

export interface UserSearchProps {
  /** Whether a found user may be picked, or why not. */
  statusOf: (user: FoundUser) => ResultStatus;
  onChoose: (user: FoundUser) => void;
}

/**
 * Spec §5: find one user by e-mail or by uid (the searchUser Function decides
 * which from the shape of the query) and pick them.
 */
export function UserSearch({ statusOf, onChoose }: UserSearchProps) {
  const [input, setInput] = useState("");
  // Spec §5, §9: from 3 characters, 300 ms after the last keystroke.
  const result = useUserSearch(input);
  const searching = result.kind === "searching";

  const choose = (user: FoundUser) => {
    onChoose(user);
    setInput("");
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        label="Search by email or UID"
        type="search"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        autoComplete="off"
        fullWidth
        helperText="Type at least 3 characters: a full email address or a user ID."
        slotProps={{ htmlInput: { "aria-controls": "block-search-result", spellCheck: false } }}
      />
      <Box id="block-search-result" aria-live="polite" aria-busy={searching}>
        {searching ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <CircularProgress size={18} aria-hidden />
            <Typography color="text.secondary">Searching…</Typography>
          </Stack>
        ) : null}
        {result.kind === "failed" ? <Typography color="error">Error searching for user. Please try again.</Typography> : null}
        {result.kind === "none" ? <Typography color="text.secondary">No user found with this email or UID</Typography> : null}
        {result.kind === "found" ? <Result user={result.user} status={statusOf(result.user)} onChoose={choose} /> : null}
      </Box>
    </Stack>
  );
}

function Result({ user, status, onChoose }: { user: FoundUser; status: ResultStatus; onChoose: (user: FoundUser) => void }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", p: 1, border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Avatar src={user.photoURL || undefined} alt="" sx={{ width: 36, height: 36 }}>
        {user.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap>{user.displayName}</Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user.email || user.uid}
        </Typography>
      </Box>
      {status === "blocked" ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          Already blocked
        </Typography>
      ) : status === "chosen" ? (
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          Added
        </Typography>
      ) : (
        <Button variant="outlined" size="small" onClick={() => onChoose(user)} aria-label={`Add ${user.displayName}`} sx={{ flexShrink: 0 }}>
          Add
        </Button>
      )}
    </Stack>
  );
}
