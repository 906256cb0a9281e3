import { useController, type FieldValues } from "react-hook-form";
import { CityAutocomplete, type CityAutocompleteProps, type CityValue } from "../CityAutocomplete";
import type { FieldBinding } from "./fieldBinding";

export type FormCityFieldProps<T extends FieldValues> = Omit<CityAutocompleteProps, "name" | "value" | "onChange" | "onBlur" | "error"> &
  FieldBinding<T> & {
    /** What the form holds for a picked city (the city itself by default), and back. */
    convert?: { toForm: (city: CityValue | null) => unknown; fromForm: (value: unknown) => CityValue | null };
    /** Shows the field's error only when this says so (e.g. once it was left). */
    showError?: (state: { isTouched: boolean; isSubmitted: boolean }) => boolean;
    /** Words the zod message for the user (e.g. a key of a feature's message table). */
    describeError?: (message: string) => string;
  };

/** The city search (a US city picked from the list, so it has coordinates) bound to a field of the form. */
export function FormCityField<T extends FieldValues>({ name, control, convert, showError, describeError, ...rest }: FormCityFieldProps<T>) {
  const { field, fieldState, formState } = useController({ name, control });
  const message = fieldState.error?.message;
  const shown = message && (!showError || showError({ isTouched: fieldState.isTouched, isSubmitted: formState.isSubmitted })) ? (describeError?.(message) ?? message) : undefined;
  return (
    <CityAutocomplete
      {...rest}
      name={field.name}
      value={convert ? convert.fromForm(field.value) : field.value}
      onChange={(city) => field.onChange(convert ? convert.toForm(city) : city)}
      onBlur={field.onBlur}
      error={shown}
    />
  );
}
