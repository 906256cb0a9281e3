import { useCallback, useId, useState } from "react";
import { useController } from "react-hook-form";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { FORM_LIMITS, type FormField, type SignatureKind, type WaiverAnswer } from "@rallyhub/domain/forms/schema";
import { SignaturePad } from "./SignaturePad";

export const SCROLL_TO_SIGN = "Scroll to the end of the waiver to agree and sign it.";
export const AGREE_LABEL = "I have read this waiver and agree to it";

/** Whether a scrolled box shows its end (a box with nothing to scroll counts as read). */
export function scrolledToEnd(el: Pick<HTMLElement, "scrollTop" | "clientHeight" | "scrollHeight">): boolean {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - 4;
}

/**
 * A waiver on a form: its text in a box the signer scrolls (with the mouse,
 * a finger or the keyboard: the box takes focus) to the end before the
 * "I agree" box and the signature open; then a typed name (first, so that
 * signing works from the keyboard) or a drawn signature. Its answer is a
 * field of the form around it (a custom field: the box, the agreement and
 * the signature pad make one answer).
 */
export function WaiverField({ field }: { field: FormField }) {
  const id = useId();
  const { field: answer, fieldState } = useController({ name: `answers.${field.id}` });
  const value = answer.value as WaiverAnswer;
  const [read, setRead] = useState(false);
  const errors = fieldState.error as { agreed?: { message?: string }; name?: { message?: string }; image?: { message?: string }; message?: string } | undefined;
  const set = (patch: Partial<WaiverAnswer>) => answer.onChange({ ...value, ...patch });
  // Measured once shown: a short waiver with nothing to scroll is read at once.
  const measure = useCallback((el: HTMLDivElement | null) => {
    if (el && scrolledToEnd(el)) setRead(true);
  }, []);

  const agreedError = errors?.agreed?.message ?? errors?.message;
  const signatureError = value.kind === "typed" ? errors?.name?.message : errors?.image?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby={agreedError ? `${id}-agree-error` : undefined}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
        {field.label} *
      </Typography>
      {field.helpText ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {field.helpText}
        </Typography>
      ) : null}
      <Paper
        variant="outlined"
        ref={measure}
        tabIndex={0}
        role="region"
        aria-label={`${field.label}: the waiver's text`}
        onScroll={(e) => {
          if (!read && scrolledToEnd(e.currentTarget)) setRead(true);
        }}
        sx={{ maxHeight: 260, overflowY: "auto", p: 2, whiteSpace: "pre-wrap", "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid" } }}
      >
        <Typography variant="body2" component="div">
          {field.waiverText}
        </Typography>
      </Paper>
      {read ? null : (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
          {SCROLL_TO_SIGN}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        <div>
          <FormControlLabel
            control={
              <Checkbox
                checked={value.agreed}
                onChange={(e) => set({ agreed: e.target.checked })}
                disabled={!read}
                slotProps={{ input: { "aria-describedby": agreedError ? `${id}-agree-error` : undefined } }}
              />
            }
            label={AGREE_LABEL}
          />
          {agreedError ? (
            <FormHelperText error id={`${id}-agree-error`}>
              {agreedError}
            </FormHelperText>
          ) : null}
        </div>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value.kind}
          onChange={(_e, kind: SignatureKind | null) => {
            if (kind) set({ kind });
          }}
          aria-label="How to sign"
          disabled={!read}
        >
          <ToggleButton value="typed">Type your name</ToggleButton>
          <ToggleButton value="drawn">Draw</ToggleButton>
        </ToggleButtonGroup>
        {value.kind === "typed" ? (
          <Stack spacing={1}>
            <TextField
              label="Type your full name to sign"
              value={value.name}
              onChange={(e) => set({ name: e.target.value })}
              onBlur={answer.onBlur}
              disabled={!read}
              error={Boolean(signatureError)}
              helperText={signatureError ?? "Typing your name here is your signature."}
              // The hint is read before the field opens (after the waiver is scrolled): it keeps a readable contrast while disabled.
              slotProps={{ htmlInput: { maxLength: FORM_LIMITS.typedSignature, autoComplete: "name" }, formHelperText: { sx: { "&.Mui-disabled": { color: "text.secondary" } } } }}
              fullWidth
            />
            {value.name.trim() ? (
              <Typography aria-hidden sx={{ fontFamily: '"Brush Script MT", "Segoe Script", cursive', fontSize: 30, lineHeight: 1.2 }}>
                {value.name}
              </Typography>
            ) : null}
          </Stack>
        ) : (
          <Box>
            <SignaturePad
              value={value.image}
              onChange={(image) => set({ image })}
              label={`Signature for ${field.label}`}
              invalid={Boolean(signatureError)}
              describedBy={signatureError ? `${id}-sign-error` : undefined}
            />
            {signatureError ? (
              <FormHelperText error id={`${id}-sign-error`}>
                {signatureError}
              </FormHelperText>
            ) : null}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
