// forms/{formId} and forms/{formId}/submissions/{submissionId} (issue 14).
import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, where, type DocumentData } from "firebase/firestore";
import { describe, it } from "vitest";
import { A_DATE, rulesHarness } from "./setup";

const h = rulesHarness();

const form = (overrides: DocumentData = {}): DocumentData => ({
  title: "Summer league sign-up",
  creatorId: "alice",
  creatorName: "Alice",
  description: "",
  teamId: null,
  teamName: null,
  fields: [{ id: "name", label: "Name", type: "short_text", required: true, helpText: "", options: [], waiverText: "" }],
  fee: { mode: "fixed", amount: 40, fieldId: null },
  deposit: null,
  createdAt: A_DATE,
  updatedAt: A_DATE,
  ...overrides,
});

const submission = (overrides: DocumentData = {}): DocumentData => ({
  formId: "f1",
  formTitle: "Summer league sign-up",
  ownerId: "alice",
  uid: "bob",
  email: "bob@example.com",
  name: "Bob",
  answers: { name: "Bob", waiver: { agreed: true, kind: "typed", name: "Bob", image: "" } },
  questions: [],
  waivers: [{ fieldId: "waiver", label: "Waiver", text: "At my own risk." }],
  submittedAt: A_DATE,
  amountDue: 4000,
  deposit: null,
  amountPaid: 0,
  paymentStatus: "unpaid",
  payments: [],
  currency: "usd",
  guestKeyHash: null,
  ...overrides,
});

describe("forms/{formId}", () => {
  it("lets a signed-out visitor read a form (shared links)", async () => {
    await h.seed({ "forms/f1": form() });
    await assertSucceeds(getDoc(doc(h.anon(), "forms/f1")));
  });

  it("lets its creator list their forms", async () => {
    await h.seed({ "forms/f1": form() });
    await assertSucceeds(getDocs(query(collection(h.as("alice"), "forms"), where("creatorId", "==", "alice"), orderBy("updatedAt", "desc"), limit(20))));
  });

  it("refuses a form written by a client, even its creator's (saveForm checks the fee, the team and the shape)", async () => {
    await assertFails(setDoc(doc(h.as("alice"), "forms/f1"), form()));
    await assertFails(setDoc(doc(h.anon(), "forms/f2"), form()));
  });

  it("refuses edits by anyone: the creator saves through saveForm", async () => {
    await h.seed({ "forms/f1": form() });
    await assertFails(updateDoc(doc(h.as("alice"), "forms/f1"), { fee: { mode: "none", amount: null, fieldId: null } }));
    await assertFails(updateDoc(doc(h.as("bob"), "forms/f1"), { title: "Phishing" }));
    await assertFails(updateDoc(doc(h.anon(), "forms/f1"), { title: "Phishing" }));
  });

  it("lets its creator delete it, and nobody else", async () => {
    await h.seed({ "forms/f1": form(), "forms/f2": form({ submissionCount: 0 }) });
    await assertFails(deleteDoc(doc(h.as("bob"), "forms/f1")));
    await assertFails(deleteDoc(doc(h.anon(), "forms/f1")));
    await assertSucceeds(deleteDoc(doc(h.as("alice"), "forms/f1")));
    await assertSucceeds(deleteDoc(doc(h.as("alice"), "forms/f2")));
  });

  it("keeps a form that has submissions (its signed waivers stay on record)", async () => {
    await h.seed({ "forms/f1": form({ submissionCount: 1 }) });
    await assertFails(deleteDoc(doc(h.as("alice"), "forms/f1")));
  });
});

describe("forms/{formId}/submissions/{submissionId}", () => {
  const path = "forms/f1/submissions/s1";

  it("lets the form's owner read a submission and list them by ownerId", async () => {
    await h.seed({ "forms/f1": form(), [path]: submission() });
    await assertSucceeds(getDoc(doc(h.as("alice"), path)));
    await assertSucceeds(getDocs(query(collection(h.as("alice"), "forms/f1/submissions"), where("ownerId", "==", "alice"), orderBy("submittedAt", "desc"), limit(26))));
  });

  it("lets the person who sent it read their own, and nobody else", async () => {
    await h.seed({ "forms/f1": form(), [path]: submission(), "forms/f1/submissions/s2": submission({ uid: "carol", email: "carol@example.com" }) });
    await assertSucceeds(getDoc(doc(h.as("bob"), path)));
    await assertFails(getDoc(doc(h.as("bob"), "forms/f1/submissions/s2")));
    await assertFails(getDoc(doc(h.as("dave"), path)));
    await assertFails(getDoc(doc(h.anon(), path)));
  });

  it("refuses a list that is not the owner's own (a submitter cannot list the others)", async () => {
    await h.seed({ "forms/f1": form(), [path]: submission() });
    await assertFails(getDocs(query(collection(h.as("bob"), "forms/f1/submissions"), limit(10))));
    await assertFails(getDocs(query(collection(h.as("bob"), "forms/f1/submissions"), where("ownerId", "==", "alice"))));
    await assertFails(getDocs(query(collection(h.anon(), "forms/f1/submissions"), limit(10))));
  });

  it("keeps a guest's submission from everyone but the owner", async () => {
    await h.seed({ "forms/f1": form(), [path]: submission({ uid: null, email: "guest@example.com" }) });
    await assertSucceeds(getDoc(doc(h.as("alice"), path)));
    await assertFails(getDoc(doc(h.asWithToken("guest", { email: "guest@example.com", email_verified: true }), path)));
  });

  it("refuses a submission written by a client (submitForm writes them)", async () => {
    await h.seed({ "forms/f1": form() });
    await assertFails(setDoc(doc(h.as("bob"), path), submission()));
    await assertFails(setDoc(doc(h.anon(), path), submission({ uid: null })));
    await assertFails(setDoc(doc(h.as("alice"), path), submission()));
  });

  it("lets nobody edit a signed waiver, mark it paid, or remove it: not the signer, not the owner", async () => {
    await h.seed({ "forms/f1": form(), [path]: submission() });
    await assertFails(updateDoc(doc(h.as("bob"), path), { waivers: [{ fieldId: "waiver", label: "Waiver", text: "Nothing at all." }] }));
    await assertFails(updateDoc(doc(h.as("bob"), path), { "answers.waiver.name": "Someone else" }));
    await assertFails(updateDoc(doc(h.as("alice"), path), { "answers.waiver.name": "Someone else" }));
    await assertFails(updateDoc(doc(h.as("bob"), path), { amountPaid: 4000, paymentStatus: "paid" }));
    await assertFails(deleteDoc(doc(h.as("bob"), path)));
    await assertFails(deleteDoc(doc(h.as("alice"), path)));
  });
});
