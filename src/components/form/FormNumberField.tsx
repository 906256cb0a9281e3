import { useController, type FieldValues } from "react-hook-form";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { FieldBinding } from "./fieldBinding";

export type FormNumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error" | "type"> &
  FieldBinding<T> & {
    /** Empty means null (e.g. "no limit"); otherwise empty is not a number and the schema says so. */
    nullable?: boolean;
    min?: number;
    max?: number;
    step?: number;
  };

/** A number input bound to react-hook-form: the form holds a number (or null), not the text typed. */
export function FormNumberField<T extends FieldValues>({ name, control, nullable = false, min, max, step = 1, helperText, slotProps, ...rest }: FormNumberFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === "number" && Number.isFinite(field.value) ? String(field.value) : "";
  return (
    <TextField
      {...rest}
      type="number"
      name={field.name}
      value={value}
      onChange={(e) => {
        const text = e.target.value.trim();
        field.onChange(text === "" ? (nullable ? null : Number.NaN) : Number(text));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), min, max, step, inputMode: step < 1 ? "decimal" : "numeric" } }}
    />
  );
}
