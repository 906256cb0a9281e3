import { getStorageClient } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { updatePublicProfile, updateUserFields } from "./userSettings";

/** Whether photo uploads work here (Storage configured); where it is absent the dialog says so. */
export async function uploadsAvailable(): Promise<boolean> {
  return (await getStorageClient()) !== null;
}

/** Uploads a cropped avatar to Storage at avatars/{uid}.jpg and returns its URL. */
export async function uploadAvatar(uid: string, blob: Blob): Promise<string> {
  const storage = await getStorageClient();
  if (!storage) throw new AppError("unavailable", "Photo uploads are not available right now.");
  const { ref, uploadBytes, getDownloadURL } = await import("firebase/storage");
  try {
    const target = ref(storage, `avatars/${uid}.jpg`);
    await uploadBytes(target, blob, { contentType: "image/jpeg", cacheControl: "public, max-age=3600" });
    return await getDownloadURL(target);
  } catch (error) {
    throw toAppError(error, "Your photo could not be uploaded. Please try again.");
  }
}

/** Saves the photo on the account and the public profile. */
export async function setPhotoURL(uid: string, photoURL: string): Promise<void> {
  await Promise.all([
    updateUserFields(uid, { photoURL }, "Your photo could not be saved. Please try again."),
    updatePublicProfile(uid, { photoURL }, "Your photo could not be saved. Please try again."),
  ]);
}
