import { z } from "zod";
import { formInputSchema, payFormSubmissionInput } from "../forms/schema";
import type { FormPaymentState, SubmitFormResult } from "../forms/submissions";
import { defineContract, docId, owner, PUBLIC, returns } from "./contract";

/** The forms callables (functions/src/forms): the builder's save, filling a form in (signed in or as a guest), and paying its fee. */

/** A guest's token to pay their submission with (only its hash is kept). */
const guestToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);

/**
 * The form builder's save (issue 14): a new form (formId null, anyone signed
 * in) or the caller's own. A fee needs the caller's active payouts account; a
 * team must be one the caller manages.
 */
export const saveForm = defineContract({
  name: "saveForm",
  input: z.object({ formId: docId.nullable(), form: formInputSchema }).strict(),
  output: returns<{ formId: string }>(),
  access: owner("the form's owner (anyone signed in makes a new one)"),
  sentences: true,
});

/**
 * Someone fills in a form, signed in or as a guest with an e-mail address.
 * The answers are checked by the handler with the form's own schema (it
 * depends on the form's questions); the envelope here.
 */
export const submitForm = defineContract({
  name: "submitForm",
  input: z.object({ formId: docId, email: z.string().max(300).optional(), answers: z.record(z.string(), z.unknown()) }).strict(),
  output: returns<SubmitFormResult>(),
  access: PUBLIC,
});

/** Pays a submission's fee (all, the deposit or the balance): the person who sent it, signed in or with their guest token. */
export const payFormSubmission = defineContract({
  name: "payFormSubmission",
  input: payFormSubmissionInput,
  output: returns<{ url: string; sessionId: string }>(),
  access: PUBLIC,
});

/** A submission's money as the payment pages show it: to the person who sent it, its form's owner, or whoever holds its Checkout session. */
export const getFormPayment = defineContract({
  name: "getFormPayment",
  input: z
    .object({
      formId: docId,
      submissionId: docId,
      sessionId: z
        .string()
        .regex(/^cs_[A-Za-z0-9_]{1,200}$/, "must be a checkout session id")
        .optional(),
      guestToken: guestToken.optional(),
    })
    .strict(),
  output: returns<FormPaymentState>(),
  access: PUBLIC,
});

/** A form's owner adds someone who filled it in to the form's team (an invitation they accept). */
export const addFormSubmitterToTeam = defineContract({
  name: "addFormSubmitterToTeam",
  input: z.object({ formId: docId, userId: docId }).strict(),
  output: returns<{ teamId: string; teamName: string; entryId: string }>(),
  access: owner("the form's owner"),
});
