import type { UserList } from "../userLists/userLists";
import { listOf, obj, shape, string, text, timeOr, type Reader } from "./fields";

/** userLists/{listId} (docs/data-model.md "userLists"). */

/** An organizer's list as the app shows it (Timestamps as epoch millis; items without a uid dropped). */
export const userListSchema: Reader<UserList> = obj({
  id: text(),
  ownerId: text(),
  name: text("Untitled list"),
  items: listOf(shape({ uid: string, email: text(), displayName: text("Unnamed Player") })),
  createdAt: timeOr(0),
  updatedAt: timeOr(0),
});
