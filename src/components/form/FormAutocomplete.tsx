import type { ReactNode } from "react";
import { useController, type FieldValues } from "react-hook-form";
import Autocomplete, { type AutocompleteProps } from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import type { FieldBinding } from "./fieldBinding";

export type FormAutocompleteProps<T extends FieldValues, O, Multiple extends boolean | undefined> = Omit<
  AutocompleteProps<O, Multiple, false, false>,
  "value" | "onChange" | "onBlur" | "renderInput" | "defaultValue"
> &
  FieldBinding<T> & {
    label: string;
    required?: boolean;
    /** Under the field while it has no error. */
    helperText?: ReactNode;
    /** Marks the field as wrong for a reason outside the form (e.g. its options could not be loaded). */
    error?: boolean;
  };

/**
 * A MUI Autocomplete (one option, or a list with `multiple`) bound to a field
 * of the form; the zod message shows as helper text.
 */
export function FormAutocomplete<T extends FieldValues, O, Multiple extends boolean | undefined = false>({
  name,
  control,
  label,
  required,
  helperText,
  error = false,
  ...rest
}: FormAutocompleteProps<T, O, Multiple>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <Autocomplete<O, Multiple>
      {...rest}
      value={field.value}
      onChange={(_e, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(fieldState.error) || error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
