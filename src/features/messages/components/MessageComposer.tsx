import { useState, type KeyboardEvent } from "react";
import { useController, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import SendIcon from "@mui/icons-material/Send";
import type { SerializedAppError } from "@/lib/errors";
import { MESSAGE_LIMITS, messageFormSchema } from "@rallyhub/domain/messages/model";
import { useSendMessageMutation } from "../api/messagesApi";

type FormIn = z.input<typeof messageFormSchema>;
type FormOut = z.output<typeof messageFormSchema>;

/** The counter shows once a message gets long. */
const COUNTER_FROM = MESSAGE_LIMITS.text - 200;

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. The text is
 * checked with the schema sendMessage uses (trimmed, 1 to 2000 characters);
 * a message the server refuses stays in the box with the reason shown.
 */
export function MessageComposer({ conversationId, disabled, disabledReason }: { conversationId: string; disabled: boolean; disabledReason?: string }) {
  const [send] = useSendMessageMutation();
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(messageFormSchema), defaultValues: { text: "" } });
  const { field, fieldState } = useController({ name: "text", control });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ text }) => {
    setFailure(null);
    try {
      await send({ conversationId, text }).unwrap();
      reset({ text: "" });
    } catch (error: unknown) {
      // What was typed stays, with the reason.
      setFailure(error as SerializedAppError);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy && !disabled) void submit();
  };

  const length = field.value.length;
  const helper = disabled ? disabledReason : (fieldState.error?.message ?? (length >= COUNTER_FROM ? `${length} / ${MESSAGE_LIMITS.text}` : "Enter to send, Shift+Enter for a new line"));
  return (
    <Box component="form" noValidate aria-label="Write a message" onSubmit={(e) => void submit(e)}>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }} onClose={() => setFailure(null)}>
          {failure.message}
          {failure.reason && failure.reason !== failure.message ? <div>{failure.reason}</div> : null}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          onKeyDown={onKeyDown}
          label="Message"
          placeholder={disabled ? undefined : "Write a message…"}
          multiline
          minRows={1}
          maxRows={6}
          fullWidth
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={helper}
          slotProps={{ htmlInput: { readOnly: busy } }}
        />
        <Button type="submit" variant="contained" disabled={disabled || busy} aria-busy={busy} endIcon={busy ? undefined : <SendIcon />} sx={{ mt: 1, minWidth: 96, flexShrink: 0 }}>
          {busy ? <CircularProgress size={22} color="inherit" aria-label="Sending" /> : "Send"}
        </Button>
      </Stack>
    </Box>
  );
}
