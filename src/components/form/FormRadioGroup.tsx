import { useId, type ReactNode } from "react";
import { useController, type FieldValues } from "react-hook-form";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import type { FieldBinding } from "./fieldBinding";

export type FormRadioGroupProps<T extends FieldValues> = FieldBinding<T> & {
  /** The group's visible name (its radios are labelled by it). */
  label: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode }>;
  row?: boolean;
  /** What the form holds for an option's value (the value itself by default), and back. */
  convert?: { toForm: (value: string) => unknown; fromForm: (value: unknown) => string };
};

/** One choice among a few, as radios under their label, bound to a field of the form. */
export function FormRadioGroup<T extends FieldValues>({ name, control, label, options, row, convert }: FormRadioGroupProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        name={field.name}
        value={convert ? convert.fromForm(field.value) : field.value}
        onChange={(e) => field.onChange(convert ? convert.toForm(e.target.value) : e.target.value)}
        onBlur={field.onBlur}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </RadioGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
