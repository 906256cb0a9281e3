import { useController, type FieldValues } from "react-hook-form";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import { AdapterDateFns } from "@mui/x-date-pickers/AdapterDateFns";
import { DatePicker, type DatePickerProps } from "@mui/x-date-pickers/DatePicker";
import type { FieldBinding } from "./fieldBinding";

export type FormDateFieldProps<T extends FieldValues> = Omit<DatePickerProps, "value" | "onChange" | "name" | "slotProps"> &
  FieldBinding<T> & {
    required?: boolean;
    fullWidth?: boolean;
    helperText?: string;
  };

/**
 * A calendar date picker (MUI X, date-fns) bound to a `Date | null` of the
 * form; the zod message shows under it. For a plain day or time as text
 * ('yyyy-MM-dd', 'HH:mm'), FormTextField with type="date" or "time";
 * for an instant in a zone, FormDateTimeField.
 */
export function FormDateField<T extends FieldValues>({ name, control, required, fullWidth, helperText, ...picker }: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <DatePicker
        {...picker}
        value={field.value}
        onChange={(value) => field.onChange(value)}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth,
            onBlur: field.onBlur,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
