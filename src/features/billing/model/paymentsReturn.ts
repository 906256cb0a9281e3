import { BILLING_MESSAGES, connectErrorMessage } from "@rallyhub/domain/billing/model";

/** The query parameters the payments tab reads on load and then clears (spec §2.8). */
export const RETURN_PARAMS = ["code", "state", "scope", "error", "error_description", "redirect_status", "paymentsuccessful", "session_id", "connect"] as const;

export type PaymentsReturn =
  | { kind: "oauthCode"; code: string; state: string | undefined }
  | { kind: "connectError"; message: string }
  | { kind: "paymentSucceeded"; message: string }
  | { kind: "subscriptionPaid"; sessionId: string | null }
  | { kind: "onboardingReturned" }
  | { kind: "none" };

/** What the address the user came back with asks the tab to do (one thing; an error wins). */
export function readPaymentsReturn(params: URLSearchParams): PaymentsReturn {
  const error = params.get("error");
  if (error) return { kind: "connectError", message: connectErrorMessage(error, params.get("error_description")) };
  const code = params.get("code");
  if (code) return { kind: "oauthCode", code, state: params.get("state") ?? undefined };
  if (params.get("paymentsuccessful") === "true") return { kind: "subscriptionPaid", sessionId: params.get("session_id") };
  if (params.get("redirect_status") === "succeeded") return { kind: "paymentSucceeded", message: BILLING_MESSAGES.paymentSuccessful };
  if (params.get("connect") === "return" || params.get("connect") === "refresh") return { kind: "onboardingReturned" };
  return { kind: "none" };
}

/** The address without the parameters it was read from (the tab key and anything else stay). */
export function withoutReturnParams(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of RETURN_PARAMS) next.delete(name);
  return next;
}

/** Spec §4 Payment success: other open tabs refresh on this channel's message. */
export const BILLING_CHANNEL = "rallyhub-billing";

/**
 * This tab, on the billing channel: a BroadcastChannel delivers a message to every
 * other channel object of the same name, this document's own listener included, so
 * a message says which tab sent it and that tab ignores it (it reloads on its own, after 1 s).
 */
export const THIS_TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Whether a billing channel message asks this tab to refresh (it came from another tab). */
export function isFromAnotherTab(data: unknown): boolean {
  return !(typeof data === "object" && data !== null && (data as { from?: unknown }).from === THIS_TAB);
}
/** Spec §9: the page reloads 1 s after a payment. */
export const RELOAD_AFTER_PAYMENT_MS = 1000;

/**
 * The toast a payment's reload would otherwise cut short after 1 s: kept for the
 * reloaded page (this tab only) and shown once there.
 */
const CARRIED_TOAST = "rallyhub:billing-toast";
export function carryToastOverReload(message: string, storage: Pick<Storage, "setItem"> = sessionStorage): void {
  try {
    storage.setItem(CARRIED_TOAST, message);
  } catch {
    /* storage off: the toast shows before the reload only */
  }
}
export function takeCarriedToast(storage: Pick<Storage, "getItem" | "removeItem"> = sessionStorage): string | null {
  try {
    const message = storage.getItem(CARRIED_TOAST);
    if (message !== null) storage.removeItem(CARRIED_TOAST);
    return message;
  } catch {
    return null;
  }
}
