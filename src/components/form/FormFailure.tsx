import { useFormContext, useFormState } from "react-hook-form";
import type { AppErrorCode } from "@/lib/errors";
import { clearFormFailure } from "@/lib/useAppMutation";
import { FailureAlert, type FailureAlertProps } from "../FailureAlert";

/**
 * Where a form shows why it could not be sent: the failure ZodForm (or
 * useAppMutation with `failure: "form"`) put in it, until the next submit.
 * What was typed stays in the fields. A dismissible one has a close button.
 */
export function FormFailure({ dismissible = false, ...props }: Omit<FailureAlertProps, "error" | "onClose"> & { dismissible?: boolean }) {
  const { clearErrors, setError } = useFormContext();
  const { errors } = useFormState();
  const failure = errors.root?.server;
  if (!failure?.message) return null;
  const reason = errors.root?.serverReason?.message;
  const dismiss = dismissible ? () => clearFormFailure({ setError, clearErrors }) : undefined;
  return <FailureAlert {...props} onClose={dismiss} error={{ code: (failure.type ?? "unknown") as AppErrorCode, message: failure.message, ...(reason ? { reason } : {}) }} />;
}
