import { useMemo } from "react";
import { useFormState } from "react-hook-form";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormFailure } from "@/components/form/FormFailure";
import { FormCheckboxGroup, FormRadioGroup } from "@/components/form/FormRadioGroup";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { hasFieldErrors, ZodForm } from "@/components/form/ZodForm";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { blankAnswers, centsOf, FORM_LIMITS, FORM_MESSAGES, submissionSchema, type FormDef, type FormField, type SubmissionInput } from "@rallyhub/domain/forms/schema";
import { WaiverField } from "./WaiverField";

export interface FormFillProps {
  form: FormDef;
  /** The signed-in filler's address (their login's), or null for a guest, who types one. */
  signedInEmail: string | null;
  onSubmit: (input: SubmissionInput) => Promise<void>;
}

const optionFee = (form: FormDef, field: FormField, fee: number | null) =>
  form.fee.mode === "option" && form.fee.fieldId === field.id && typeof fee === "number" && fee > 0 ? ` (${formatMoney(centsOf(fee), "usd")})` : "";

/**
 * Filling in a form: each question with its rule (submitForm checks the same
 * schema again), a guest's e-mail for the receipt, waivers read to the end and
 * signed. A refused answer is marked with what to do, and nothing typed is lost.
 */
export function FormFill({ form, signedInEmail, onSubmit }: FormFillProps) {
  const guest = signedInEmail === null;
  const schema = useMemo(() => submissionSchema(form, { guest }), [form, guest]);
  // The schema hands on its output (answers normalised: numbers, trimmed text).
  return (
    <ZodForm
      schema={schema}
      defaultValues={{ email: "", answers: blankAnswers(form.fields) }}
      mode="onSubmit"
      aria-label={form.title}
      onSubmit={(values) => onSubmit(guest ? values : { answers: values.answers })}
    >
      <Stack spacing={3}>
        <FixAnswers />
        <FormFailure />
        {guest ? (
          <FormTextField name="email" label="Your e-mail" type="email" autoComplete="email" required fullWidth helperText="Your receipt is sent here." />
        ) : (
          <Typography color="text.secondary">Your receipt goes to {signedInEmail}.</Typography>
        )}
        {form.fields.map((field) => (
          <Question key={field.id} form={form} field={field} />
        ))}
        <Box>
          <Submit />
        </Box>
      </Stack>
    </ZodForm>
  );
}

/** After a submit, while an answer is refused. */
function FixAnswers() {
  const { submitCount, errors } = useFormState();
  return submitCount > 0 && hasFieldErrors(errors) ? (
    <Alert severity="error" role="alert">
      {FORM_MESSAGES.fixAnswers}
    </Alert>
  ) : null;
}

function Submit() {
  const { isSubmitting } = useFormState();
  return <SubmitButton busy={isSubmitting}>Submit</SubmitButton>;
}

function Question({ form, field }: { form: FormDef; field: FormField }) {
  const name = `answers.${field.id}`;
  const help = field.helpText || undefined;
  switch (field.type) {
    case "short_text":
      return <FormTextField name={name} label={field.label} required={field.required} helperText={help} fullWidth slotProps={{ htmlInput: { maxLength: FORM_LIMITS.shortAnswer } }} />;
    case "long_text":
      return <FormTextField name={name} label={field.label} required={field.required} helperText={help} fullWidth multiline minRows={3} maxLength={FORM_LIMITS.longAnswer} />;
    case "email":
      return <FormTextField name={name} label={field.label} required={field.required} helperText={help} fullWidth type="email" autoComplete="email" />;
    case "phone":
      return <FormTextField name={name} label={field.label} required={field.required} helperText={help} fullWidth type="tel" autoComplete="tel" />;
    case "date":
      return <FormTextField name={name} label={field.label} required={field.required} helperText={help} type="date" slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: { sm: 240 } }} />;
    case "number":
      return <FormTextField name={name} label={field.label} required={field.required} helperText={help} slotProps={{ htmlInput: { inputMode: "decimal" } }} sx={{ maxWidth: { sm: 240 } }} />;
    case "choice":
      return (
        <FormRadioGroup
          name={name}
          label={field.label}
          required={field.required}
          helperText={help}
          options={field.options.map((o) => ({ value: o.id, label: `${o.label}${optionFee(form, field, o.fee)}` }))}
        />
      );
    case "checkboxes":
      return <FormCheckboxGroup name={name} label={field.label} required={field.required} helperText={help} options={field.options.map((o) => ({ value: o.id, label: o.label }))} />;
    case "waiver":
      return <WaiverField field={field} />;
  }
}
