import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, callError, callOk, closeAdmin, db, read, uniqueId, type Doc, type TestUser } from "./callables";
import { player } from "./eventFixtures";
import type { FormInput } from "@rallyhub/domain/forms/schema";
import type { FormPaymentState, SubmitFormResult } from "@rallyhub/domain/forms/submissions";

// Issue 14: forms and waivers. An organizer saves a form (a fee needs payouts);
// anyone fills it in, signed in or as a guest; the waiver is stored as it was
// signed; the fee, its deposit and the balance are paid through Checkout (the
// Stripe fake, started by `npm test`) to the organizer less the platform's fee;
// a declined card leaves the submission unpaid; the owner adds a submitter to the team.

const stripeBase = (): string => {
  const base = (process.env.STRIPE_API_BASE ?? "").replace(/\/+$/, "");
  if (!base) throw new Error("STRIPE_API_BASE is not set: run these through `npm test` (scripts/test.mjs starts the Stripe fake).");
  return base;
};
const CARD = { expiry: "12 / 34", cvc: "123", name: "Pat Payer" };
const GOOD = "4242 4242 4242 4242";
const DECLINED = "4000 0000 0000 0002";

async function idle(): Promise<void> {
  const res = await fetch(`${stripeBase()}/_fake/webhooks/idle?timeout_ms=20000`);
  if (res.status !== 200) throw new Error(`The fake's webhooks are not delivered: ${await res.text()}`);
}

async function stripeGet<T>(path: string): Promise<T> {
  const res = await fetch(`${stripeBase()}${path}`, { headers: { Authorization: "Bearer sk_test_rallyhub_fake" } });
  return (await res.json()) as T;
}

/** Pays on the fake's hosted Checkout page as a browser would; returns the HTTP status (303 paid, 402 declined). */
async function payOnCheckout(url: string, card: string, email: string): Promise<number> {
  const res = await fetch(url, { method: "POST", body: new URLSearchParams({ ...CARD, card_number: card, email }), redirect: "manual" });
  return res.status;
}

const WAIVER_TEXT = "I take part at my own risk.\n\nI release the organizer from all claims.";

const registration = (over: Partial<FormInput> = {}): FormInput => ({
  title: "Summer league registration",
  description: "Eight weeks of doubles.",
  teamId: null,
  fields: [
    { id: "name", type: "short_text", label: "Your name", required: true, helpText: "", options: [], waiverText: "" },
    {
      id: "division",
      type: "choice",
      label: "Division",
      required: true,
      helpText: "",
      options: [
        { id: "rec", label: "Recreational", fee: null },
        { id: "comp", label: "Competitive", fee: null },
      ],
      waiverText: "",
    },
    { id: "waiver", type: "waiver", label: "Liability waiver", required: true, helpText: "", options: [], waiverText: WAIVER_TEXT },
  ],
  fee: { mode: "fixed", amount: 40, fieldId: null },
  deposit: 10,
  ...over,
});

const signed = (name = "Pat Player") => ({ agreed: true, kind: "typed", name, image: "" });
const answers = (over: Record<string, unknown> = {}) => ({ name: "Pat", division: "rec", waiver: signed(), ...over });

let olivia: TestUser;
let pat: TestUser;
let riley: TestUser;
let accountId: string;
let formId: string;

async function mailTo(email: string): Promise<Doc[]> {
  const snap = await db().collection("mail").where("to", "==", email).get();
  return snap.docs.map((d) => d.data());
}

async function submission(id: string): Promise<Doc | undefined> {
  return read(`forms/${formId}/submissions/${id}`);
}

beforeAll(async () => {
  accountId = `acct_${uniqueId("forms").replace(/-/g, "_")}`;
  const seeded = await fetch(`${stripeBase()}/_fake/seed/account`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: accountId, email: "olivia@example.test" }),
  });
  expect(seeded.status).toBe(200);
  [olivia, pat, riley] = await Promise.all([
    player("forms-olivia", "Olivia", { stripeId: accountId, stripeChargesEnabled: true, stripeDetailsSubmitted: true }),
    player("forms-pat", "Pat"),
    player("forms-riley", "Riley"),
  ]);
  ({ formId } = await callOk<{ formId: string }>("saveForm", { formId: null, form: registration() }, olivia.token));
});

afterAll(closeAdmin);

describe("saving a form", () => {
  it("stores the owner's form, trimmed; edits are the owner's alone", async () => {
    expect(await read(`forms/${formId}`)).toMatchObject({
      title: "Summer league registration",
      creatorId: olivia.uid,
      creatorName: "Olivia",
      fee: { mode: "fixed", amount: 40, fieldId: null },
      deposit: 10,
      submissionCount: 0,
    });
    expect(await callError("saveForm", { formId, form: registration({ title: "Phishing" }) }, riley.token)).toEqual({
      status: "PERMISSION_DENIED",
      message: "Only the person who created this form can change it.",
    });
    expect((await call("saveForm", { formId: null, form: registration() })).error?.status).toBe("UNAUTHENTICATED");
  });

  it("needs a payouts account for a fee, and names what is wrong with the form", async () => {
    expect(await callError("saveForm", { formId: null, form: registration() }, riley.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "Set up Stripe under Subscriptions & Payouts before you add a fee to a form.",
    });
    await callOk("saveForm", { formId: null, form: registration({ fee: { mode: "none", amount: null, fieldId: null }, deposit: null }) }, riley.token);
    expect(await callError("saveForm", { formId: null, form: registration({ title: " " }) }, olivia.token)).toEqual({ status: "INVALID_ARGUMENT", message: "Give the form a title" });
    expect(await callError("saveForm", { formId: null, form: registration({ deposit: 50 }) }, olivia.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "The deposit cannot be more than the fee",
    });
  });

  it("links only a team the owner manages", async () => {
    const teamId = uniqueId("team");
    await db()
      .doc(`teams/${teamId}`)
      .set({ name: "Riley's Rockets", creator: riley.uid, managerIds: [riley.uid], memberIds: [riley.uid] });
    expect(await callError("saveForm", { formId: null, form: registration({ teamId }) }, olivia.token)).toEqual({
      status: "PERMISSION_DENIED",
      message: "You can only link a form to a team you manage.",
    });
  });
});

describe("filling in a form", () => {
  it("stores a guest's answers with the waiver's text as signed and the server's time; the receipt goes to the guest", async () => {
    const email = `${uniqueId("guest")}@example.test`;
    const before = Date.now();
    const result = await callOk<SubmitFormResult>("submitForm", { formId, email: ` ${email.toUpperCase()} `, answers: answers() }, "");
    expect(result).toMatchObject({ amountDue: 4000, deposit: 1000 });
    expect(result.guestToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const stored = await submission(result.submissionId);
    expect(stored).toMatchObject({
      formId,
      ownerId: olivia.uid,
      uid: null,
      email,
      name: "Pat Player",
      answers: { name: "Pat", division: "rec", waiver: { agreed: true, kind: "typed", name: "Pat Player", image: "" } },
      waivers: [{ fieldId: "waiver", label: "Liability waiver", text: WAIVER_TEXT }],
      amountDue: 4000,
      amountPaid: 0,
      paymentStatus: "unpaid",
      payments: [],
    });
    expect(stored?.guestKeyHash).toEqual(expect.any(String));
    expect(stored?.guestKeyHash).not.toBe(result.guestToken);
    const at = (stored?.submittedAt as { toMillis: () => number }).toMillis();
    expect(at).toBeGreaterThanOrEqual(before - 5000);
    expect((await read(`forms/${formId}`))?.submissionCount).toBeGreaterThanOrEqual(1);
    const receipts = (await mailTo(email)) as { template?: { name?: string; data?: Record<string, unknown> } }[];
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.template?.name).toBe("form-submission-receipt");
    expect(receipts[0]?.template?.data).toMatchObject({ formTitle: "Summer league registration", amountDue: "$40.00", balance: "$40.00", signedWaivers: ["Liability waiver"] });
  });

  it("keeps the waiver as signed when the owner edits the form later", async () => {
    const { submissionId } = await callOk<SubmitFormResult>("submitForm", { formId, answers: answers() }, pat.token);
    const { formId: other } = await callOk<{ formId: string }>("saveForm", { formId: null, form: registration() }, olivia.token);
    await callOk("saveForm", { formId: other, form: registration({ fields: registration().fields.map((f) => (f.type === "waiver" ? { ...f, waiverText: "A new text." } : f)) }) }, olivia.token);
    expect((await read(`forms/${other}`))?.fields).toEqual(expect.arrayContaining([expect.objectContaining({ waiverText: "A new text." })]));
    expect((await submission(submissionId))?.waivers).toEqual([{ fieldId: "waiver", label: "Liability waiver", text: WAIVER_TEXT }]);
    // A signed-in filler's address is their login's, and no guest token is made.
    expect(await submission(submissionId)).toMatchObject({ uid: pat.uid, email: pat.email, name: "Pat", guestKeyHash: null });
  });

  it("refuses a missing required answer or signature, naming the question", async () => {
    expect(await callError("submitForm", { formId, answers: answers({ name: "  " }) }, pat.token)).toEqual({ status: "INVALID_ARGUMENT", message: "Your name: Answer this question" });
    expect(await callError("submitForm", { formId, answers: answers({ waiver: { ...signed(), name: "" } }) }, pat.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "Liability waiver: Sign the waiver: type your full name",
    });
    expect(await callError("submitForm", { formId, answers: answers({ waiver: { ...signed(), agreed: false } }) }, pat.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "Liability waiver: Read the waiver to the end and tick that you agree",
    });
    expect(
      await callError("submitForm", { formId, answers: answers({ waiver: { agreed: true, kind: "drawn", name: "", image: `data:image/png;base64,${"A".repeat(250_000)}` } }) }, pat.token),
    ).toMatchObject({ status: "INVALID_ARGUMENT" });
    expect(await callError("submitForm", { formId, email: "nobody", answers: answers() }, "")).toEqual({ status: "INVALID_ARGUMENT", message: "Enter a valid e-mail address" });
    expect(await callError("submitForm", { formId, answers: answers({ extra: "x" }) }, pat.token)).toEqual({
      status: "INVALID_ARGUMENT",
      message: "The form has changed since you opened it. Reload the page and try again.",
    });
    expect(await callError("submitForm", { formId: "no-such-form", answers: answers() }, pat.token)).toEqual({ status: "NOT_FOUND", message: "Form not found" });
  });
});

describe("paying a submission", () => {
  it("pays the deposit, then the balance: to the owner less the fee, recorded once, with receipts", async () => {
    const { submissionId } = await callOk<SubmitFormResult>("submitForm", { formId, answers: answers() }, pat.token);
    expect(await callError("payFormSubmission", { formId, submissionId, amount: "deposit" }, riley.token)).toEqual({ status: "NOT_FOUND", message: "Submission not found" });
    const [first, second] = await Promise.all([
      callOk<{ url: string; sessionId: string }>("payFormSubmission", { formId, submissionId, amount: "deposit" }, pat.token),
      callOk<{ url: string; sessionId: string }>("payFormSubmission", { formId, submissionId, amount: "deposit" }, pat.token),
    ]);
    expect(second.sessionId).toBe(first.sessionId);
    expect(await payOnCheckout(first.url, GOOD, pat.email)).toBe(303);
    await idle();
    const afterDeposit = await submission(submissionId);
    expect(afterDeposit).toMatchObject({ amountPaid: 1000, paymentStatus: "partial", payments: [expect.objectContaining({ amount: 1000, part: "deposit" })] });
    const depositIntent = String((afterDeposit?.payments as { paymentIntentId: string }[])[0]?.paymentIntentId);
    expect(await stripeGet(`/v1/payment_intents/${depositIntent}`)).toMatchObject({ amount: 1000, application_fee_amount: 50, transfer_data: { destination: accountId } });
    expect(await read(`transactions/${depositIntent}`)).toMatchObject({ uid: pat.uid, kind: "form", amount: 1000, status: "paid", reference: submissionId });

    // The return page changes nothing more; the owner sees it, others do not.
    expect(await callOk<FormPaymentState>("getFormPayment", { formId, submissionId, sessionId: first.sessionId }, pat.token)).toMatchObject({
      session: "paid",
      amountPaid: 1000,
      paymentStatus: "partial",
      canPay: true,
    });
    expect(await callOk<FormPaymentState>("getFormPayment", { formId, submissionId }, olivia.token)).toMatchObject({ amountPaid: 1000, canPay: false });
    expect(await callError("getFormPayment", { formId, submissionId }, riley.token)).toEqual({ status: "NOT_FOUND", message: "Submission not found" });
    expect((await submission(submissionId))?.payments).toHaveLength(1);

    expect(await callError("payFormSubmission", { formId, submissionId, amount: "full" }, pat.token)).toEqual({
      status: "FAILED_PRECONDITION",
      message: "Part of the fee is paid already: pay the balance.",
    });
    const balance = await callOk<{ url: string }>("payFormSubmission", { formId, submissionId, amount: "balance" }, pat.token);
    expect(await payOnCheckout(balance.url, GOOD, pat.email)).toBe(303);
    await idle();
    expect(await submission(submissionId)).toMatchObject({ amountPaid: 4000, paymentStatus: "paid" });
    expect(await callError("payFormSubmission", { formId, submissionId, amount: "balance" }, pat.token)).toEqual({ status: "FAILED_PRECONDITION", message: "This submission is paid in full." });
    const receipts = (await mailTo(pat.email)).filter((m) => (m.template as { name: string }).name === "form-payment-receipt").map((m) => (m.template as { data: Doc }).data);
    expect(receipts).toEqual(expect.arrayContaining([expect.objectContaining({ amount: "$10.00", balance: "$30.00" }), expect.objectContaining({ amount: "$30.00", balance: "$0.00" })]));
  });

  it("a guest pays the whole fee with their token; a declined card first leaves it unpaid and payable", async () => {
    const email = `${uniqueId("guest")}@example.test`;
    const { submissionId, guestToken } = await callOk<SubmitFormResult>("submitForm", { formId, email, answers: answers() }, "");
    expect(await callError("payFormSubmission", { formId, submissionId, amount: "full" }, "")).toEqual({ status: "NOT_FOUND", message: "Submission not found" });
    expect(await callError("payFormSubmission", { formId, submissionId, amount: "full", guestToken: "x".repeat(32) }, "")).toEqual({ status: "NOT_FOUND", message: "Submission not found" });
    const checkout = await callOk<{ url: string; sessionId: string }>("payFormSubmission", { formId, submissionId, amount: "full", guestToken }, "");
    expect(await payOnCheckout(checkout.url, DECLINED, email)).toBe(402);
    await idle();
    expect(await submission(submissionId)).toMatchObject({ amountPaid: 0, paymentStatus: "unpaid", payments: [] });
    expect(await callOk<FormPaymentState>("getFormPayment", { formId, submissionId, sessionId: checkout.sessionId }, "")).toMatchObject({ session: "open", amountPaid: 0, canPay: false });

    // The same session, now with a good card.
    expect(await payOnCheckout(checkout.url, GOOD, email)).toBe(303);
    await idle();
    expect(await submission(submissionId)).toMatchObject({ amountPaid: 4000, paymentStatus: "paid" });
    expect(await callOk<FormPaymentState>("getFormPayment", { formId, submissionId, guestToken }, "")).toMatchObject({ paymentStatus: "paid", canPay: true });
    expect((await mailTo(email)).map((m) => (m.template as { name: string }).name).sort()).toEqual(["form-payment-receipt", "form-submission-receipt"]);
  });

  it("refunds a second payment of a fee already paid", async () => {
    const { submissionId } = await callOk<SubmitFormResult>("submitForm", { formId, answers: answers() }, pat.token);
    const a = await callOk<{ url: string; sessionId: string }>("payFormSubmission", { formId, submissionId, amount: "full" }, pat.token);
    await db().doc(`forms/${formId}/submissions/${submissionId}`).update({ amountPaid: 4000, paymentStatus: "paid" });
    expect(await payOnCheckout(a.url, GOOD, pat.email)).toBe(303);
    await idle();
    expect(await callOk<FormPaymentState>("getFormPayment", { formId, submissionId, sessionId: a.sessionId }, pat.token)).toMatchObject({ session: "refunded" });
    expect((await submission(submissionId))?.payments).toEqual([]);
  });
});

describe("team-form-add", () => {
  it("the owner invites a signed-in submitter to the form's team as a pending member", async () => {
    const teamId = uniqueId("team");
    await db()
      .doc(`teams/${teamId}`)
      .set({ name: "Olivia's Aces", creator: olivia.uid, managerIds: [olivia.uid], memberIds: [olivia.uid], rosterPreview: [] });
    await db()
      .doc(`teams/${teamId}/roster/${olivia.uid}`)
      .set({ id: olivia.uid, uid: olivia.uid, email: olivia.email, displayName: "Olivia", photoURL: "", role: "owner", invitedBy: null, invitedAt: null, joinedAt: Date.now() });
    const { formId: teamForm } = await callOk<{ formId: string }>(
      "saveForm",
      { formId: null, form: registration({ teamId, fee: { mode: "none", amount: null, fieldId: null }, deposit: null }) },
      olivia.token,
    );
    expect((await read(`forms/${teamForm}`))?.teamName).toBe("Olivia's Aces");

    expect(await callError("addFormSubmitterToTeam", { formId: teamForm, userId: pat.uid }, olivia.token)).toEqual({ status: "NOT_FOUND", message: "This person has not filled in this form." });
    await callOk("submitForm", { formId: teamForm, answers: answers() }, pat.token);
    expect(await callError("addFormSubmitterToTeam", { formId: teamForm, userId: pat.uid }, riley.token)).toEqual({
      status: "PERMISSION_DENIED",
      message: "Only the person who created this form can change it.",
    });
    expect(await callOk("addFormSubmitterToTeam", { formId: teamForm, userId: pat.uid }, olivia.token)).toMatchObject({ teamId, teamName: "Olivia's Aces" });
    expect(await read(`teams/${teamId}/roster/${pat.uid}`)).toMatchObject({ uid: pat.uid, role: "pending", invitedBy: olivia.uid });
    expect((await callError("addFormSubmitterToTeam", { formId: teamForm, userId: pat.uid }, olivia.token)).status).toBe("ALREADY_EXISTS");
    expect(await callError("addFormSubmitterToTeam", { formId, userId: pat.uid }, olivia.token)).toEqual({ status: "FAILED_PRECONDITION", message: "This form is not linked to a team." });
  });
});
