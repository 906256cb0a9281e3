import { useId, type ReactNode } from "react";
import { useController, type FieldValues } from "react-hook-form";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { FieldBinding } from "./fieldBinding";

interface ChoiceProps {
  /** The group's visible name (its radios or boxes are labelled by it). */
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  required?: boolean;
  /** Under the group's name. */
  helperText?: ReactNode;
}

export type FormRadioGroupProps<T extends FieldValues> = FieldBinding<T> &
  ChoiceProps & {
    row?: boolean;
    /** What the form holds for an option's value (the value itself by default), and back. */
    convert?: { toForm: (value: string) => unknown; fromForm: (value: unknown) => string };
  };

/** One choice among a few, as radios under their label, bound to a field of the form; its error shows under them. */
export function FormRadioGroup<T extends FieldValues>({ name, control, label, options, required, helperText, row, convert }: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const value: unknown = field.value;
  return (
    <FormControl error={Boolean(fieldState.error)} required={required}>
      <FormLabel id={labelId}>{label}</FormLabel>
      {helperText ? <FormHelperText sx={{ mx: 0 }}>{helperText}</FormHelperText> : null}
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={convert ? convert.fromForm(value) : typeof value === "string" ? value : ""}
        onChange={(e) => field.onChange(convert ? convert.toForm(e.target.value) : e.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}

export type FormCheckboxGroupProps<T extends FieldValues> = FieldBinding<T> & ChoiceProps;

/** Any of a few options, as boxes to tick in a fieldset, bound to a list (of the options' values) of the form. */
export function FormCheckboxGroup<T extends FieldValues>({ name, control, label, options, required, helperText }: FormCheckboxGroupProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required={required}>
      <FormLabel component="legend">{label}</FormLabel>
      {helperText ? <FormHelperText sx={{ mx: 0 }}>{helperText}</FormHelperText> : null}
      <FormGroup>
        {options.map((o) => (
          <FormControlLabel
            key={o.value}
            label={o.label}
            control={
              <Checkbox checked={chosen.includes(o.value)} onChange={(e) => field.onChange(e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value))} onBlur={field.onBlur} />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error ? <FormHelperText sx={{ mx: 0 }}>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
