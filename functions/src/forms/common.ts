import { createHash, randomBytes } from "node:crypto";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { config } from "../config";
import type { Caller } from "../lib/callable";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { FIELD_TYPES, FORM_MESSAGES, PAYMENT_STATUSES, type Answers, type FormField, type FormValues, type PaymentStatus } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState, FormSubmission, SubmissionPayment } from "@rallyhub/domain/forms/submissions";

export const formRef = (formId: string) => db().doc(`forms/${formId}`);
export const submissionRef = (formId: string, submissionId: string) => db().doc(`forms/${formId}/submissions/${submissionId}`);

/** A stored form's questions and money, as the server reads them (anything unknown is left out). */
export interface StoredForm extends Pick<FormValues, "fields" | "fee" | "deposit"> {
  id: string;
  title: string;
  creatorId: string;
  teamId: string | null;
}

export function storedFormOf(snap: DocumentSnapshot): StoredForm {
  const fields = (Array.isArray(snap.get("fields")) ? (snap.get("fields") as Partial<FormField>[]) : []).filter((f): f is Partial<FormField> & Pick<FormField, "id" | "type" | "label" | "required"> =>
    (FIELD_TYPES as readonly string[]).includes(String(f.type)),
  );
  const fee = (snap.get("fee") as FormValues["fee"] | undefined) ?? { mode: "none", amount: null, fieldId: null };
  const deposit = snap.get("deposit") as unknown;
  const teamId = snap.get("teamId") as unknown;
  return {
    id: snap.id,
    title: String(snap.get("title") ?? "") || "Form",
    creatorId: String(snap.get("creatorId") ?? ""),
    teamId: typeof teamId === "string" && teamId ? teamId : null,
    fields: fields.map((f) => ({ ...f, options: Array.isArray(f.options) ? f.options : [], helpText: f.helpText ?? "", waiverText: f.waiverText ?? "" })),
    fee,
    deposit: typeof deposit === "number" ? deposit : null,
  };
}

export async function readForm(formId: string): Promise<StoredForm> {
  const snap = await formRef(formId).get();
  if (!snap.exists) throw new HttpsError("not-found", FORM_MESSAGES.formNotFound);
  return storedFormOf(snap);
}

/** A guest's proof of their submission: a random token, of which only the hash is stored. */
export function newGuestToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const millisOf = (v: unknown): number => {
  if (typeof v === "number") return v;
  if (v && typeof v === "object" && "toMillis" in v && typeof v.toMillis === "function") return (v as { toMillis: () => number }).toMillis();
  return 0;
};

/** A stored submission as plain data. */
export function submissionOf(snap: DocumentSnapshot): FormSubmission & { guestKeyHash: string | null } {
  const d = snap.data() ?? {};
  const status = (PAYMENT_STATUSES as readonly string[]).includes(String(d.paymentStatus)) ? (d.paymentStatus as PaymentStatus) : "none";
  return {
    id: snap.id,
    formId: String(d.formId ?? ""),
    formTitle: String(d.formTitle ?? "Form"),
    ownerId: String(d.ownerId ?? ""),
    uid: typeof d.uid === "string" ? d.uid : null,
    email: String(d.email ?? ""),
    name: String(d.name ?? ""),
    answers: (d.answers ?? {}) as Answers,
    questions: Array.isArray(d.questions) ? (d.questions as FormSubmission["questions"]) : [],
    waivers: Array.isArray(d.waivers) ? (d.waivers as FormSubmission["waivers"]) : [],
    submittedAt: millisOf(d.submittedAt),
    amountDue: Number(d.amountDue ?? 0),
    deposit: typeof d.deposit === "number" ? d.deposit : null,
    amountPaid: Number(d.amountPaid ?? 0),
    paymentStatus: status,
    payments: Array.isArray(d.payments) ? (d.payments as SubmissionPayment[]) : [],
    currency: String(d.currency ?? "usd"),
    guestKeyHash: typeof d.guestKeyHash === "string" ? d.guestKeyHash : null,
  };
}

/**
 * Who may see and pay a submission: its owner (see only), the signed-in
 * person who sent it, someone signed in with the verified address a guest
 * gave, or the guest holding its token.
 */
export function mayPay(sub: Pick<FormSubmission, "uid" | "email"> & { guestKeyHash: string | null }, caller: Caller | null, guestToken: string | undefined): boolean {
  if (caller && sub.uid === caller.uid) return true;
  if (caller && sub.uid === null && caller.emailVerified && caller.email?.toLowerCase() === sub.email) return true;
  return Boolean(guestToken && sub.guestKeyHash && hashToken(guestToken) === sub.guestKeyHash);
}

export function paymentStateOf(sub: FormSubmission, session: FormPaymentState["session"], canPay: boolean): FormPaymentState {
  return {
    formId: sub.formId,
    submissionId: sub.id,
    formTitle: sub.formTitle,
    email: sub.email,
    amountDue: sub.amountDue,
    amountPaid: sub.amountPaid,
    deposit: sub.deposit,
    paymentStatus: sub.paymentStatus,
    currency: sub.currency,
    session,
    canPay,
  };
}

export const money = (cents: number, currency = "usd") => formatMoney(cents, currency);

/** Where a submitter pays what is left: pay-balance, signed in with the address they gave. */
export const payBalanceUrl = (formId: string, submissionId: string) => `${config.appOrigin}/pay-balance/${formId}/${submissionId}`;
