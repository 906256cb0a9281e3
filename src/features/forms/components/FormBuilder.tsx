import { useState } from "react";
import { useFieldArray, useWatch, type Control } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import { FormFailure } from "@/components/form/FormFailure";
import { FormNumberField } from "@/components/form/FormNumberField";
import { FormSelect } from "@/components/form/FormSelect";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { hasFieldErrors, useZodForm, ZodForm } from "@/components/form/ZodForm";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import {
  blankField,
  FEE_MODES,
  FIELD_TYPE_LABELS,
  FIELD_TYPES,
  FORM_LIMITS,
  FORM_MESSAGES,
  formInputSchema,
  type FeeMode,
  type FieldType,
  type FormInput,
  type FormValues,
} from "@rallyhub/domain/forms/schema";
import { newId } from "../model/ids";
import { FieldEditor } from "./FieldEditor";

export const FIX_TO_SAVE = "Fix the fields marked in red to save.";

const FEE_MODE_LABELS: Record<FeeMode, string> = { none: "No fee", fixed: "A fixed fee", option: "A fee per option of a choice question" };

export interface FormBuilderProps {
  initial: FormInput;
  /** Teams the owner manages (a form's team gets its submitters as pending members). */
  teams: { id: string; name: string }[];
  /** Whether the owner's payouts account can take payments (needed to save a fee). */
  canCharge: boolean;
  onSave: (form: FormValues) => Promise<void>;
}

/**
 * The form builder (form/build, form/build/{id}): title, description, team,
 * questions of nine types with their options or waiver text, and the fee
 * (fixed or per option) with an optional deposit. Checked with the saveForm
 * callable's own schema; leaving with unsaved changes asks first.
 */
export function FormBuilder({ initial, teams, canCharge, onSave }: FormBuilderProps) {
  const form = useZodForm(formInputSchema, { defaultValues: initial, mode: "onSubmit" });
  const { control, formState, setValue, getValues, reset } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: "fields", keyName: "key" });
  const fee = useWatch({ control, name: "fee" });
  const questions = useWatch({ control, name: "fields" });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  useUnsavedChanges(formState.isDirty && !formState.isSubmitSuccessful);

  // A failed save shows in FormFailure (and the form stays unsaved: leaving still asks).
  const submit = async (values: FormValues) => {
    await onSave(values);
    reset(values, { keepIsSubmitSuccessful: true });
  };

  const add = (type: FieldType) => {
    setMenu(null);
    const id = newId("q");
    append(blankField(id, type, [newId("o"), newId("o")]));
  };
  const removeField = (index: number) => {
    const gone = getValues(`fields.${index}.id`);
    remove(index);
    if (getValues("fee.fieldId") === gone) setValue("fee.fieldId", null, { shouldDirty: true });
  };
  const choiceQuestions = questions.filter((q) => q.type === "choice");
  const listError = formState.errors.fields as { message?: string; root?: { message?: string } } | undefined;
  const fieldsError = listError?.message ?? listError?.root?.message;
  const invalid = formState.submitCount > 0 && hasFieldErrors(formState.errors);

  return (
    <ZodForm form={form} onSubmit={submit} aria-label="Form builder">
      <Stack spacing={3}>
        {invalid ? (
          <Alert severity="error" role="alert">
            {FIX_TO_SAVE}
          </Alert>
        ) : null}
        <FormFailure />

        <Paper variant="outlined" component="section" aria-labelledby="form-about" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="form-about" variant="h6" component="h2" sx={{ mb: 2 }}>
            About the form
          </Typography>
          <Stack spacing={2}>
            <FormTextField control={control} name="title" label="Title" required fullWidth maxLength={FORM_LIMITS.title} />
            <FormTextField control={control} name="description" label="Description (optional)" fullWidth multiline minRows={2} maxLength={FORM_LIMITS.description} />
            <TeamSelect control={control} teams={teams} />
          </Stack>
        </Paper>

        <Box component="section" aria-labelledby="form-questions">
          <Typography id="form-questions" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            Questions
          </Typography>
          {fields.length === 0 ? <Typography color="text.secondary">No questions yet. Add the first one below.</Typography> : null}
          <Stack component="ol" spacing={2} aria-label="Questions" sx={{ p: 0, m: 0 }}>
            {fields.map((f, i) => (
              <FieldEditor key={f.key} index={i} count={fields.length} control={control} setValue={setValue} getValues={getValues} onMove={(from, to) => move(from, to)} onRemove={removeField} />
            ))}
          </Stack>
          {fieldsError ? (
            <Typography color="error" role="alert" sx={{ mt: 1 }}>
              {fieldsError}
            </Typography>
          ) : null}
          <Box sx={{ mt: 2 }}>
            <Button
              variant="outlined"
              startIcon={<Add />}
              onClick={(e) => setMenu(e.currentTarget)}
              disabled={fields.length >= FORM_LIMITS.fields}
              aria-haspopup="menu"
              aria-expanded={menu ? true : undefined}
            >
              Add a question
            </Button>
            <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
              {FIELD_TYPES.map((t) => (
                <MenuItem key={t} onClick={() => add(t)}>
                  {FIELD_TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </Menu>
          </Box>
        </Box>

        <Paper variant="outlined" component="section" aria-labelledby="form-fee" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="form-fee" variant="h6" component="h2" sx={{ mb: 2 }}>
            Fee
          </Typography>
          <Stack spacing={2}>
            <FormControl>
              <FormLabel id="fee-mode">What people pay</FormLabel>
              <RadioGroup aria-labelledby="fee-mode" value={fee.mode} onChange={(e) => setValue("fee.mode", e.target.value as FeeMode, { shouldDirty: true })}>
                {FEE_MODES.map((m) => (
                  <FormControlLabel key={m} value={m} control={<Radio />} label={FEE_MODE_LABELS[m]} />
                ))}
              </RadioGroup>
            </FormControl>
            {fee.mode === "fixed" ? (
              <FormNumberField control={control} name="fee.amount" label="Fee (USD)" required nullable min={FORM_LIMITS.fee.min} max={FORM_LIMITS.fee.max} step={0.01} sx={{ maxWidth: { sm: 240 } }} />
            ) : null}
            {fee.mode === "option" ? <FeeQuestionSelect control={control} choices={choiceQuestions.map((q, i) => ({ id: q.id, label: q.label.trim() || `Choice question ${i + 1}` }))} /> : null}
            {fee.mode === "none" ? null : (
              <>
                <FormNumberField
                  control={control}
                  name="deposit"
                  label="Deposit (USD, optional)"
                  nullable
                  min={FORM_LIMITS.fee.min}
                  max={FORM_LIMITS.fee.max}
                  step={0.01}
                  helperText="People may pay this first and the rest later. Leave it empty to take the whole fee at once."
                  sx={{ maxWidth: { sm: 360 } }}
                />
                {canCharge ? (
                  <Typography variant="body2" color="text.secondary">
                    Fees are paid on Stripe to your payouts account, less the platform fee.
                  </Typography>
                ) : (
                  <Alert
                    severity="info"
                    action={
                      <Button component={RouterLink} to="/settings?tab=payments" color="inherit">
                        Set up payouts
                      </Button>
                    }
                  >
                    {FORM_MESSAGES.paymentsAccount}
                  </Alert>
                )}
              </>
            )}
          </Stack>
        </Paper>

        <Box>
          <SubmitButton busy={formState.isSubmitting}>Save form</SubmitButton>
        </Box>
      </Stack>
    </ZodForm>
  );
}

function TeamSelect({ control, teams }: { control: Control<FormInput>; teams: FormBuilderProps["teams"] }) {
  const teamId = useWatch({ control, name: "teamId" });
  const known = teamId === null || teams.some((t) => t.id === teamId);
  return (
    <FormSelect control={control} name="teamId" label="Team (optional)" valueAs="nullable" helperText="People who fill in the form can be added to this team as pending members." fullWidth>
      <MenuItem value="">No team</MenuItem>
      {teams.map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.name}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={teamId}>A team you no longer manage</MenuItem>}
    </FormSelect>
  );
}

function FeeQuestionSelect({ control, choices }: { control: Control<FormInput>; choices: { id: string; label: string }[] }) {
  return (
    <FormSelect
      control={control}
      name="fee.fieldId"
      label="Question whose options set the fee"
      valueAs="nullable"
      optionValues={choices.map((c) => c.id)}
      helperText={choices.length === 0 ? "Add a choice question first: each of its options can have its own fee." : "Set each option's fee in that question."}
      required
      sx={{ maxWidth: { sm: 420 } }}
    >
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.label}
        </MenuItem>
      ))}
    </FormSelect>
  );
}
