import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { missingServerDefaults } from "./serverDefaults";

/** Gives every new user document the server-owned fields with their defaults. */
export const onUserCreated = onDocumentCreated("users/{uid}", async (event) => {
  const snapshot = event.data;
  if (!snapshot) return;
  const update = missingServerDefaults(snapshot.data());
  if (update) await snapshot.ref.set(update, { merge: true });
});
