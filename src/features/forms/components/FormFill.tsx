import { useMemo, useState } from "react";
import { Controller, useForm, type Control, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import type { SerializedAppError } from "@/lib/errors";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { blankAnswers, centsOf, FORM_LIMITS, FORM_MESSAGES, submissionSchema, type FormDef, type FormField, type SubmissionInput } from "@rallyhub/domain/forms/schema";
import { WaiverField } from "./WaiverField";

type Values = { email: string; answers: Record<string, unknown> };

export interface FormFillProps {
  form: FormDef;
  /** The signed-in filler's address (their login's), or null for a guest, who types one. */
  signedInEmail: string | null;
  onSubmit: (input: SubmissionInput) => Promise<void>;
}

const optionFee = (form: FormDef, field: FormField, fee: number | null) => (form.fee.mode === "option" && form.fee.fieldId === field.id && typeof fee === "number" && fee > 0 ? ` (${formatMoney(centsOf(fee), "usd")})` : "");

/**
 * Filling in a form: each question with its rule (submitForm checks the same
 * schema again), a guest's e-mail for the receipt, waivers read to the end and
 * signed. A refused answer is marked with what to do, and nothing typed is lost.
 */
export function FormFill({ form, signedInEmail, onSubmit }: FormFillProps) {
  const guest = signedInEmail === null;
  const schema = useMemo(() => submissionSchema(form, { guest }), [form, guest]);
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  // The resolver hands on the schema's output (answers normalised: numbers, trimmed text).
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { email: "", answers: blankAnswers(form.fields) },
  });
  const submit = handleSubmit(async (parsed) => {
    const values = parsed as unknown as SubmissionInput;
    setFailure(null);
    try {
      await onSubmit(guest ? values : { answers: values.answers });
    } catch (error) {
      setFailure(error as SerializedAppError);
    }
  });
  const invalid = formState.submitCount > 0 && Object.keys(formState.errors).length > 0;

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void submit(e)} aria-label={form.title}>
      {invalid ? (
        <Alert severity="error" role="alert">
          {FORM_MESSAGES.fixAnswers}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure.message}
          {failure.reason && failure.reason !== failure.message ? <div>{failure.reason}</div> : null}
        </Alert>
      ) : null}
      {guest ? (
        <FormTextField control={control} name="email" label="Your e-mail" type="email" autoComplete="email" required fullWidth helperText="Your receipt is sent here." />
      ) : (
        <Typography color="text.secondary">Your receipt goes to {signedInEmail}.</Typography>
      )}
      {form.fields.map((field) => (
        <Question key={field.id} form={form} field={field} control={control} />
      ))}
      <Box>
        <SubmitButton busy={formState.isSubmitting}>Submit</SubmitButton>
      </Box>
    </Stack>
  );
}

function Question({ form, field, control }: { form: FormDef; field: FormField; control: Control<Values> }) {
  const name = `answers.${field.id}` as const;
  const help = field.helpText || undefined;
  switch (field.type) {
    case "short_text":
      return <FormTextField control={control} name={name} label={field.label} required={field.required} helperText={help} fullWidth slotProps={{ htmlInput: { maxLength: FORM_LIMITS.shortAnswer } }} />;
    case "long_text":
      return <FormTextField control={control} name={name} label={field.label} required={field.required} helperText={help} fullWidth multiline minRows={3} maxLength={FORM_LIMITS.longAnswer} />;
    case "email":
      return <FormTextField control={control} name={name} label={field.label} required={field.required} helperText={help} fullWidth type="email" autoComplete="email" />;
    case "phone":
      return <FormTextField control={control} name={name} label={field.label} required={field.required} helperText={help} fullWidth type="tel" autoComplete="tel" />;
    case "date":
      return <FormTextField control={control} name={name} label={field.label} required={field.required} helperText={help} type="date" slotProps={{ inputLabel: { shrink: true } }} sx={{ maxWidth: { sm: 240 } }} />;
    case "number":
      return <FormTextField control={control} name={name} label={field.label} required={field.required} helperText={help} slotProps={{ htmlInput: { inputMode: "decimal" } }} sx={{ maxWidth: { sm: 240 } }} />;
    case "choice":
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: answer, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required={field.required}>
              <FormLabel id={`q-${field.id}`}>{field.label}</FormLabel>
              {help ? <FormHelperText sx={{ mx: 0 }}>{help}</FormHelperText> : null}
              <RadioGroup aria-labelledby={`q-${field.id}`} value={typeof answer.value === "string" ? answer.value : ""} onChange={(e) => answer.onChange(e.target.value)} onBlur={answer.onBlur}>
                {field.options.map((o) => (
                  <FormControlLabel key={o.id} value={o.id} control={<Radio />} label={`${o.label}${optionFee(form, field, o.fee)}`} />
                ))}
              </RadioGroup>
              {fieldState.error ? <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText> : null}
            </FormControl>
          )}
        />
      );
    case "checkboxes":
      return (
        <Controller
          control={control}
          name={name}
          render={({ field: answer, fieldState }) => {
            const chosen = Array.isArray(answer.value) ? (answer.value as string[]) : [];
            return (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} required={field.required}>
                <FormLabel component="legend">{field.label}</FormLabel>
                {help ? <FormHelperText sx={{ mx: 0 }}>{help}</FormHelperText> : null}
                <FormGroup>
                  {field.options.map((o) => (
                    <FormControlLabel
                      key={o.id}
                      label={o.label}
                      control={
                        <Checkbox
                          checked={chosen.includes(o.id)}
                          onChange={(e) => answer.onChange(e.target.checked ? [...chosen, o.id] : chosen.filter((c) => c !== o.id))}
                          onBlur={answer.onBlur}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error ? <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            );
          }}
        />
      );
    case "waiver":
      return <WaiverField field={field} control={control} />;
  }
}
