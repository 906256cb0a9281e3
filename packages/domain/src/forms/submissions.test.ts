import { describe, expect, it } from "vitest";
import { answerText, csvCell, submissionsCsv, type FormSubmission, type SubmissionQuestion } from "./submissions";

const questions: SubmissionQuestion[] = [
  { id: "name", label: "Name", type: "short_text", options: [] },
  { id: "division", label: "Division", type: "choice", options: [{ id: "rec", label: "Rec" }] },
  {
    id: "nights",
    label: "Nights",
    type: "checkboxes",
    options: [
      { id: "mon", label: "Mon" },
      { id: "tue", label: "Tue" },
    ],
  },
  { id: "waiver", label: "Waiver", type: "waiver", options: [] },
];

const submission = (over: Partial<FormSubmission> = {}): FormSubmission => ({
  id: "s1",
  formId: "f1",
  formTitle: "League",
  ownerId: "o1",
  uid: null,
  email: "pat@example.test",
  name: 'Pat, "The Ace"',
  answers: { name: '=HYPERLINK("x")', division: "rec", nights: ["mon", "tue"], waiver: { agreed: true, kind: "typed", name: "Pat", image: "" } },
  questions,
  waivers: [],
  submittedAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  amountDue: 4000,
  deposit: 1000,
  amountPaid: 1000,
  paymentStatus: "partial",
  payments: [],
  currency: "usd",
  ...over,
});

describe("answers as text", () => {
  it("names options and signatures", () => {
    expect(answerText(questions[1] as SubmissionQuestion, "rec")).toBe("Rec");
    expect(answerText(questions[2] as SubmissionQuestion, ["mon", "tue"])).toBe("Mon; Tue");
    expect(answerText(questions[3] as SubmissionQuestion, { agreed: true, kind: "drawn", name: "", image: "data:" })).toBe("Signed (drawn)");
    expect(answerText(questions[0] as SubmissionQuestion, null)).toBe("");
  });
});

describe("CSV", () => {
  it("quotes commas and quotes, and makes formulas inert", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("plain")).toBe("plain");
  });

  it("has a header and one row per submission, with the money in dollars", () => {
    const csv = submissionsCsv(questions, [submission()]);
    const [header, row] = csv.split("\r\n");
    expect(header).toBe("Submitted,Name,E-mail,Name,Division,Nights,Waiver,Amount due,Amount paid,Payment");
    expect(row).toBe('2026-01-02T03:04:05.000Z,"Pat, ""The Ace""",pat@example.test,"\'=HYPERLINK(""x"")",Rec,Mon; Tue,Signed: Pat,40.00,10.00,partial');
  });
});
