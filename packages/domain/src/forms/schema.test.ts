import { describe, expect, it } from "vitest";
import { amountDueFor, blankAnswers, blankField, blankForm, chargeFor, depositFor, FORM_MESSAGES, formInputSchema, paymentStatusOf, submissionSchema, type FormField, type FormInput } from "./schema";

const field = (id: string, type: FormField["type"], over: Partial<FormField> = {}): FormField => ({ ...blankField(id, type), label: `Question ${id}`, ...over });
const options = (...labels: string[]) => labels.map((label, i) => ({ id: `o${i}`, label, fee: null as number | null }));

const registration = (over: Partial<FormInput> = {}): FormInput => ({
  ...blankForm(),
  title: " Summer league ",
  fields: [
    field("name", "short_text", { required: true }),
    field("division", "choice", { required: true, options: options("Rec", "Competitive") }),
    field("waiver", "waiver", { required: false, waiverText: "I take part at my own risk." }),
  ],
  fee: { mode: "fixed", amount: 40, fieldId: null },
  deposit: 10,
  ...over,
});

const messagesOf = (input: unknown): string[] => {
  const result = formInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe("the form builder's schema", () => {
  it("keeps a valid form, trimmed, with a waiver always required and unused parts dropped", () => {
    const out = formInputSchema.parse(
      registration({ fields: [field("name", "short_text", { options: options("x", "y"), waiverText: "stray" }), field("waiver", "waiver", { required: false, waiverText: " Risky. " })] }),
    );
    expect(out.title).toBe("Summer league");
    expect(out.fields[0]).toMatchObject({ options: [], waiverText: "" });
    expect(out.fields[1]).toMatchObject({ required: true, waiverText: "Risky." });
    expect(out.fee).toEqual({ mode: "fixed", amount: 40, fieldId: null });
    expect(out.deposit).toBe(10);
  });

  it("says what is missing: a title, a question, its label, two options, the waiver's text", () => {
    expect(messagesOf(registration({ title: "  " }))).toContain(FORM_MESSAGES.title);
    expect(messagesOf(registration({ fields: [] }))).toContain(FORM_MESSAGES.noFields);
    expect(messagesOf(registration({ fields: [field("a", "short_text", { label: " " })] }))).toContain(FORM_MESSAGES.label);
    expect(messagesOf(registration({ fields: [field("a", "choice", { options: options("Only") })] }))).toContain(FORM_MESSAGES.twoOptions);
    expect(messagesOf(registration({ fields: [field("a", "checkboxes", { options: options("Same", "same ") })] }))).toContain(FORM_MESSAGES.optionTwice);
    expect(messagesOf(registration({ fields: [field("a", "waiver", { waiverText: "  " })] }))).toContain(FORM_MESSAGES.waiverText);
  });

  it("takes a fixed fee in dollars and cents from $0.50 to $10,000, and a deposit up to the fee", () => {
    for (const amount of [0.5, 12.99, 10_000]) expect(messagesOf(registration({ fee: { mode: "fixed", amount, fieldId: null }, deposit: null }))).toEqual([]);
    for (const amount of [0.49, 0, 12.345, null]) expect(messagesOf(registration({ fee: { mode: "fixed", amount, fieldId: null }, deposit: null }))).toContain(FORM_MESSAGES.feeAmount);
    expect(messagesOf(registration({ deposit: 40 }))).toEqual([]);
    expect(messagesOf(registration({ deposit: 40.01 }))).toContain(FORM_MESSAGES.depositOverFee);
    expect(messagesOf(registration({ deposit: 0.1 }))).toContain(FORM_MESSAGES.deposit);
  });

  it("takes a fee per option of a choice question; the deposit is no more than the smallest fee", () => {
    const priced = (fees: (number | null)[], deposit: number | null = null) =>
      registration({
        fields: [field("division", "choice", { options: fees.map((fee, i) => ({ id: `o${i}`, label: `Option ${i}`, fee })) })],
        fee: { mode: "option", amount: 99, fieldId: "division" },
        deposit,
      });
    const out = formInputSchema.parse(priced([25, null, 0]));
    expect(out.fee).toEqual({ mode: "option", amount: null, fieldId: "division" });
    expect(out.fields[0]?.options.map((o) => o.fee)).toEqual([25, null, null]);
    expect(messagesOf(priced([null, null]))).toContain(FORM_MESSAGES.feeOptionNeeded);
    expect(messagesOf(priced([25, 0.2]))).toContain(FORM_MESSAGES.optionFee);
    expect(messagesOf(priced([25, 40], 25))).toEqual([]);
    expect(messagesOf(priced([25, 40], 30))).toContain(FORM_MESSAGES.depositOverFee);
    expect(messagesOf(registration({ fee: { mode: "option", amount: null, fieldId: "name" } }))).toContain(FORM_MESSAGES.feeField);
  });

  it("drops the deposit and the fee's settings of a free form", () => {
    expect(formInputSchema.parse(registration({ fee: { mode: "none", amount: 40, fieldId: "division" }, deposit: 10 }))).toMatchObject({
      fee: { mode: "none", amount: null, fieldId: null },
      deposit: null,
    });
  });

  it("refuses ids that could be paths, and two questions with one id", () => {
    expect(formInputSchema.safeParse(registration({ fields: [field("a.b", "short_text")] })).success).toBe(false);
    expect(formInputSchema.safeParse(registration({ fields: [field("a", "short_text"), field("a", "email")] })).success).toBe(false);
  });
});

describe("filling in a form", () => {
  const form = formInputSchema.parse(
    registration({
      fields: [
        field("name", "short_text", { required: true }),
        field("notes", "long_text"),
        field("division", "choice", { required: true, options: options("Rec", "Competitive") }),
        field("nights", "checkboxes", { options: options("Mon", "Tue", "Wed") }),
        field("born", "date"),
        field("age", "number", { required: true }),
        field("mail", "email"),
        field("phone", "phone"),
        field("waiver", "waiver", { waiverText: "At my own risk." }),
      ],
    }),
  );
  const signed = { agreed: true, kind: "typed" as const, name: " Pat Player ", image: "ignored" };
  const valid = { email: " Pat@Example.test ", answers: { ...blankAnswers(form.fields), name: " Pat ", division: "o1", nights: ["o2", "o0"], age: "34", waiver: signed } };
  const errorsOf = (input: unknown, guest = true) => {
    const result = submissionSchema(form, { guest }).safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("keeps the answers, normalised; parsing them again gives the same", () => {
    const out = submissionSchema(form, { guest: true }).parse(valid);
    expect(out.email).toBe("pat@example.test");
    expect(out.answers).toMatchObject({ name: "Pat", division: "o1", nights: ["o0", "o2"], age: 34, waiver: { agreed: true, kind: "typed", name: "Pat Player", image: "" } });
    expect(submissionSchema(form, { guest: true }).parse(out)).toEqual(out);
  });

  it("names each missing required answer, and a missing signature", () => {
    const errors = errorsOf({ email: "", answers: blankAnswers(form.fields) });
    expect(errors).toMatchObject({
      email: FORM_MESSAGES.yourEmail,
      "answers.name": FORM_MESSAGES.required,
      "answers.division": FORM_MESSAGES.chooseOne,
      "answers.age": FORM_MESSAGES.required,
      "answers.waiver.agreed": FORM_MESSAGES.waiverAgree,
      "answers.waiver.name": FORM_MESSAGES.signatureTyped,
    });
    expect(errors).not.toHaveProperty("answers.notes");
    expect(errorsOf({ ...valid, answers: { ...valid.answers, waiver: { ...signed, kind: "drawn", image: "" } } })).toEqual({ "answers.waiver.image": FORM_MESSAGES.signatureDrawn });
    expect(errorsOf({ ...valid, answers: { ...valid.answers, waiver: { ...signed, kind: "drawn", image: `data:image/png;base64,${"A".repeat(200_001)}` } } })).toEqual({
      "answers.waiver.image": FORM_MESSAGES.signatureTooLarge,
    });
    expect(errorsOf({ ...valid, answers: { ...valid.answers, waiver: { ...signed, kind: "drawn", image: "data:text/html;base64,PGI+" } } })).toEqual({
      "answers.waiver.image": FORM_MESSAGES.signatureDrawn,
    });
  });

  it("checks formats: e-mail, phone, date, number and options", () => {
    const errors = errorsOf({ ...valid, answers: { ...valid.answers, mail: "pat@", phone: "12", born: "2024-02-30", age: "old", division: "o9", nights: ["o0", "o0"] } });
    expect(errors).toEqual({
      "answers.mail": FORM_MESSAGES.email,
      "answers.phone": FORM_MESSAGES.phone,
      "answers.born": FORM_MESSAGES.date,
      "answers.age": FORM_MESSAGES.number,
      "answers.division": FORM_MESSAGES.unknownOption,
      "answers.nights": FORM_MESSAGES.unknownOption,
    });
    expect(errorsOf({ ...valid, answers: { ...valid.answers, phone: "+1 (512) 555-0100", born: "2024-02-29" } })).toEqual({});
  });

  it("refuses answers to questions the form does not have; a signed-in filler needs no e-mail", () => {
    expect(submissionSchema(form, { guest: true }).safeParse({ ...valid, answers: { ...valid.answers, extra: "x" } }).success).toBe(false);
    expect(errorsOf({ answers: valid.answers }, false)).toEqual({});
  });
});

describe("what a submission costs", () => {
  const fixed = formInputSchema.parse(registration());
  const perOption = formInputSchema.parse(
    registration({
      fields: [
        field("division", "choice", {
          options: [
            { id: "rec", label: "Rec", fee: 25 },
            { id: "free", label: "Free", fee: null },
          ],
        }),
      ],
      fee: { mode: "option", amount: null, fieldId: "division" },
      deposit: 5,
    }),
  );

  it("is the fixed fee, or the chosen option's, in cents; a deposit below it", () => {
    expect(amountDueFor(fixed, {})).toBe(4000);
    expect(amountDueFor(perOption, { division: "rec" })).toBe(2500);
    expect(amountDueFor(perOption, { division: "free" })).toBe(0);
    expect(depositFor(fixed, 4000)).toBe(1000);
    expect(depositFor(fixed, 0)).toBeNull();
    expect(depositFor({ deposit: 40 }, 4000)).toBeNull();
  });

  it("pays the whole fee or the deposit first, then the balance", () => {
    const fresh = { amountDue: 4000, amountPaid: 0, deposit: 1000 };
    expect(chargeFor("full", fresh)).toEqual({ amount: 4000 });
    expect(chargeFor("deposit", fresh)).toEqual({ amount: 1000 });
    expect(chargeFor("balance", fresh)).toEqual({ amount: 4000 });
    const partly = { ...fresh, amountPaid: 1000 };
    expect(chargeFor("balance", partly)).toEqual({ amount: 3000 });
    expect(chargeFor("full", partly)).toEqual({ refused: FORM_MESSAGES.partlyPaid });
    expect(chargeFor("deposit", partly)).toEqual({ refused: FORM_MESSAGES.partlyPaid });
    expect(chargeFor("balance", { ...fresh, amountPaid: 4000 })).toEqual({ refused: FORM_MESSAGES.paidInFull });
    expect(chargeFor("deposit", { ...fresh, deposit: null })).toEqual({ refused: FORM_MESSAGES.noDeposit });
    expect(chargeFor("full", { amountDue: 0, amountPaid: 0, deposit: null })).toEqual({ refused: FORM_MESSAGES.nothingDue });
  });

  it("is unpaid, partly paid or paid", () => {
    expect([paymentStatusOf(0, 0), paymentStatusOf(4000, 0), paymentStatusOf(4000, 1000), paymentStatusOf(4000, 4000)]).toEqual(["none", "unpaid", "partial", "paid"]);
  });
});
