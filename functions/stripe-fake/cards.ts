import type { CardInfo } from "./objects";
import { isEmail, newId } from "./util";

/**
 * Stripe's test cards, as the hosted pages apply them:
 * 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0025 0000 3155 asks for 3D Secure authentication; any other number is
 * refused as incorrect.
 */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  authenticate: "4000002500003155",
} as const;

export const MESSAGES = {
  declined: "Your card was declined.",
  authenticationFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  numberIncorrect: "Your card number is incorrect.",
  numberIncomplete: "Your card number is incomplete.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  nameMissing: "Enter the name on your card.",
  emailIncomplete: "Your email is incomplete.",
  emailInvalid: "Your email address is invalid.",
} as const;

export type CardOutcome = "success" | "declined" | "authenticate";

/** The fields of a card form (names of the inputs). */
export interface CardFields {
  email: string;
  card_number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardFields;

export interface FieldError {
  field: CardField;
  message: string;
}

export interface CardCheck {
  errors: FieldError[];
  /** Set when the fields are valid: what the card does and the card saved on success. */
  outcome?: CardOutcome;
  card?: CardInfo;
}

function parseExpiry(value: string, now: number): { month: number; year: number } | string {
  const compact = value.replace(/\s+/g, "");
  if (!compact) return MESSAGES.expiryIncomplete;
  const match = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(compact) ?? /^(\d{2})(\d{2})$/.exec(compact);
  if (!match) return compact.replace(/\D/g, "").length < 4 ? MESSAGES.expiryIncomplete : MESSAGES.expiryInvalid;
  const month = Number(match[1]);
  const yearText = match[2] ?? "";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return MESSAGES.expiryInvalid;
  const today = new Date(now * 1000);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (year * 12 + month < current) return MESSAGES.expiryPast;
  if (year > today.getUTCFullYear() + 50) return MESSAGES.expiryInvalid;
  return { month, year };
}

/**
 * Validates a card form as Stripe's hosted pages do and, when it is valid,
 * says what the test card does. `requireEmail` for Checkout (the portal's
 * card form has no e-mail).
 */
export function checkCard(fields: CardFields, now: number, requireEmail: boolean): CardCheck {
  const errors: FieldError[] = [];
  if (requireEmail) {
    const email = fields.email.trim();
    if (!email) errors.push({ field: "email", message: MESSAGES.emailIncomplete });
    else if (!isEmail(email)) errors.push({ field: "email", message: MESSAGES.emailInvalid });
  }
  const number = fields.card_number.replace(/[\s-]/g, "");
  let outcome: CardOutcome | undefined;
  if (!number) errors.push({ field: "card_number", message: MESSAGES.numberIncomplete });
  else if (number === TEST_CARDS.success) outcome = "success";
  else if (number === TEST_CARDS.declined) outcome = "declined";
  else if (number === TEST_CARDS.authenticate) outcome = "authenticate";
  else errors.push({ field: "card_number", message: MESSAGES.numberIncorrect });
  const expiry = parseExpiry(fields.expiry, now);
  if (typeof expiry === "string") errors.push({ field: "expiry", message: expiry });
  const cvc = fields.cvc.trim();
  if (!cvc || (/^\d+$/.test(cvc) && cvc.length < 3)) errors.push({ field: "cvc", message: MESSAGES.cvcIncomplete });
  else if (!/^\d{3,4}$/.test(cvc)) errors.push({ field: "cvc", message: MESSAGES.cvcInvalid });
  const name = fields.name.trim();
  if (!name) errors.push({ field: "name", message: MESSAGES.nameMissing });
  if (errors.length || !outcome || typeof expiry === "string") return { errors };
  return {
    errors,
    outcome,
    card: { brand: "visa", last4: number.slice(-4), exp_month: expiry.month, exp_year: expiry.year, name: name.slice(0, 200), paymentMethod: newId("pm", 24) },
  };
}

export function cardFieldsFrom(form: Record<string, string | undefined>): CardFields {
  return { email: form.email ?? "", card_number: form.card_number ?? "", expiry: form.expiry ?? "", cvc: form.cvc ?? "", name: form.name ?? "" };
}
