import { str, toMillis } from "@/lib/convert";
import type { UserList, UserListItem } from "@rallyhub/domain/userLists/userLists";

/** userLists/{id} as plain data (Timestamps as epoch millis; malformed items dropped). */
export function userListFrom(id: string, data: Record<string, unknown>): UserList {
  const items = Array.isArray(data.items) ? data.items : [];
  return {
    id,
    ownerId: str(data.ownerId),
    name: str(data.name) || "Untitled list",
    items: items
      .filter((i): i is Record<string, unknown> => typeof i === "object" && i !== null && typeof (i as { uid?: unknown }).uid === "string")
      .map((i): UserListItem => ({ uid: str(i.uid), email: str(i.email), displayName: str(i.displayName) || "Unnamed Player" })),
    createdAt: toMillis(data.createdAt) ?? 0,
    updatedAt: toMillis(data.updatedAt) ?? 0,
  };
}
