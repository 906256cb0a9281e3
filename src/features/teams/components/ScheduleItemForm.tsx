import { useEffect, useRef, type ReactNode } from "react";
import Button from "@mui/material/Button";
import type { DefaultValues, FieldValues } from "react-hook-form";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { z } from "zod";
import { FormFailure } from "@/components/form/FormFailure";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm, type FormApi } from "@/components/form/ZodForm";
import type { AppMutationResult } from "@/lib/useAppMutation";

export interface ScheduleItemFormProps<In extends FieldValues, Out extends FieldValues> {
  /** The form's heading and accessible name, e.g. "Add a season". */
  title: string;
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** Saves the item (a useAppMutation run given the form, so a failure shows in it). */
  onSave: (values: Out, form: FormApi<In, Out>) => Promise<AppMutationResult<unknown>>;
  submitLabel: string;
  /** The submit button beside the fields (a one-field form) rather than under them. */
  submitBeside?: boolean;
  /**
   * A form opened from a button: the focus goes to its first field, a Cancel
   * button closes it, and it closes once saved (`onClose` in both cases).
   */
  onClose?: () => void;
  children: ReactNode;
}

/**
 * One form for an item of a team's schedule (a season group, a season, a
 * session): its fields, the server's reason when a save fails (what was typed
 * stays), and a blank form again once it is saved.
 */
export function ScheduleItemForm<In extends FieldValues, Out extends FieldValues>({
  title,
  schema,
  defaultValues,
  onSave,
  submitLabel,
  submitBeside = false,
  onClose,
  children,
}: ScheduleItemFormProps<In, Out>) {
  const box = useRef<HTMLDivElement>(null);
  const opened = onClose !== undefined;
  useEffect(() => {
    if (opened) box.current?.querySelector<HTMLElement>('input:not([type="hidden"]), [role="combobox"], textarea')?.focus();
  }, [opened]);
  return (
    <Paper ref={box} variant="outlined" sx={{ p: 2 }}>
      <ZodForm
        schema={schema}
        defaultValues={defaultValues}
        aria-label={title}
        onSubmit={async (values, form) => {
          const saved = await onSave(values, form);
          if (saved.error) return;
          form.reset();
          onClose?.();
        }}
      >
        {({ formState }) => {
          const send = (
            <SubmitButton busy={formState.isSubmitting} size="medium" sx={{ mt: submitBeside ? { sm: 1 } : 1 }}>
              {submitLabel}
            </SubmitButton>
          );
          const submit = onClose ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              {send}
              <Button onClick={onClose} sx={{ mt: 1 }}>
                Cancel
              </Button>
            </Stack>
          ) : (
            send
          );
          return (
            <>
              <Typography variant="subtitle1" component="h3" gutterBottom>
                {title}
              </Typography>
              {submitBeside ? (
                <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
                  {children}
                  {submit}
                </Stack>
              ) : (
                children
              )}
              <FormFailure brief sx={{ mt: 1 }} />
              {submitBeside ? null : submit}
            </>
          );
        }}
      </ZodForm>
    </Paper>
  );
}
