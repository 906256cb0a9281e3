import { callFunction } from "@/lib/firebase";

/** Calls a callable Function by name with typed input and output. */
export function call<O>(name: string, data: object): Promise<O> {
  return callFunction<O>(name, data);
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
