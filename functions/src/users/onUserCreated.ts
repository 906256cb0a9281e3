import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { userWriteSchema } from "@rallyhub/domain/stored/write/users";
import { missingServerDefaults } from "./serverDefaults";

/** Gives every new user document the server-owned fields with their defaults. */
export const onUserCreated = onDocumentCreated("users/{uid}", async (event) => {
  const snapshot = event.data;
  if (!snapshot) return;
  const update = missingServerDefaults(snapshot.data());
  if (!update) return;
  try {
    // update(), not set(): a user deleted meanwhile must not be brought back by this trigger.
    await snapshot.ref.update(writeFields(userWriteSchema, update));
  } catch (error) {
    if ((error as { code?: unknown }).code === 5) return; // NOT_FOUND: the document is gone
    throw error;
  }
});
