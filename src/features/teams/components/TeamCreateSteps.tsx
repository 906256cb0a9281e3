import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodForm } from "@/components/form/ZodForm";
import { createInviteSchema } from "../model/invite";

/** Invite players by e-mail: people with an account get an invitation to accept; others an e-mail, claimed when they sign up. */
export function InvitesStep({ emails, onAdd, onRemove }: { emails: string[]; onAdd: (email: string) => void; onRemove: (index: number) => void }) {
  // Its own small form inside the wizard's (no nested <form>, so not a ZodForm): Add and Enter submit it. Its message stays until the next try.
  const { control, handleSubmit, reset } = useZodForm(createInviteSchema(emails), { mode: "onSubmit", reValidateMode: "onSubmit", defaultValues: { email: "" } });
  const add = handleSubmit(({ email }) => {
    onAdd(email);
    reset({ email: "" });
  });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Players with an account get an invitation to accept; anyone else gets an e-mail and finds the invitation when they sign up. Optional: you can invite players later.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
        <FormTextField
          control={control}
          name="email"
          label="Player's e-mail"
          type="email"
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void add();
            }
          }}
          helperText="Press Enter or Add to put them on the list"
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => void add()} sx={{ mt: { sm: 1 } }}>
          Add
        </Button>
      </Stack>
      {emails.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }} role="list" aria-label="Players to invite">
          {emails.map((email, i) => (
            <Chip
              key={email}
              role="listitem"
              label={email}
              onDelete={() => onRemove(i)}
              deleteIcon={
                <IconButton aria-label={`Remove ${email}`} size="small" component="span">
                  ×
                </IconButton>
              }
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">Nobody on the list yet.</Typography>
      )}
    </Stack>
  );
}

export interface ReviewValues {
  name: string;
  gameType: string;
  photoURL?: string;
  description?: string;
  city?: { name: string } | null;
  topics?: Array<{ name: string }>;
  invites?: Array<{ email: string }>;
}

/** The last step: everything chosen, before the team is created. */
export function Review({ values }: { values: ReviewValues }) {
  const topics = values.topics ?? [];
  const invites = values.invites ?? [];
  const rows: Array<[string, string]> = [
    ["Team name", values.name],
    ["Game type", values.gameType],
    ["Photo", values.photoURL ? "Added" : "None"],
    ["Description", values.description || "None"],
    ["City", values.city?.name ?? "None"],
    ["Topics", topics.length > 0 ? topics.map((t) => t.name).join(", ") : "None"],
    ["Invitations", invites.length > 0 ? invites.map((i) => i.email).join(", ") : "None"],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, rowGap: 1, columnGap: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
