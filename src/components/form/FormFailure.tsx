import { useFormState } from "react-hook-form";
import type { AppErrorCode } from "@/lib/errors";
import { FailureAlert, type FailureAlertProps } from "../FailureAlert";

/**
 * Where a form shows why it could not be sent: the failure ZodForm (or
 * useAppMutation with `failure: "form"`) put in it, until the next submit.
 * What was typed stays in the fields.
 */
export function FormFailure(props: Omit<FailureAlertProps, "error">) {
  const { errors } = useFormState();
  const failure = errors.root?.server;
  if (!failure?.message) return null;
  const reason = errors.root?.serverReason?.message;
  return <FailureAlert {...props} error={{ code: (failure.type ?? "unknown") as AppErrorCode, message: failure.message, ...(reason ? { reason } : {}) }} />;
}
