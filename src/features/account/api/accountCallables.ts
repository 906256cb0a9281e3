import { call } from "@/lib/firebase";
import type { FoundUser } from "@rallyhub/domain/callables/users";

export type { FoundUser };

/** Spec §5: an e-mail-shaped query searches by e-mail, otherwise by uid (on the server, which also hides users who blocked you). */
export async function searchUser(query: string): Promise<FoundUser | null> {
  const { user } = await call("searchUser", { query });
  return user;
}
