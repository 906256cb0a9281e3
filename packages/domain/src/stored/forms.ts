import * as z from "zod/mini";
import { FEE_MODES, FIELD_TYPES, PAYMENT_PARTS, PAYMENT_STATUSES, type Answers, type FormDef } from "../forms/schema";
import type { FormSubmission } from "../forms/submissions";
import { anyMap, flag, listOf, num, numOrNull, obj, oneOf, storedTime, storedValue, text, textOrNull, timeField, timeOr } from "./fields";

/** forms/{id} and forms/{id}/submissions/{submissionId} (docs/data-model.md "forms"). */

const option = /* @__PURE__ */ obj({ id: text(), label: text(), fee: numOrNull() });

/** A question (one of a type the app does not know is left out). */
const field = /* @__PURE__ */ z.object({
  id: text(),
  type: z.enum(FIELD_TYPES),
  label: text(),
  required: flag(),
  helpText: text(),
  options: listOf(option),
  waiverText: text(),
});

const formFields = /* @__PURE__ */ z.object({
  id: z.string(),
  title: text("Untitled form"),
  description: text(),
  creatorId: text(),
  creatorName: text(),
  teamId: textOrNull(),
  teamName: textOrNull(),
  fields: listOf(field),
  fee: obj({ mode: oneOf(FEE_MODES, "none"), amount: numOrNull(), fieldId: textOrNull() }),
  deposit: numOrNull(),
  createdAt: timeField,
  updatedAt: timeField,
});

const formDefOf = ({ createdAt, updatedAt, ...form }: z.output<typeof formFields>): FormDef => ({ ...form, createdAt: createdAt ?? 0, updatedAt: updatedAt ?? createdAt ?? 0 });

/** A form as the app reads it; not edited since it was made: updated when made. */
export const formSchema: z.ZodMiniType<FormDef> = /* @__PURE__ */ z.pipe(formFields, z.transform(formDefOf));

/** A form as the Functions read it: formSchema without the page's fallback title ("" when it has none: each caller words it). */
export const formServerSchema: z.ZodMiniType<FormDef> = /* @__PURE__ */ z.pipe(z.extend(formFields, { title: text() }), z.transform(formDefOf));

/** A form in its owner's list. */
export interface FormListItem {
  id: string;
  title: string;
  questions: number;
  paid: boolean;
  teamName: string | null;
  submissionCount: number;
  updatedAt: number;
}

export const formListItemSchema: z.ZodMiniType<FormListItem> = /* @__PURE__ */ z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((data): FormListItem => {
    const form = z.parse(formSchema, data);
    return {
      id: form.id,
      title: form.title,
      questions: form.fields.length,
      paid: form.fee.mode !== "none",
      teamName: form.teamName,
      submissionCount: z.parse(num(), data.submissionCount),
      updatedAt: form.updatedAt,
    };
  }),
);

/** A form as saveForm (and the seed) writes it: the builder's values with who made it and when. */
export const formWriteSchema = /* @__PURE__ */ z.strictObject({
  title: z.string(),
  description: z.string(),
  teamId: z.nullable(z.string()),
  fields: z.array(
    z.strictObject({
      id: z.string(),
      type: z.enum(FIELD_TYPES),
      label: z.string(),
      required: z.boolean(),
      helpText: z.string(),
      options: z.array(z.strictObject({ id: z.string(), label: z.string(), fee: z.nullable(z.number()) })),
      waiverText: z.string(),
    }),
  ),
  fee: z.strictObject({ mode: z.enum(FEE_MODES), amount: z.nullable(z.number()), fieldId: z.nullable(z.string()) }),
  deposit: z.nullable(z.number()),
  creatorId: z.string(),
  creatorName: z.string(),
  teamName: z.nullable(z.string()),
  submissionCount: z.number(),
  createdAt: storedTime,
  updatedAt: storedTime,
});

// ------------------------------------------------------------------ submissions

const submissionFields = {
  id: z.string(),
  formId: text(),
  formTitle: text("Form"),
  ownerId: text(),
  uid: textOrNull(),
  email: text(),
  name: text(),
  answers: anyMap,
  questions: listOf(obj({ id: text(), label: text(), type: oneOf(FIELD_TYPES, "short_text"), options: listOf(obj({ id: text(), label: text() })) })),
  waivers: listOf(obj({ fieldId: text(), label: text(), text: text() })),
  submittedAt: timeOr(0),
  amountDue: num(),
  deposit: numOrNull(),
  amountPaid: num(),
  paymentStatus: oneOf(PAYMENT_STATUSES, "none"),
  payments: listOf(obj({ paymentIntentId: text(), amount: num(), part: oneOf(PAYMENT_PARTS, "full"), paidAt: num() })),
  currency: text("usd"),
};

/** A submission as its owner and sender see it (named by its e-mail when it has no name). */
export const submissionSchema: z.ZodMiniType<FormSubmission> = /* @__PURE__ */ z.pipe(
  z.object(submissionFields),
  z.transform((s): FormSubmission => ({ ...s, name: s.name || s.email, answers: s.answers as Answers })),
);

/** A submission as the Functions read it: with the hash of a guest's payment token. */
export const serverSubmissionSchema = /* @__PURE__ */ z.pipe(
  z.object({ ...submissionFields, guestKeyHash: textOrNull() }),
  z.transform((s): FormSubmission & { guestKeyHash: string | null } => ({ ...s, name: s.name || s.email, answers: s.answers as Answers })),
);

/** A submission as submitForm writes it (the payments are added by the webhook and the return page). */
export const submissionWriteSchema = /* @__PURE__ */ z.strictObject({
  formId: z.string(),
  formTitle: z.string(),
  ownerId: z.string(),
  uid: z.nullable(z.string()),
  email: z.string(),
  name: z.string(),
  answers: z.record(z.string(), storedValue),
  questions: z.array(z.strictObject({ id: z.string(), label: z.string(), type: z.enum(FIELD_TYPES), options: z.array(z.strictObject({ id: z.string(), label: z.string() })) })),
  waivers: z.array(z.strictObject({ fieldId: z.string(), label: z.string(), text: z.string() })),
  submittedAt: storedTime,
  amountDue: z.number(),
  deposit: z.nullable(z.number()),
  amountPaid: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payments: z.array(z.strictObject({ paymentIntentId: z.string(), amount: z.number(), part: z.enum(PAYMENT_PARTS), paidAt: z.number() })),
  currency: z.string(),
  guestKeyHash: z.nullable(z.string()),
});
