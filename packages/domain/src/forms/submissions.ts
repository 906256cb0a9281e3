import type { AnswerValue, Answers, FieldType, PaymentPart, PaymentStatus, WaiverAnswer } from "./schema";

/**
 * A filled-in form (forms/{formId}/submissions/{submissionId}), written by the
 * server only: submitForm stores it with the questions as they were asked and
 * each waiver's text as it was signed, so later edits of the form change
 * neither; the payments are added by the webhook (or the return page).
 */
export interface SubmissionQuestion {
  id: string;
  label: string;
  type: FieldType;
  options: { id: string; label: string }[];
}

export interface SignedWaiver {
  fieldId: string;
  label: string;
  /** The waiver's text as the signer read it. */
  text: string;
}

export interface SubmissionPayment {
  paymentIntentId: string;
  /** Cents. */
  amount: number;
  part: PaymentPart;
  /** Epoch millis. */
  paidAt: number;
}

export interface FormSubmission {
  id: string;
  formId: string;
  formTitle: string;
  /** The form's creator: who reads every submission. */
  ownerId: string;
  /** The signed-in submitter, or null for a guest. */
  uid: string | null;
  email: string;
  /** The submitter as the owner sees them: their profile's name, a typed signature, or the e-mail. */
  name: string;
  answers: Answers;
  questions: SubmissionQuestion[];
  waivers: SignedWaiver[];
  /** The server's time, epoch millis. */
  submittedAt: number;
  /** Cents. */
  amountDue: number;
  deposit: number | null;
  amountPaid: number;
  paymentStatus: PaymentStatus;
  payments: SubmissionPayment[];
  currency: string;
}

/** What the payment pages show (getFormPayment): the submission's money, and the Checkout it came back from. */
export interface FormPaymentState {
  formId: string;
  submissionId: string;
  formTitle: string;
  email: string;
  /** Cents. */
  amountDue: number;
  amountPaid: number;
  deposit: number | null;
  paymentStatus: PaymentStatus;
  currency: string;
  /** The Checkout Session asked about: paid, not finished, or paid and refunded (the fee was paid meanwhile). */
  session: "paid" | "open" | "refunded" | null;
  /** Whether the one asking may pay what is left (the person who sent it, not its owner). */
  canPay: boolean;
}

/** What submitForm returns. */
export interface SubmitFormResult {
  submissionId: string;
  amountDue: number;
  deposit: number | null;
  /** A guest's proof of this submission, to pay it now (kept in the browser's session only). */
  guestToken: string | null;
}

const isWaiver = (v: AnswerValue | undefined): v is WaiverAnswer => typeof v === "object" && v !== null && !Array.isArray(v);

/** An answer as text, for the submissions table, the detail page and the CSV. */
export function answerText(question: Pick<SubmissionQuestion, "type" | "options">, value: AnswerValue | undefined): string {
  if (value === null || value === undefined) return "";
  const label = (id: string) => question.options.find((o) => o.id === id)?.label ?? id;
  if (isWaiver(value)) return value.agreed ? (value.kind === "typed" ? `Signed: ${value.name}` : "Signed (drawn)") : "Not signed";
  if (Array.isArray(value)) return value.map(label).join("; ");
  if (question.type === "choice") return label(String(value));
  return String(value);
}

/** One CSV cell (RFC 4180), with a leading formula character made inert for spreadsheets. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * Submissions as CSV: when, who, one column per question of the form (an
 * answer to a question since removed is left out), what was due and paid.
 */
export function submissionsCsv(questions: Pick<SubmissionQuestion, "id" | "label" | "type" | "options">[], submissions: FormSubmission[]): string {
  const header = ["Submitted", "Name", "E-mail", ...questions.map((q) => q.label), "Amount due", "Amount paid", "Payment"];
  const rows = submissions.map((s) => [
    new Date(s.submittedAt).toISOString(),
    s.name,
    s.email,
    ...questions.map((q) => answerText(s.questions.find((asked) => asked.id === q.id) ?? q, s.answers[q.id])),
    dollars(s.amountDue),
    dollars(s.amountPaid),
    s.paymentStatus,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
