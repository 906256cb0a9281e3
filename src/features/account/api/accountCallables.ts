import { httpsCallable } from "firebase/functions";
import { getFunctionsClient } from "@/lib/firebase";

/** Calls a callable Function by name with typed input and output. */
export async function call<O>(name: string, data: object): Promise<O> {
  const functions = await getFunctionsClient();
  const result = await httpsCallable<object, O>(functions, name)(data);
  return result.data;
}

export interface FoundUser {
  uid: string;
  displayName: string;
  email: string;
  photoURL: string;
}

/** Spec §5: an e-mail-shaped query searches by e-mail, otherwise by uid (on the server, which also hides users who blocked you). */
export async function searchUser(query: string): Promise<FoundUser | null> {
  const { user } = await call<{ user: FoundUser | null }>("searchUser", { query });
  return user;
}
