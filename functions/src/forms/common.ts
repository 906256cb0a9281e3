import { createHash, randomBytes } from "node:crypto";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { config } from "../config";
import type { Caller } from "../lib/callable";
import { formatMoney } from "@rallyhub/domain/billing/model";
import { FORM_MESSAGES, type FormValues } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState, FormSubmission } from "@rallyhub/domain/forms/submissions";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { formServerSchema, serverSubmissionSchema } from "@rallyhub/domain/stored/forms";

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
  const form = readDoc(formServerSchema, snap);
  return { id: snap.id, title: form.title || "Form", creatorId: form.creatorId, teamId: form.teamId, fields: form.fields, fee: form.fee, deposit: form.deposit };
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

/** A stored submission as plain data (serverSubmissionSchema: with the hash of a guest's token). */
export function submissionOf(snap: DocumentSnapshot): FormSubmission & { guestKeyHash: string | null } {
  return readDoc(serverSubmissionSchema, snap);
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
