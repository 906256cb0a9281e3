import type { ReactNode } from "react";
import { useController, type FieldValues } from "react-hook-form";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { FieldBinding } from "./fieldBinding";

export type FormSelectProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error" | "select" | "children"> &
  FieldBinding<T> & {
    /** The options: MenuItems (or `<option>`s with `slotProps.select.native`). */
    children: ReactNode;
    /** What the form holds: the option's text (the default), a number, or null for the "" option (e.g. "None"). */
    valueAs?: "text" | "number" | "nullable";
    /** The options' values, when the form may hold one that is no longer offered: it then shows as none chosen. */
    optionValues?: ReadonlyArray<string | number>;
    /** Called with the chosen value after the form has it (e.g. to clear a field that depends on it). */
    onPick?: (value: string | number | null) => void;
  };

/** A MUI select (TextField select) bound to react-hook-form; the zod message shows as helper text. */
export function FormSelect<T extends FieldValues>({ name, control, children, valueAs = "text", optionValues, onPick, helperText, ...rest }: FormSelectProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  const shown = (typeof value === "string" || typeof value === "number") && (!optionValues || optionValues.includes(value)) ? value : "";
  return (
    <TextField
      {...rest}
      select
      name={field.name}
      value={shown}
      onChange={(e) => {
        const text = e.target.value;
        const next = valueAs === "number" ? Number(text) : valueAs === "nullable" && text === "" ? null : text;
        field.onChange(next);
        onPick?.(next);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {children}
    </TextField>
  );
}
