import { z } from "zod";

/**
 * Forms and waivers (issue 14) as the app and the Functions both see them: the
 * builder's schema (one form, saved by saveForm), the filler's schema (built
 * from a form, checked again by submitForm), what a submission costs, and the
 * messages. Pure: no SDK, no Firestore. Money on a form is in dollars (as the
 * organizer typed it, two decimals at most); on a submission it is in cents.
 */

export const FIELD_TYPES = ["short_text", "long_text", "choice", "checkboxes", "date", "number", "email", "phone", "waiver"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FIELD_TYPE_LABELS: Readonly<Record<FieldType, string>> = {
  short_text: "Short text",
  long_text: "Long text",
  choice: "Choice (pick one)",
  checkboxes: "Checkboxes (pick any)",
  date: "Date",
  number: "Number",
  email: "E-mail",
  phone: "Phone",
  waiver: "Waiver (read and sign)",
};

/** Questions whose answers are picked from options. */
export const OPTION_TYPES: readonly FieldType[] = ["choice", "checkboxes"];
export const hasOptions = (type: FieldType): boolean => OPTION_TYPES.includes(type);

export const FORM_LIMITS = {
  title: 200,
  description: 2000,
  fields: 50,
  label: 200,
  helpText: 500,
  options: 30,
  optionLabel: 100,
  waiverText: 20_000,
  /** Dollars: Stripe's smallest charge, and a ceiling against typos. */
  fee: { min: 0.5, max: 10_000 },
  shortAnswer: 500,
  longAnswer: 5000,
  typedSignature: 100,
  /** Characters of a drawn signature's PNG data URL (a signature pad's strokes are a few KB). */
  drawnSignature: 200_000,
  number: 1_000_000_000,
  /** Submissions exported to CSV at most (and fetched per page for it). */
  csvRows: 5000,
  csvPage: 500,
} as const;

export const FEE_MODES = ["none", "fixed", "option"] as const;
export type FeeMode = (typeof FEE_MODES)[number];

const money = (n: number) => `$${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const feeRange = `from ${money(FORM_LIMITS.fee.min)} to ${money(FORM_LIMITS.fee.max)}, in dollars and cents`;

/** Everything a form says to people, in one place. */
export const FORM_MESSAGES = {
  // The builder
  title: "Give the form a title",
  titleLong: `Keep the title under ${FORM_LIMITS.title} characters`,
  descriptionLong: `Keep the description under ${FORM_LIMITS.description} characters`,
  noFields: "Add at least one question",
  tooManyFields: `A form can have at most ${FORM_LIMITS.fields} questions`,
  label: "Write the question",
  labelLong: `Keep the question under ${FORM_LIMITS.label} characters`,
  helpLong: `Keep the help text under ${FORM_LIMITS.helpText} characters`,
  twoOptions: "Give this question at least two options",
  tooManyOptions: `A question can have at most ${FORM_LIMITS.options} options`,
  optionLabel: "Name the option",
  optionLabelLong: `Keep an option under ${FORM_LIMITS.optionLabel} characters`,
  optionTwice: "Each option needs a different name",
  waiverText: "Write the waiver's text",
  waiverLong: `Keep the waiver under ${FORM_LIMITS.waiverText.toLocaleString("en-US")} characters`,
  feeAmount: `Enter a fee ${feeRange}`,
  optionFee: `Enter a fee ${feeRange}, or leave it empty for no fee`,
  feeField: "Choose the question whose options set the fee",
  feeOptionNeeded: "Give at least one option of this question a fee",
  deposit: `Enter a deposit ${feeRange}, no more than the fee`,
  depositOverFee: "The deposit cannot be more than the fee",
  paymentsAccount: "Set up Stripe under Subscriptions & Payouts before you add a fee to a form.",
  notTeamManager: "You can only link a form to a team you manage.",
  notOwner: "Only the person who created this form can change it.",
  saved: "Form saved",
  saveFailed: "The form could not be saved. Please try again.",
  deleted: "Form deleted",
  deleteFailed: "The form could not be deleted. Please try again.",
  // Filling it in
  required: "Answer this question",
  chooseOne: "Choose an option",
  chooseSome: "Choose at least one option",
  unknownOption: "Choose one of the options given",
  answerLong: (max: number) => `Keep your answer under ${max.toLocaleString("en-US")} characters`,
  email: "Enter a valid e-mail address",
  yourEmail: "Enter your e-mail address so we can send you a receipt",
  phone: "Enter a phone number with 7 to 15 digits",
  date: "Enter a date",
  number: "Enter a number",
  waiverAgree: "Read the waiver to the end and tick that you agree",
  signatureTyped: "Sign the waiver: type your full name",
  signatureDrawn: "Sign the waiver: draw your signature in the box",
  signatureTooLarge: "This signature is too large. Clear it and sign again with fewer strokes.",
  fixAnswers: "Some answers need your attention: see the questions marked in red.",
  submitted: "Thank you! Your answers were sent.",
  submitFailed: "Your answers could not be sent. Nothing was lost: please try again.",
  formNotFound: "Form not found",
  submissionNotFound: "Submission not found",
  loadFailed: "This form could not be loaded.",
  submissionsLoadFailed: "The submissions could not be loaded.",
  // Paying
  nothingDue: "Nothing is due for this submission.",
  paidInFull: "This submission is paid in full.",
  partlyPaid: "Part of the fee is paid already: pay the balance.",
  noDeposit: "This form takes no deposit.",
  organizerCannotTakePayments: "The organizer cannot take payments right now. Please try again later.",
  payFailed: "We could not start the payment. Please try again.",
  // The team
  noTeam: "This form is not linked to a team.",
  notASubmitter: "This person has not filled in this form.",
} as const;

// ------------------------------------------------------------------ the builder

/** A question's or an option's id: a letter, then letters, digits and _ (safe as a form path and a map key). */
export const fieldIdSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, "must be an id");

const optionSchema = z.object({
  id: fieldIdSchema,
  label: z.string().trim().min(1, FORM_MESSAGES.optionLabel).max(FORM_LIMITS.optionLabel, FORM_MESSAGES.optionLabelLong),
  /** Dollars, when the form's fee is set by this question's options; null for none. */
  fee: z.number().nullable(),
});
export type FormOption = z.infer<typeof optionSchema>;

export const formFieldSchema = z.object({
  id: fieldIdSchema,
  type: z.enum(FIELD_TYPES),
  label: z.string().trim().min(1, FORM_MESSAGES.label).max(FORM_LIMITS.label, FORM_MESSAGES.labelLong),
  required: z.boolean(),
  helpText: z.string().trim().max(FORM_LIMITS.helpText, FORM_MESSAGES.helpLong),
  options: z.array(optionSchema).max(FORM_LIMITS.options, FORM_MESSAGES.tooManyOptions),
  waiverText: z.string().trim().max(FORM_LIMITS.waiverText, FORM_MESSAGES.waiverLong),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const feeSchema = z.object({
  mode: z.enum(FEE_MODES),
  /** Dollars, for a fixed fee. */
  amount: z.number().nullable(),
  /** The choice question whose options carry the fee, for a fee per option. */
  fieldId: z.string().max(40).nullable(),
});
export type FormFee = z.infer<typeof feeSchema>;

/** Whole cents, or NaN when the amount has more than two decimals. */
export function centsOf(dollars: number): number {
  const cents = Math.round(dollars * 100);
  return Math.abs(cents - dollars * 100) < 1e-6 ? cents : Number.NaN;
}

/** A fee the form may charge: whole cents within the limits. */
export function isFee(dollars: number | null | undefined): dollars is number {
  return typeof dollars === "number" && Number.isFinite(centsOf(dollars)) && dollars >= FORM_LIMITS.fee.min && dollars <= FORM_LIMITS.fee.max;
}

/** The positive fees a form can charge, in dollars (one for a fixed fee, one per priced option). */
export function possibleFees(form: { fee: FormFee; fields: Pick<FormField, "id" | "options">[] }): number[] {
  if (form.fee.mode === "fixed") return isFee(form.fee.amount) ? [form.fee.amount] : [];
  if (form.fee.mode === "option") {
    const field = form.fields.find((f) => f.id === form.fee.fieldId);
    return (field?.options ?? []).map((o) => o.fee).filter((fee): fee is number => typeof fee === "number" && fee > 0);
  }
  return [];
}

/**
 * What the builder saves, as stored: unused parts of a question are dropped
 * (options of a text question, the text of a non-waiver), a waiver is always
 * required, and only the fee's own mode keeps its settings.
 */
function normalizeForm<T extends { fields: FormField[]; fee: FormFee; deposit: number | null }>(form: T): T {
  const feeField = form.fee.mode === "option" ? form.fee.fieldId : null;
  const fields = form.fields.map((f) => ({
    ...f,
    required: f.type === "waiver" ? true : f.required,
    options: hasOptions(f.type) ? f.options.map((o) => ({ ...o, fee: f.id === feeField && typeof o.fee === "number" && o.fee > 0 ? o.fee : null })) : [],
    waiverText: f.type === "waiver" ? f.waiverText : "",
  }));
  const fee: FormFee = { mode: form.fee.mode, amount: form.fee.mode === "fixed" ? form.fee.amount : null, fieldId: feeField };
  return { ...form, fields, fee, deposit: form.fee.mode === "none" ? null : form.deposit };
}

/** The form builder and the saveForm callable's `form`. */
export const formInputSchema = z
  .object({
    title: z.string().trim().min(1, FORM_MESSAGES.title).max(FORM_LIMITS.title, FORM_MESSAGES.titleLong),
    description: z.string().trim().max(FORM_LIMITS.description, FORM_MESSAGES.descriptionLong),
    /** A team the owner manages: team-form-add invites submitters to it. */
    teamId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,128}$/)
      .nullable(),
    fields: z.array(formFieldSchema).max(FORM_LIMITS.fields, FORM_MESSAGES.tooManyFields),
    fee: feeSchema,
    /** Dollars, paid first, the rest later; no more than the fee. */
    deposit: z.number().nullable(),
  })
  .superRefine((form, ctx) => {
    if (form.fields.length === 0) ctx.addIssue({ code: "custom", path: ["fields"], message: FORM_MESSAGES.noFields });
    const ids = new Set<string>();
    form.fields.forEach((field, i) => {
      if (ids.has(field.id)) ctx.addIssue({ code: "custom", path: ["fields", i, "id"], message: "must be unique" });
      ids.add(field.id);
      if (hasOptions(field.type)) {
        if (field.options.length < 2) ctx.addIssue({ code: "custom", path: ["fields", i, "options"], message: FORM_MESSAGES.twoOptions });
        const labels = new Set<string>();
        const optionIds = new Set<string>();
        field.options.forEach((option, j) => {
          const key = option.label.trim().toLowerCase();
          if (key && labels.has(key)) ctx.addIssue({ code: "custom", path: ["fields", i, "options", j, "label"], message: FORM_MESSAGES.optionTwice });
          labels.add(key);
          if (optionIds.has(option.id)) ctx.addIssue({ code: "custom", path: ["fields", i, "options", j, "id"], message: "must be unique" });
          optionIds.add(option.id);
        });
      }
      if (field.type === "waiver" && !field.waiverText.trim()) ctx.addIssue({ code: "custom", path: ["fields", i, "waiverText"], message: FORM_MESSAGES.waiverText });
    });

    if (form.fee.mode === "fixed" && !isFee(form.fee.amount)) ctx.addIssue({ code: "custom", path: ["fee", "amount"], message: FORM_MESSAGES.feeAmount });
    if (form.fee.mode === "option") {
      const i = form.fields.findIndex((f) => f.id === form.fee.fieldId);
      const field = form.fields[i];
      if (!field || field.type !== "choice") {
        ctx.addIssue({ code: "custom", path: ["fee", "fieldId"], message: FORM_MESSAGES.feeField });
      } else {
        field.options.forEach((option, j) => {
          if (option.fee !== null && option.fee !== 0 && !isFee(option.fee)) ctx.addIssue({ code: "custom", path: ["fields", i, "options", j, "fee"], message: FORM_MESSAGES.optionFee });
        });
        if (!field.options.some((o) => typeof o.fee === "number" && o.fee > 0)) ctx.addIssue({ code: "custom", path: ["fee", "fieldId"], message: FORM_MESSAGES.feeOptionNeeded });
      }
    }
    if (form.fee.mode !== "none" && form.deposit !== null) {
      if (!isFee(form.deposit)) {
        ctx.addIssue({ code: "custom", path: ["deposit"], message: FORM_MESSAGES.deposit });
      } else {
        const fees = possibleFees(form);
        if (fees.length > 0 && form.deposit > Math.min(...fees)) ctx.addIssue({ code: "custom", path: ["deposit"], message: FORM_MESSAGES.depositOverFee });
      }
    }
  })
  .transform((form) => normalizeForm(form));

export type FormInput = z.input<typeof formInputSchema>;
export type FormValues = z.output<typeof formInputSchema>;

/** A form as stored (forms/{formId}) and read by the app. */
export interface FormDef extends FormValues {
  id: string;
  creatorId: string;
  creatorName: string;
  teamName: string | null;
  /** Epoch millis. */
  createdAt: number;
  updatedAt: number;
}

/** A new question of a type, with a fresh id (from the caller: ids are made where randomness is allowed). */
export function blankField(id: string, type: FieldType, optionIds: [string, string] = [`${id}_a`, `${id}_b`]): FormField {
  return {
    id,
    type,
    label: "",
    required: type === "waiver",
    helpText: "",
    options: hasOptions(type)
      ? [
          { id: optionIds[0], label: "", fee: null },
          { id: optionIds[1], label: "", fee: null },
        ]
      : [],
    waiverText: "",
  };
}

export function blankForm(): FormInput {
  return { title: "", description: "", teamId: null, fields: [], fee: { mode: "none", amount: null, fieldId: null }, deposit: null };
}

/** The builder's values for a stored form. */
export function formInputOf(form: FormDef): FormInput {
  return { title: form.title, description: form.description, teamId: form.teamId, fields: form.fields, fee: form.fee, deposit: form.deposit };
}

// ------------------------------------------------------------------ filling it in

export const SIGNATURE_KINDS = ["typed", "drawn"] as const;
export type SignatureKind = (typeof SIGNATURE_KINDS)[number];

/** A waiver's answer: agreed (after reading to the end) and signed, by a typed name or a drawn image (a PNG data URL). */
export interface WaiverAnswer {
  agreed: boolean;
  kind: SignatureKind;
  name: string;
  image: string;
}

export type AnswerValue = string | string[] | number | null | WaiverAnswer;
export type Answers = Record<string, AnswerValue>;

export const blankWaiver = (): WaiverAnswer => ({ agreed: false, kind: "typed", name: "", image: "" });

/** The empty answer of each question, for the filler's default values. */
export function blankAnswers(fields: Pick<FormField, "id" | "type">[]): Answers {
  const answers: Answers = {};
  for (const f of fields) answers[f.id] = f.type === "checkboxes" ? [] : f.type === "waiver" ? blankWaiver() : f.type === "number" ? null : "";
  return answers;
}

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

function textAnswer(field: FormField, max: number, check?: { test: (v: string) => boolean; message: string }) {
  return z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .max(max, FORM_MESSAGES.answerLong(max))
    .superRefine((v, ctx) => {
      if (!v) {
        if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
        return;
      }
      if (check && !check.test(v)) ctx.addIssue({ code: "custom", message: check.message });
    });
}

function answerSchema(field: FormField): z.ZodType<AnswerValue> {
  const optionIds = new Set(field.options.map((o) => o.id));
  switch (field.type) {
    case "short_text":
      return textAnswer(field, FORM_LIMITS.shortAnswer);
    case "long_text":
      return textAnswer(field, FORM_LIMITS.longAnswer);
    case "email":
      return textAnswer(field, 254, { test: (v) => z.email().safeParse(v).success, message: FORM_MESSAGES.email }).transform((v) => v.toLowerCase());
    case "phone":
      return textAnswer(field, 30, {
        test: (v) => /^\+?[0-9 ().-]+$/.test(v) && (v.match(/\d/g) ?? []).length >= 7 && (v.match(/\d/g) ?? []).length <= 15,
        message: FORM_MESSAGES.phone,
      });
    case "date":
      return textAnswer(field, 10, { test: isDay, message: FORM_MESSAGES.date });
    case "number":
      // The filler types text; what is stored (and sent again) is a number, or null when left empty.
      return z.union([z.number(), z.string(), z.null()], { error: FORM_MESSAGES.number }).transform((v, ctx) => {
        const text = typeof v === "string" ? v.trim() : v;
        if (text === null || text === "") {
          if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.required });
          return null;
        }
        const n = typeof text === "number" ? text : Number(text);
        if (!Number.isFinite(n) || Math.abs(n) > FORM_LIMITS.number) {
          ctx.addIssue({ code: "custom", message: FORM_MESSAGES.number });
          return null;
        }
        return n;
      });
    case "choice":
      return z.string({ error: FORM_MESSAGES.chooseOne }).superRefine((v, ctx) => {
        if (!v) {
          if (field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.chooseOne });
        } else if (!optionIds.has(v)) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.unknownOption });
      });
    case "checkboxes":
      return (
        z
          .array(z.string(), { error: FORM_MESSAGES.chooseSome })
          .max(FORM_LIMITS.options)
          .superRefine((v, ctx) => {
            if (v.length === 0 && field.required) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.chooseSome });
            if (v.some((id) => !optionIds.has(id)) || new Set(v).size !== v.length) ctx.addIssue({ code: "custom", message: FORM_MESSAGES.unknownOption });
          })
          // Kept in the form's order, whatever order they were ticked in.
          .transform((v) => field.options.map((o) => o.id).filter((id) => v.includes(id)))
      );
    case "waiver":
      return (
        z
          .object(
            { agreed: z.boolean(), kind: z.enum(SIGNATURE_KINDS), name: z.string().max(FORM_LIMITS.typedSignature * 2), image: z.string().max(FORM_LIMITS.drawnSignature * 2) },
            { error: FORM_MESSAGES.waiverAgree },
          )
          .superRefine((v, ctx) => {
            if (!v.agreed) ctx.addIssue({ code: "custom", path: ["agreed"], message: FORM_MESSAGES.waiverAgree });
            if (v.kind === "typed") {
              const name = v.name.trim();
              if (name.length < 2) ctx.addIssue({ code: "custom", path: ["name"], message: FORM_MESSAGES.signatureTyped });
              else if (name.length > FORM_LIMITS.typedSignature) ctx.addIssue({ code: "custom", path: ["name"], message: FORM_MESSAGES.answerLong(FORM_LIMITS.typedSignature) });
            } else if (!v.image) {
              ctx.addIssue({ code: "custom", path: ["image"], message: FORM_MESSAGES.signatureDrawn });
            } else if (v.image.length > FORM_LIMITS.drawnSignature) {
              ctx.addIssue({ code: "custom", path: ["image"], message: FORM_MESSAGES.signatureTooLarge });
            } else if (!PNG_DATA_URL.test(v.image)) {
              ctx.addIssue({ code: "custom", path: ["image"], message: FORM_MESSAGES.signatureDrawn });
            }
          })
          // Only the signature that was used is kept.
          .transform((v): WaiverAnswer => ({ agreed: v.agreed, kind: v.kind, name: v.kind === "typed" ? v.name.trim() : "", image: v.kind === "drawn" ? v.image : "" }))
      );
  }
}

/**
 * Answers to a form, for the filler's resolver and for submitForm: each
 * question's rule (required, format, options), and the e-mail of a guest (a
 * signed-in filler's address is their login's, taken from Auth on the server).
 * Parsing its output again gives the same output.
 */
export function submissionSchema(form: { fields: FormField[] }, opts: { guest: boolean }) {
  const shape: Record<string, z.ZodType<AnswerValue>> = {};
  for (const field of form.fields) shape[field.id] = answerSchema(field);
  return z.object({
    email: opts.guest
      ? z.string({ error: FORM_MESSAGES.yourEmail }).trim().toLowerCase().min(1, FORM_MESSAGES.yourEmail).max(254, FORM_MESSAGES.email).pipe(z.email(FORM_MESSAGES.email))
      : z.string().max(254).optional(),
    answers: z.object(shape).strict(),
  });
}

export type SubmissionInput = { email?: string; answers: Answers };

// ------------------------------------------------------------------ what is due

/** The fee for these answers, in cents: the fixed fee, or the chosen option's. */
export function amountDueFor(form: Pick<FormValues, "fee" | "fields">, answers: Answers): number {
  if (form.fee.mode === "fixed") return isFee(form.fee.amount) ? centsOf(form.fee.amount) : 0;
  if (form.fee.mode === "option") {
    const field = form.fields.find((f) => f.id === form.fee.fieldId);
    const chosen = field ? answers[field.id] : null;
    const option = field?.options.find((o) => o.id === chosen);
    return option && isFee(option.fee) ? centsOf(option.fee) : 0;
  }
  return 0;
}

/** The deposit in cents for a fee due, or null when the form takes none (or it would be the whole fee). */
export function depositFor(form: Pick<FormValues, "deposit">, amountDue: number): number | null {
  if (amountDue <= 0 || !isFee(form.deposit)) return null;
  const deposit = centsOf(form.deposit);
  return deposit < amountDue ? deposit : null;
}

export const PAYMENT_STATUSES = ["none", "unpaid", "partial", "paid"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = { none: "No fee", unpaid: "Unpaid", partial: "Balance due", paid: "Paid" };

export function paymentStatusOf(amountDue: number, amountPaid: number): PaymentStatus {
  if (amountDue <= 0) return "none";
  if (amountPaid <= 0) return "unpaid";
  return amountPaid < amountDue ? "partial" : "paid";
}

export const PAYMENT_PARTS = ["full", "deposit", "balance"] as const;
export type PaymentPart = (typeof PAYMENT_PARTS)[number];

/** What a payment of `part` charges now, in cents, or why it cannot be made. */
export function chargeFor(part: PaymentPart, s: { amountDue: number; amountPaid: number; deposit: number | null }): { amount: number } | { refused: string } {
  const balance = s.amountDue - s.amountPaid;
  if (s.amountDue <= 0) return { refused: FORM_MESSAGES.nothingDue };
  if (balance <= 0) return { refused: FORM_MESSAGES.paidInFull };
  if (part === "balance") return { amount: balance };
  if (s.amountPaid > 0) return { refused: FORM_MESSAGES.partlyPaid };
  if (part === "deposit") return s.deposit !== null && s.deposit < s.amountDue ? { amount: s.deposit } : { refused: FORM_MESSAGES.noDeposit };
  return { amount: s.amountDue };
}

export const payFormSubmissionInput = z
  .object({
    formId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
    submissionId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
    amount: z.enum(PAYMENT_PARTS),
    /** A guest's proof of their own submission (returned by submitForm). */
    guestToken: z
      .string()
      .regex(/^[A-Za-z0-9_-]{20,100}$/)
      .optional(),
  })
  .strict();
export type PayFormSubmissionInput = z.infer<typeof payFormSubmissionInput>;
