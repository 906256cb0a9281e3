import type { KeyboardEvent } from "react";
import { useController, useFormState } from "react-hook-form";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import SendIcon from "@mui/icons-material/Send";
import { FormFailure } from "@/components/form/FormFailure";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppMutation } from "@/lib/useAppMutation";
import { MESSAGE_LIMITS, messageFormSchema } from "@rallyhub/domain/messages/model";
import { useSendMessageMutation } from "../api/messagesApi";

/** The counter shows once a message gets long. */
const COUNTER_FROM = MESSAGE_LIMITS.text - 200;

interface ComposerProps {
  conversationId: string;
  disabled: boolean;
  disabledReason?: string;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line. The text is
 * checked with the schema sendMessage uses (trimmed, 1 to 2000 characters);
 * a message the server refuses stays in the box with the reason shown.
 */
export function MessageComposer({ conversationId, disabled, disabledReason }: ComposerProps) {
  // What was typed stays, with the reason.
  const [send] = useAppMutation(useSendMessageMutation, { failure: "form" });
  return (
    <ZodForm
      schema={messageFormSchema}
      defaultValues={{ text: "" }}
      mode="onSubmit"
      aria-label="Write a message"
      onSubmit={async ({ text }, form) => {
        const sent = await send({ conversationId, text }, form);
        if (!sent.error) form.reset({ text: "" });
      }}
    >
      <FormFailure dismissible sx={{ mb: 1.5 }} />
      <MessageField disabled={disabled} disabledReason={disabledReason} />
    </ZodForm>
  );
}

/** The message box (Enter sends it, the count shows near the limit) and Send. */
function MessageField({ disabled, disabledReason }: Omit<ComposerProps, "conversationId">) {
  const { field, fieldState } = useController<{ text: string }, "text">({ name: "text" });
  const busy = useFormState().isSubmitting;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!busy && !disabled) event.currentTarget.closest("form")?.requestSubmit();
  };

  const length = field.value.length;
  const helper = disabled ? disabledReason : (fieldState.error?.message ?? (length >= COUNTER_FROM ? `${length} / ${MESSAGE_LIMITS.text}` : "Enter to send, Shift+Enter for a new line"));
  return (
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
  );
}
