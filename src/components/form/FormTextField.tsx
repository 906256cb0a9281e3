import { useController, type FieldValues } from "react-hook-form";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import type { FieldBinding } from "./fieldBinding";

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error"> &
  FieldBinding<T> & {
    /** Shows an 'n / max' counter under the field (spec §5 settings form). */
    maxLength?: number;
    /** Words the zod message for the user (e.g. a key of a feature's message table). */
    describeError?: (message: string) => string;
  };

/**
 * A MUI TextField bound to react-hook-form (also for type="date", "time" and
 * "url": the form holds the text); the zod message shows as helper text, which
 * the input is described by.
 */
export function FormTextField<T extends FieldValues>({ name, control, maxLength, describeError, helperText, slotProps, ...rest }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value = typeof field.value === "string" || typeof field.value === "number" ? String(field.value) : "";
  // No counter on a disabled field: nothing can be typed there, and its greyed-out text would be unreadable.
  const counter = maxLength !== undefined && !rest.disabled ? `${value.length} / ${maxLength}` : null;
  const problem = fieldState.error?.message;
  const message = problem ? (describeError?.(problem) ?? problem) : helperText;
  return (
    <TextField
      {...rest}
      name={field.name}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={
        counter ? (
          <span style={{ display: "flex", justifyContent: "space-between", gap: 8 }}>
            <span>{message}</span>
            <span aria-hidden>{counter}</span>
          </span>
        ) : (
          message
        )
      }
      // TextField points the input's aria-describedby at the helper text (message and error); the counter in it is aria-hidden.
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object | undefined), ...(maxLength === undefined ? {} : { maxLength }) } }}
    />
  );
}
