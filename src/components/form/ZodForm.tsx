import type { ReactNode } from "react";
import { FormProvider, useForm, useFormContext, type DefaultValues, type FieldErrors, type FieldValues, type Mode, type UseFormProps, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import Box, { type BoxProps } from "@mui/material/Box";
import type { z } from "zod";
import { appErrorOf } from "@/lib/errors";
import { setFormFailure } from "@/lib/useAppMutation";

/**
 * A form made from a zod schema: its fields hold the schema's input, a valid
 * submit gives its output (parsed: trimmed, defaulted, transformed).
 */
export type FormApi<In extends FieldValues, Out extends FieldValues = In> = UseFormReturn<In, unknown, Out>;

/** The form of a schema: `ZodFormApi<typeof schema>`. */
export type ZodFormApi<S extends z.ZodType<FieldValues, FieldValues>> = FormApi<z.input<S>, z.output<S>>;

export interface UseZodFormOptions<In extends FieldValues, Out extends FieldValues> extends Omit<UseFormProps<In, unknown, Out>, "resolver" | "defaultValues"> {
  defaultValues: DefaultValues<In>;
}

/**
 * react-hook-form with the schema as its resolver, its types inferred from
 * the schema (no casts). Fields are checked when first left, then as they
 * change ("onTouched"), unless `mode` says otherwise.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(schema: z.ZodType<Out, In>, { mode = "onTouched", ...options }: UseZodFormOptions<In, Out>): FormApi<In, Out> {
  return useForm<In, unknown, Out>({ ...options, mode, resolver: zodResolver(schema) });
}

/** The form around this component, typed by its schema: `useZodFormContext<typeof schema>()`. */
export function useZodFormContext<S extends z.ZodType<FieldValues, FieldValues>>(): ZodFormApi<S> {
  return useFormContext<z.input<S>, unknown, z.output<S>>();
}

/** Whether a field's value was refused (a failure of the whole form, in `root`, does not count). */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).some((key) => key !== "root");
}

/**
 * Whether every field holds a valid value: `formState.isValid`, which a
 * failure put in the form (setError) turns false until the next change
 * although the fields passed the schema when they were sent.
 */
export function fieldsValid({ isValid, errors }: { isValid: boolean; errors: FieldErrors }): boolean {
  return isValid || (errors.root !== undefined && !hasFieldErrors(errors));
}

type FormElementProps = Omit<BoxProps<"form">, "onSubmit" | "children" | "component" | "ref" | "noValidate">;

interface SubmitProps<In extends FieldValues, Out extends FieldValues> {
  /**
   * Sends the checked values. A rejection (an AppError, or anything thrown)
   * shows in the form's FormFailure and keeps what was typed, as does a
   * failure that useAppMutation puts in the form (`failure: "form"`).
   */
  onSubmit: (values: Out, form: FormApi<In, Out>) => unknown;
  /** Called instead of onSubmit when the values do not pass the schema (each field already shows its message). */
  onInvalid?: (errors: FieldErrors<In>) => void;
  /** What a rejection that is not an AppError says (by default the app's "Something went wrong"). */
  failureMessage?: string;
  /**
   * A step-by-step form before its last step: a submit (Next, or Enter in a
   * field) calls this instead of checking and sending the whole form.
   */
  onNext?: () => unknown;
  /** The fields, or a function of the form (its control types the fields' names). */
  children: ReactNode | ((form: FormApi<In, Out>) => ReactNode);
}

interface OwnFormProps<In extends FieldValues, Out extends FieldValues> extends SubmitProps<In, Out> {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  mode?: Mode;
  reValidateMode?: Exclude<Mode, "onTouched" | "all">;
  form?: undefined;
}

interface GivenFormProps<In extends FieldValues, Out extends FieldValues> extends SubmitProps<In, Out> {
  /** A form made with useZodForm, for a component that reads or sets its values above the form. */
  form: FormApi<In, Out>;
  schema?: undefined;
  defaultValues?: undefined;
  mode?: undefined;
  reValidateMode?: undefined;
}

export type ZodFormProps<In extends FieldValues, Out extends FieldValues> = (OwnFormProps<In, Out> | GivenFormProps<In, Out>) & FormElementProps;

/**
 * The one form component: a `<form noValidate>` (a MUI Box: sx and aria
 * props pass through) with react-hook-form's provider, so the field adapters
 * (FormTextField, FormNumberField, FormSelect, FormSwitch, FormCheckbox,
 * FormCityField, FormAutocomplete, FormDateField) find it without a `control`.
 */
export function ZodForm<In extends FieldValues, Out extends FieldValues>(props: ZodFormProps<In, Out>) {
  if (props.form !== undefined) return <ZodFormBody {...props} form={props.form} />;
  return <OwnZodForm {...props} />;
}

function OwnZodForm<In extends FieldValues, Out extends FieldValues>({ schema, defaultValues, mode, reValidateMode, ...rest }: OwnFormProps<In, Out> & FormElementProps) {
  const form = useZodForm(schema, { defaultValues, ...(mode ? { mode } : {}), ...(reValidateMode ? { reValidateMode } : {}) });
  return <ZodFormBody {...rest} form={form} />;
}

function ZodFormBody<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  onInvalid,
  failureMessage,
  onNext,
  children,
  ...element
}: SubmitProps<In, Out> & FormElementProps & { form: FormApi<In, Out> }) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values, form);
    } catch (error) {
      setFormFailure(form, appErrorOf(error, failureMessage));
    }
  }, onInvalid);
  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        {...element}
        onSubmit={(e) => {
          if (!onNext) return void submit(e);
          e.preventDefault();
          void onNext();
        }}
      >
        {typeof children === "function" ? children(form) : children}
      </Box>
    </FormProvider>
  );
}
