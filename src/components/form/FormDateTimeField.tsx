import { useController, type FieldValues } from "react-hook-form";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { zonedParts, zonedToInstant } from "@rallyhub/domain/availability/dates";
import type { FieldBinding } from "./fieldBinding";

export type FormDateTimeFieldProps<T extends FieldValues> = Omit<TextFieldProps, "name" | "value" | "onChange" | "onBlur" | "error" | "type"> &
  FieldBinding<T> & {
    /** The IANA zone the date and time are read in (where it happens). */
    timeZone: string;
  };

/** "2026-12-01T18:00" (datetime-local) ↔ epoch millis in a zone. */
function toLocalInput(ms: unknown, zone: string): string {
  if (typeof ms !== "number") return "";
  const p = zonedParts(ms, zone);
  return `${p.day}T${String(Math.floor(p.minutes / 60)).padStart(2, "0")}:${String(p.minutes % 60).padStart(2, "0")}`;
}

function fromLocalInput(text: string, zone: string): number | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text);
  return m?.[1] ? zonedToInstant(m[1], Number(m[2]) * 60 + Number(m[3]), zone) : null;
}

/** A date and time (datetime-local) in a given zone, bound to epoch millis (or null when empty) of the form. */
export function FormDateTimeField<T extends FieldValues>({ name, control, timeZone, helperText, slotProps, ...rest }: FormDateTimeFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...rest}
      type="datetime-local"
      name={field.name}
      value={toLocalInput(field.value, timeZone)}
      onChange={(e) => field.onChange(fromLocalInput(e.target.value, timeZone))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, inputLabel: { shrink: true, ...(slotProps?.inputLabel as object | undefined) } }}
    />
  );
}
