import { getDb, getStorageClient } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";

/** Whether photo uploads work here (Storage configured); where it is absent the dialog says so. */
export async function uploadsAvailable(): Promise<boolean> {
  return (await getStorageClient()) !== null;
}

/** Uploads a cropped avatar to Storage at avatars/{uid}.jpg and returns its URL. */
export async function uploadAvatar(uid: string, blob: Blob): Promise<string> {
  const storage = await getStorageClient();
  if (!storage) throw new AppError("unavailable", APP_MESSAGES.failure.uploadsUnavailable);
  const { ref, uploadBytes, getDownloadURL } = await import("firebase/storage");
  try {
    const target = ref(storage, `avatars/${uid}.jpg`);
    await uploadBytes(target, blob, { contentType: "image/jpeg", cacheControl: "public, max-age=3600" });
    return await getDownloadURL(target);
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.photoUpload);
  }
}

/** Saves the photo on the account and the public profile, in one batch so the two never disagree. */
export async function setPhotoURL(uid: string, photoURL: string): Promise<void> {
  const [db, { doc, serverTimestamp, writeBatch }] = await Promise.all([getDb(), import("firebase/firestore")]);
  const batch = writeBatch(db);
  batch.update(doc(db, "users", uid), { photoURL, updatedAt: serverTimestamp() });
  batch.set(doc(db, "publicProfiles", uid), { photoURL, updatedAt: serverTimestamp() }, { merge: true });
  try {
    await batch.commit();
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.photoSave);
  }
}
