import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import { useFieldArray, useFormState, useWatch, type Control, type UseFormGetValues, type UseFormSetValue } from "react-hook-form";
import { FormNumberField } from "@/components/form/FormNumberField";
import { FormSwitch } from "@/components/form/FormSwitch";
import { FormTextField } from "@/components/form/FormTextField";
import { FIELD_TYPE_LABELS, FIELD_TYPES, FORM_LIMITS, hasOptions, type FieldType, type FormInput } from "@rallyhub/domain/forms/schema";
import { newId } from "../model/ids";

interface FieldEditorProps {
  index: number;
  count: number;
  control: Control<FormInput>;
  setValue: UseFormSetValue<FormInput>;
  getValues: UseFormGetValues<FormInput>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One question of the builder: its type, wording, help, whether it must be answered, and its options or waiver text. */
export function FieldEditor({ index, count, control, setValue, getValues, onMove, onRemove }: FieldEditorProps) {
  const type = useWatch({ control, name: `fields.${index}.type` });
  const label = useWatch({ control, name: `fields.${index}.label` });
  const id = useWatch({ control, name: `fields.${index}.id` });
  const fee = useWatch({ control, name: "fee" });
  const name = label.trim() || `Question ${index + 1}`;
  const pricedHere = fee.mode === "option" && fee.fieldId === id;

  const changeType = (next: FieldType) => {
    setValue(`fields.${index}.type`, next, { shouldDirty: true });
    if (next === "waiver") setValue(`fields.${index}.required`, true, { shouldDirty: true });
    const options = getValues(`fields.${index}.options`);
    if (hasOptions(next) && options.length < 2) {
      setValue(`fields.${index}.options`, [...options, ...Array.from({ length: 2 - options.length }, () => ({ id: newId("o"), label: "", fee: null }))], { shouldDirty: true });
    }
  };

  return (
    <Paper variant="outlined" component="li" aria-label={name} sx={{ p: { xs: 1.5, sm: 2 }, listStyle: "none" }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
            Question {index + 1}
          </Typography>
          <IconButton onClick={() => onMove(index, index - 1)} disabled={index === 0} aria-label={`Move ${name} up`}>
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton onClick={() => onMove(index, index + 1)} disabled={index === count - 1} aria-label={`Move ${name} down`}>
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton onClick={() => onRemove(index)} aria-label={`Remove ${name}`} color="error">
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Stack>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField select label="Type" value={type} onChange={(e) => changeType(e.target.value as FieldType)} sx={{ flex: { sm: "0 0 16rem" } }}>
            {FIELD_TYPES.map((t) => (
              <MenuItem key={t} value={t}>
                {FIELD_TYPE_LABELS[t]}
              </MenuItem>
            ))}
          </TextField>
          <FormTextField control={control} name={`fields.${index}.label`} label={type === "waiver" ? "Waiver title" : "Question"} required fullWidth maxLength={FORM_LIMITS.label} />
        </Stack>
        <FormTextField control={control} name={`fields.${index}.helpText`} label="Help text (optional)" fullWidth maxLength={FORM_LIMITS.helpText} />
        {type === "waiver" ? (
          <FormTextField
            control={control}
            name={`fields.${index}.waiverText`}
            label="Waiver text"
            required
            fullWidth
            multiline
            minRows={5}
            maxRows={16}
            helperText="Signers must scroll to the end of this text before they can agree and sign. Each submission keeps the text as it was signed."
          />
        ) : null}
        {hasOptions(type) ? <OptionsEditor index={index} control={control} priced={pricedHere} question={name} /> : null}
        <FormSwitch
          control={control}
          name={`fields.${index}.required`}
          forcedOn={type === "waiver"}
          disabled={type === "waiver"}
          label={type === "waiver" ? "Required (a waiver must always be signed)" : "Required"}
        />
      </Stack>
    </Paper>
  );
}

function OptionsEditor({ index, control, priced, question }: { index: number; control: Control<FormInput>; priced: boolean; question: string }) {
  const { fields, append, remove } = useFieldArray({ control, name: `fields.${index}.options`, keyName: "key" });
  const { errors } = useFormState({ control, name: `fields.${index}.options` });
  const listError = errors.fields?.[index]?.options as { message?: string; root?: { message?: string } } | undefined;
  const error = listError?.message ?? listError?.root?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" variant="body2" sx={{ mb: 1 }}>
        Options of {question}
        {priced ? " and their fees (USD)" : ""}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((f, j) => (
          <Stack key={f.key} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
            <FormTextField
              control={control}
              name={`fields.${index}.options.${j}.label`}
              label={`Option ${j + 1}`}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: FORM_LIMITS.optionLabel } }}
            />
            {priced ? (
              <FormNumberField
                control={control}
                name={`fields.${index}.options.${j}.fee`}
                label={`Fee of option ${j + 1}`}
                nullable
                min={0}
                max={FORM_LIMITS.fee.max}
                step={0.01}
                sx={{ width: 160, flexShrink: 0 }}
              />
            ) : null}
            <IconButton onClick={() => remove(j)} disabled={fields.length <= 2} aria-label={`Remove option ${j + 1} of ${question}`} sx={{ mt: 1 }}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Stack>
        ))}
        {error ? <FormHelperText error>{error}</FormHelperText> : null}
        <Box>
          <Button size="small" onClick={() => append({ id: newId("o"), label: "", fee: null })} disabled={fields.length >= FORM_LIMITS.options}>
            Add an option
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
