import type { ErrorOption } from "react-hook-form";
import { appErrorOf, type AppErrorCode, type SerializedAppError } from "./errors";
import { toast } from "./toast";

/** What a mutation run by useAppMutation ends with: its data, or the AppError it failed with (already shown). */
export type AppMutationResult<Data> = { data: Data; error?: undefined } | { data?: undefined; error: SerializedAppError };

/**
 * Where a failure can be shown besides a toast: a react-hook-form form (the
 * `form` that ZodForm hands to its onSubmit, or any `useForm()` result).
 */
export interface FailureTarget {
  // Methods, so that a form typed with its own field names fits.
  setError(name: string, error: ErrorOption): void;
  clearErrors?(name: `root.${string}`): void;
}

/** The form-level errors a failure becomes in a form (its message, and the server's reason); FormFailure shows them. */
export const FORM_FAILURE = { message: "root.server", reason: "root.serverReason" } as const;

export interface AppMutationOptions<Arg, Data> {
  /** A success toast: its message, or one made from the result. */
  success?: string | ((data: Data, arg: Arg) => string);
  /**
   * How a failure shows: a toast with the message and the server's reason
   * (the default); "form": in the form passed to the run (FormFailure shows
   * it, and what was typed stays); "none": the caller shows the returned
   * error itself (or the hook's `failure`).
   */
  failure?: "toast" | "form" | "none";
  /**
   * Failures that belong under a field of the form passed to the run: an
   * AppError code (or "*" for any) → the field's name. The field shows the
   * server's reason (or the message) instead of a toast.
   */
  fieldErrors?: Partial<Record<AppErrorCode | "*", string>>;
}

type Trigger<Arg, Data> = (arg: Arg) => { unwrap: () => Promise<Data> };

/** Takes a failure out of a form. */
export function clearFormFailure(form: FailureTarget | undefined) {
  form?.clearErrors?.(FORM_FAILURE.message);
  form?.clearErrors?.(FORM_FAILURE.reason);
}

/** Puts a failure in a form (until its next submit): the message, and the server's reason beside it. */
export function setFormFailure(form: FailureTarget, error: SerializedAppError) {
  form.setError(FORM_FAILURE.message, { type: error.code, message: error.message });
  if (error.reason) form.setError(FORM_FAILURE.reason, { type: error.code, message: error.reason });
}

/**
 * The one way screens run a write: wraps an RTK Query mutation hook, unwraps
 * its result and shows a failure's AppError (spec wording from the feature's
 * messages, the server's reason under it) as a toast, in the form, or under a
 * field. The run never throws: it returns `{ data }` or `{ error }`.
 *
 *   const [save, saving] = useAppMutation(useSaveSeasonMutation, { success: "Season added", failure: "form" });
 *   const saved = await save({ teamId, season }, form);
 *   if (saved.error) return;
 *
 * `saving` is the mutation's own state (isLoading, reset …) with `failure`:
 * the AppError of the last run, until the next one starts or reset() is called.
 */
export function useAppMutation<Arg, Data, State extends { error?: unknown }>(useMutation: () => readonly [Trigger<Arg, Data>, State], options: AppMutationOptions<Arg, Data> = {}) {
  const [trigger, state] = useMutation();
  const run = async (arg: Arg, form?: FailureTarget): Promise<AppMutationResult<Data>> => {
    // A new try takes back what the last one said in the form (a submit has already).
    if (options.failure === "form") clearFormFailure(form);
    let data: Data;
    try {
      data = await trigger(arg).unwrap();
    } catch (thrown) {
      const error = appErrorOf(thrown);
      showFailure(error, options, form);
      return { error };
    }
    const { success } = options;
    if (success !== undefined) toast.success(typeof success === "function" ? success(data, arg) : success);
    return { data };
  };
  const failure: SerializedAppError | undefined = state.error === undefined ? undefined : appErrorOf(state.error);
  return [run, { ...state, failure }] as const;
}

function showFailure(error: SerializedAppError, options: AppMutationOptions<never, never>, form: FailureTarget | undefined) {
  const field = options.fieldErrors?.[error.code] ?? options.fieldErrors?.["*"];
  if (form && field) {
    form.setError(field, { type: error.code, message: error.reason ?? error.message });
    return;
  }
  const how = options.failure ?? "toast";
  if (how === "form" && form) setFormFailure(form, error);
  else if (how !== "none") toast.failure(error);
}
