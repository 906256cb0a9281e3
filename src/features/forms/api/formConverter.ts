import { toMillis, str } from "@/lib/convert";
import { FEE_MODES, FIELD_TYPES, PAYMENT_STATUSES, type Answers, type FeeMode, type FieldType, type FormDef, type FormField, type PaymentStatus } from "@rallyhub/domain/forms/schema";
import type { FormSubmission, SignedWaiver, SubmissionPayment, SubmissionQuestion } from "@rallyhub/domain/forms/submissions";

type Data = Record<string, unknown>;

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Data => (v && typeof v === "object" && !Array.isArray(v) ? (v as Data) : {});
const list = (v: unknown): Data[] => (Array.isArray(v) ? v.map(obj) : []);

function fieldFrom(x: Data): FormField | null {
  const type = str(x.type);
  if (!(FIELD_TYPES as readonly string[]).includes(type)) return null;
  return {
    id: str(x.id),
    type: type as FieldType,
    label: str(x.label),
    required: x.required === true,
    helpText: str(x.helpText),
    options: list(x.options).map((o) => ({ id: str(o.id), label: str(o.label), fee: num(o.fee) })),
    waiverText: str(x.waiverText),
  };
}

/** forms/{id} as plain data (questions of a type the app does not know are left out). */
export function formFrom(id: string, x: Data): FormDef {
  const fee = obj(x.fee);
  const mode = (FEE_MODES as readonly string[]).includes(str(fee.mode)) ? (fee.mode as FeeMode) : "none";
  return {
    id,
    title: str(x.title) || "Untitled form",
    description: str(x.description),
    creatorId: str(x.creatorId),
    creatorName: str(x.creatorName),
    teamId: str(x.teamId) || null,
    teamName: str(x.teamName) || null,
    fields: list(x.fields)
      .map(fieldFrom)
      .filter((f): f is FormField => f !== null),
    fee: { mode, amount: num(fee.amount), fieldId: str(fee.fieldId) || null },
    deposit: num(x.deposit),
    createdAt: toMillis(x.createdAt) ?? 0,
    updatedAt: toMillis(x.updatedAt) ?? toMillis(x.createdAt) ?? 0,
  };
}

/** A form in the owner's list. */
export interface FormListItem {
  id: string;
  title: string;
  questions: number;
  paid: boolean;
  teamName: string | null;
  submissionCount: number;
  updatedAt: number;
}

export function formListItemFrom(id: string, x: Data): FormListItem {
  const form = formFrom(id, x);
  return { id, title: form.title, questions: form.fields.length, paid: form.fee.mode !== "none", teamName: form.teamName, submissionCount: num(x.submissionCount) ?? 0, updatedAt: form.updatedAt };
}

/** forms/{formId}/submissions/{id} as plain data. */
export function submissionFrom(id: string, x: Data): FormSubmission {
  const status = str(x.paymentStatus);
  return {
    id,
    formId: str(x.formId),
    formTitle: str(x.formTitle) || "Form",
    ownerId: str(x.ownerId),
    uid: str(x.uid) || null,
    email: str(x.email),
    name: str(x.name) || str(x.email),
    answers: obj(x.answers) as Answers,
    questions: list(x.questions).map((q): SubmissionQuestion => ({
      id: str(q.id),
      label: str(q.label),
      type: ((FIELD_TYPES as readonly string[]).includes(str(q.type)) ? q.type : "short_text") as FieldType,
      options: list(q.options).map((o) => ({ id: str(o.id), label: str(o.label) })),
    })),
    waivers: list(x.waivers).map((w): SignedWaiver => ({ fieldId: str(w.fieldId), label: str(w.label), text: str(w.text) })),
    submittedAt: toMillis(x.submittedAt) ?? 0,
    amountDue: num(x.amountDue) ?? 0,
    deposit: num(x.deposit),
    amountPaid: num(x.amountPaid) ?? 0,
    paymentStatus: (PAYMENT_STATUSES as readonly string[]).includes(status) ? (status as PaymentStatus) : "none",
    payments: list(x.payments).map((p): SubmissionPayment => ({
      paymentIntentId: str(p.paymentIntentId),
      amount: num(p.amount) ?? 0,
      part: p.part === "deposit" || p.part === "balance" ? p.part : "full",
      paidAt: num(p.paidAt) ?? 0,
    })),
    currency: str(x.currency) || "usd",
  };
}
