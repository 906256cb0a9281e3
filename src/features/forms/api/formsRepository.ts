import { doc, getDoc } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { FAILURE } from "@/lib/messages";

export interface FormSummary {
  id: string;
  title: string;
  creatorId: string;
}

export async function getFormSummary(id: string): Promise<FormSummary | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "forms", id));
    if (!snap.exists()) return null;
    const d = snap.data();
    return { id: snap.id, title: typeof d.title === "string" ? d.title : "Untitled form", creatorId: typeof d.creatorId === "string" ? d.creatorId : "" };
  } catch (error) {
    throw toAppError(error, FAILURE.formLoad);
  }
}
