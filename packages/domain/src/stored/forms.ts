import { FEE_MODES, FIELD_TYPES, PAYMENT_PARTS, PAYMENT_STATUSES, type Answers, type FormDef } from "../forms/schema";
import type { FormSubmission } from "../forms/submissions";
import { anyMap, flag, listOf, map, NONE, num, numOrNull, obj, oneOf, shape, text, textOrNull, timeField, timeOr, type Read, type Reader } from "./fields";

/** forms/{id} and forms/{id}/submissions/{submissionId} (docs/data-model.md "forms"). */

const option = obj({ id: text(), label: text(), fee: numOrNull() });

/** A question (one of a type the app does not know is left out). */
const field = shape({
  id: text(),
  type: oneOf(FIELD_TYPES, NONE),
  label: text(),
  required: flag(),
  helpText: text(),
  options: listOf(option),
  waiverText: text(),
});

const formFields = {
  id: text(),
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
};
const formRead = obj(formFields);

const formDefOf = ({ createdAt, updatedAt, ...form }: Read<typeof formRead>): FormDef => ({ ...form, createdAt: createdAt ?? 0, updatedAt: updatedAt ?? createdAt ?? 0 });

/** A form as the app reads it; not edited since it was made: updated when made. */
export const formSchema: Reader<FormDef> = map(formRead, formDefOf);

/** A form as the Functions read it: formSchema without the page's fallback title ("" when it has none: each caller words it). */
export const formServerSchema: Reader<FormDef> = map(obj(formFields, { title: text() }), formDefOf);

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

const submissionCount = num();
export const formListItemSchema: Reader<FormListItem> = (data) => {
  const form = formSchema(data);
  return {
    id: form.id,
    title: form.title,
    questions: form.fields.length,
    paid: form.fee.mode !== "none",
    teamName: form.teamName,
    submissionCount: submissionCount(anyMap(data).submissionCount),
    updatedAt: form.updatedAt,
  };
};

// ------------------------------------------------------------------ submissions

const submissionFields = {
  id: text(),
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
export const submissionSchema: Reader<FormSubmission> = map(obj(submissionFields), (s): FormSubmission => ({ ...s, name: s.name || s.email, answers: s.answers as Answers }));

/** A submission as the Functions read it: with the hash of a guest's payment token. */
export const serverSubmissionSchema = map(obj(submissionFields, { guestKeyHash: textOrNull() }), (s): FormSubmission & { guestKeyHash: string | null } => ({
  ...s,
  name: s.name || s.email,
  answers: s.answers as Answers,
}));
