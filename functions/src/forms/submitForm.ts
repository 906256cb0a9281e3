import { FieldValue } from "firebase-admin/firestore";
import { logger } from "firebase-functions";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { config } from "../config";
import { defineCallable } from "../lib/callable";
import * as formCallables from "@rallyhub/domain/callables/forms";
import { queueMail } from "../mail/queue";
import { amountDueFor, depositFor, paymentStatusOf, submissionSchema, type Answers, type WaiverAnswer } from "@rallyhub/domain/forms/schema";
import type { SignedWaiver, SubmissionQuestion } from "@rallyhub/domain/forms/submissions";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { formWriteSchema, submissionWriteSchema } from "@rallyhub/domain/stored/write/forms";
import { serverUserSchema, type ServerUser } from "@rallyhub/domain/stored/users";
import { formRef, money, newGuestToken, payBalanceUrl, readForm, type StoredForm } from "./common";

/** Answers checked with the filler's own schema; a refusal names the question. */
function checkAnswers(form: StoredForm, data: { email?: string; answers: Record<string, unknown> }, guest: boolean): { email?: string; answers: Answers } {
  const result = submissionSchema(form, { guest }).safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const fieldId = issue?.path[0] === "answers" ? String(issue.path[1] ?? "") : "";
  const label = form.fields.find((f) => f.id === fieldId)?.label;
  const unknown = issue?.code === "unrecognized_keys" ? "The form has changed since you opened it. Reload the page and try again." : null;
  throw new HttpsError("invalid-argument", unknown ?? (label ? `${label}: ${issue?.message ?? "Invalid answer"}` : (issue?.message ?? "Invalid answer")));
}

function submitterName(user: ServerUser | null, answers: Answers, form: StoredForm, email: string): string {
  const profile = user ? (user.displayName || user.fullName).trim() : "";
  if (profile) return profile;
  for (const field of form.fields) {
    const answer = answers[field.id] as WaiverAnswer | undefined;
    if (field.type === "waiver" && answer?.kind === "typed" && answer.name) return answer.name;
  }
  for (const field of form.fields) {
    const answer = answers[field.id];
    if (field.type === "short_text" && typeof answer === "string" && answer) return answer;
  }
  return email;
}

/**
 * Someone fills in a form (issue 14), signed in or as a guest with an
 * e-mail address. The answers are checked again here with the filler's own
 * schema; the submission keeps the questions as they were asked, each
 * waiver's text as it was signed and the server's time; what is due is
 * worked out here, never taken from the client. A receipt goes to the
 * submitter's address. A guest gets a token to pay with (only its hash is kept).
 */
export const submitForm = defineCallable(formCallables.submitForm, async ({ formId, ...data }, { caller }) => {
  const form = await readForm(formId);
  const guest = !caller?.email;
  const parsed = checkAnswers(form, data, guest);
  const email = (caller?.email ?? parsed.email ?? "").toLowerCase();
  const user = caller ? readDoc(serverUserSchema, await db().doc(`users/${caller.uid}`).get()) : null;

  const amountDue = amountDueFor(form, parsed.answers);
  const deposit = depositFor(form, amountDue);
  const questions: SubmissionQuestion[] = form.fields.map((f) => ({ id: f.id, label: f.label, type: f.type, options: f.options.map((o) => ({ id: o.id, label: o.label })) }));
  const waivers: SignedWaiver[] = form.fields.filter((f) => f.type === "waiver").map((f) => ({ fieldId: f.id, label: f.label, text: f.waiverText }));
  const token = caller ? null : newGuestToken();

  const ref = formRef(formId).collection("submissions").doc();
  const batch = db().batch();
  batch.set(
    ref,
    writeDoc(submissionWriteSchema, {
      formId,
      formTitle: form.title,
      ownerId: form.creatorId,
      uid: caller?.uid ?? null,
      email,
      name: submitterName(user, parsed.answers, form, email).slice(0, 200),
      answers: parsed.answers,
      questions,
      waivers,
      submittedAt: FieldValue.serverTimestamp(),
      amountDue,
      deposit,
      amountPaid: 0,
      paymentStatus: paymentStatusOf(amountDue, 0),
      payments: [],
      currency: "usd",
      guestKeyHash: token?.hash ?? null,
    }),
  );
  batch.update(formRef(formId), writeFields(formWriteSchema, { submissionCount: FieldValue.increment(1) }));
  await batch.commit();

  try {
    await queueMail(email, "form-submission-receipt", {
      formTitle: form.title,
      submittedAt: new Date().toUTCString(),
      amountDue: money(amountDue),
      amountPaid: money(0),
      balance: money(amountDue),
      signedWaivers: waivers.map((w) => w.label),
      url: amountDue > 0 ? payBalanceUrl(formId, ref.id) : `${config.appOrigin}/form/${formId}`,
    });
  } catch (error: unknown) {
    // The submission stands; a receipt that could not be queued is logged, not a failure of the form.
    logger.error(`Receipt for submission ${ref.id} of form ${formId} not queued`, error);
  }
  return { submissionId: ref.id, amountDue, deposit, guestToken: token?.token ?? null };
});
