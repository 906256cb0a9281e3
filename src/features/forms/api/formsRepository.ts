import { collection, deleteDoc, doc, getDoc, getDocs, limit, onSnapshot, orderBy, query, startAfter, where, type DocumentSnapshot, type Firestore, type QuerySnapshot } from "firebase/firestore";
import { call, getDb, listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { CallableInput } from "@rallyhub/domain/callables/all";
import { FORM_LIMITS, FORM_MESSAGES, type FormDef, type FormInput, type PayFormSubmissionInput, type SubmissionInput } from "@rallyhub/domain/forms/schema";
import type { FormSubmission } from "@rallyhub/domain/forms/submissions";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { formListItemSchema, formSchema, submissionSchema, type FormListItem } from "@rallyhub/domain/stored/forms";

/** A form, or null when there is none with that id. */
export async function getForm(id: string): Promise<FormDef | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "forms", id));
    return snap.exists() ? readDoc(formSchema, snap) : null;
  } catch (error) {
    throw toAppError(error, FORM_MESSAGES.loadFailed);
  }
}

/** The forms a user made, most recently changed first: the first `max`, and whether there are more. */
export async function listMyForms(uid: string, max: number): Promise<{ items: FormListItem[]; more: boolean }> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(collection(db, "forms"), where("creatorId", "==", uid), orderBy("updatedAt", "desc"), limit(max + 1)));
    return { items: snap.docs.slice(0, max).map((d) => readDoc(formListItemSchema, d)), more: snap.docs.length > max };
  } catch (error) {
    throw toAppError(error, FORM_MESSAGES.loadFailed);
  }
}

export async function deleteForm(id: string): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, "forms", id));
}

const submissionsOf = (db: Firestore, formId: string) => collection(db, "forms", formId, "submissions");

/** A form's submissions for its owner, newest first, live (payments land later): the first `max`, and whether there are more. */
export function watchSubmissions(formId: string, ownerId: string, max: number, onChange: (page: { items: FormSubmission[]; more: boolean }) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(submissionsOf(db, formId), where("ownerId", "==", ownerId), orderBy("submittedAt", "desc"), limit(max + 1)),
      (snap) => onChange({ items: snap.docs.slice(0, max).map((d) => readDoc(submissionSchema, d)), more: snap.docs.length > max }),
      (error) => onError(toAppError(error, FORM_MESSAGES.submissionsLoadFailed)),
    ),
  );
}

/** Every submission of a form for its CSV, page by page, at most FORM_LIMITS.csvRows; `truncated` when there were more. */
export async function fetchAllSubmissions(formId: string, ownerId: string): Promise<{ items: FormSubmission[]; truncated: boolean }> {
  const db = await getDb();
  const items: FormSubmission[] = [];
  let cursor: DocumentSnapshot | null = null;
  try {
    for (;;) {
      const base = query(submissionsOf(db, formId), where("ownerId", "==", ownerId), orderBy("submittedAt", "desc"), limit(FORM_LIMITS.csvPage));
      const snap: QuerySnapshot = await getDocs(cursor ? query(base, startAfter(cursor)) : base);
      for (const d of snap.docs) items.push(readDoc(submissionSchema, d));
      if (items.length >= FORM_LIMITS.csvRows) return { items: items.slice(0, FORM_LIMITS.csvRows), truncated: items.length > FORM_LIMITS.csvRows || snap.docs.length === FORM_LIMITS.csvPage };
      if (snap.docs.length < FORM_LIMITS.csvPage) return { items, truncated: false };
      cursor = snap.docs[snap.docs.length - 1] ?? null;
    }
  } catch (error) {
    throw toAppError(error, FORM_MESSAGES.submissionsLoadFailed);
  }
}

/** One submission, for its owner or the person who sent it (the rules refuse anyone else: read as not found). */
export async function getSubmission(formId: string, submissionId: string): Promise<FormSubmission | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(submissionsOf(db, formId), submissionId));
    return snap.exists() ? readDoc(submissionSchema, snap) : null;
  } catch (error) {
    const e = toAppError(error, FORM_MESSAGES.loadFailed);
    if (e.code === "permission-denied") return null;
    throw e;
  }
}

/** The owner's latest submission of a form by a signed-in user (team-form-add names who is added). */
export async function findSubmissionBy(formId: string, ownerId: string, uid: string): Promise<FormSubmission | null> {
  const db = await getDb();
  try {
    const snap = await getDocs(query(submissionsOf(db, formId), where("ownerId", "==", ownerId), where("uid", "==", uid), limit(1)));
    const d = snap.docs[0];
    return d ? readDoc(submissionSchema, d) : null;
  } catch (error) {
    throw toAppError(error, FORM_MESSAGES.submissionsLoadFailed);
  }
}

export const saveForm = (formId: string | null, form: FormInput) => call("saveForm", { formId, form });
export const submitForm = (formId: string, input: SubmissionInput) => call("submitForm", { formId, ...input });
export const payFormSubmission = (input: PayFormSubmissionInput) => call("payFormSubmission", input);
export const getFormPayment = (input: CallableInput<"getFormPayment">) => call("getFormPayment", input);
export const addFormSubmitterToTeam = (formId: string, userId: string) => call("addFormSubmitterToTeam", { formId, userId });
