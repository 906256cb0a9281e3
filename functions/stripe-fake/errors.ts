/** The body of a Stripe API error (`{ error: {...} }`). */
export interface StripeErrorBody {
  type: "invalid_request_error" | "api_error" | "card_error" | "idempotency_error" | "authentication_error" | "permission_error";
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
}

/** An error answered as Stripe does: a status and a Stripe-shaped JSON body. */
export class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** An error of Stripe's OAuth endpoints: `{ error, error_description }`. */
export class OAuthFakeError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** `No such customer: 'cus_x'` (404, resource_missing). */
export function missing(kind: string, id: string, param = "id", status = 404): StripeFakeError {
  return new StripeFakeError(status, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: "https://stripe.com/docs/error-codes/resource-missing",
  });
}

/** `Missing required param: email.` (400, parameter_missing). */
export function missingParam(param: string): StripeFakeError {
  return new StripeFakeError(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    message: `Missing required param: ${param}.`,
    param,
    doc_url: "https://stripe.com/docs/error-codes/parameter-missing",
  });
}

/** A parameter with a bad value (400, parameter_invalid or the given code). */
export function invalidParam(param: string, message: string, code = "parameter_invalid"): StripeFakeError {
  return new StripeFakeError(400, { type: "invalid_request_error", code, message, param });
}

/** A request that is well-formed but not allowed in the object's state (400). */
export function invalidRequest(message: string, param?: string): StripeFakeError {
  return new StripeFakeError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}) });
}

/** Stripe's answer to a route it does not have (404). */
export function unrecognizedUrl(method: string, path: string): StripeFakeError {
  return new StripeFakeError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });
}
