import type { Control, FieldPath, FieldValues } from "react-hook-form";

/**
 * How a field adapter finds its form field: by name, in the ZodForm (or
 * FormProvider) around it. Passing the form's `control` as well checks the
 * name against the form's own fields.
 */
export interface FieldBinding<T extends FieldValues, N extends FieldPath<T> = FieldPath<T>> {
  name: N;
  control?: Control<T>;
}
