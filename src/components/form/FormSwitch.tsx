import type { ReactNode } from "react";
import { useController, type FieldPathByValue, type FieldValues } from "react-hook-form";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel, { type FormControlLabelProps } from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import type { FieldBinding } from "./fieldBinding";

export type FormSwitchProps<T extends FieldValues> = FieldBinding<T, FieldPathByValue<T, boolean | undefined>> & {
  label: ReactNode;
  disabled?: boolean;
  /** Shown on whatever the form holds (a setting a rule forces on). */
  forcedOn?: boolean;
  /** Shown on while the form holds nothing for it (a setting that is on unless turned off). */
  onWhenUnset?: boolean;
  /** Called with the new state after the form has it (e.g. to clear a field it turns off). */
  onToggle?: (checked: boolean) => void;
  sx?: FormControlLabelProps["sx"];
};

function useToggle<T extends FieldValues>({ name, control, onToggle, forcedOn = false, onWhenUnset = false }: Pick<FormSwitchProps<T>, "name" | "control" | "onToggle" | "forcedOn" | "onWhenUnset">) {
  const { field, fieldState } = useController({ name, control });
  const value: unknown = field.value;
  return {
    fieldState,
    input: {
      name: field.name,
      checked: forcedOn || value === true || (onWhenUnset && value === undefined),
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
        field.onChange(e.target.checked);
        onToggle?.(e.target.checked);
      },
      onBlur: field.onBlur,
      // MUI 9's Switch and Checkbox take the input's ref in its slot (an `inputRef` prop would land on the root span).
      slotProps: { input: { ref: field.ref } },
    },
  };
}

/** An on/off setting (a MUI Switch with its label) bound to a boolean of the form. */
export function FormSwitch<T extends FieldValues>({ name, control, label, disabled, forcedOn, onWhenUnset, onToggle, sx }: FormSwitchProps<T>) {
  const { input, fieldState } = useToggle({ name, control, onToggle, forcedOn, onWhenUnset });
  const toggle = <FormControlLabel control={<Switch {...input} disabled={disabled} />} label={label} sx={sx} />;
  if (!fieldState.error) return toggle;
  return (
    <FormControl error>
      {toggle}
      <FormHelperText>{fieldState.error.message}</FormHelperText>
    </FormControl>
  );
}

/** A box to tick (a MUI Checkbox with its label, e.g. agreeing to the terms) bound to a boolean of the form; its error shows under it. */
export function FormCheckbox<T extends FieldValues>({ name, control, label, disabled, forcedOn, onToggle, sx }: FormSwitchProps<T>) {
  const { input, fieldState } = useToggle({ name, control, onToggle, forcedOn });
  return (
    <FormControl error={Boolean(fieldState.error)}>
      <FormControlLabel control={<Checkbox {...input} disabled={disabled} />} label={label} sx={sx} />
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
