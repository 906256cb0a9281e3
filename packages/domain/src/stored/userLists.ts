import * as z from "zod/mini";
import type { UserList } from "../userLists/userLists";
import { listOf, storedTime, text, timeOr } from "./fields";

/** userLists/{listId} (docs/data-model.md "userLists"). */

/** An organizer's list as the app shows it (Timestamps as epoch millis; items without a uid dropped). */
export const userListSchema: z.ZodMiniType<UserList> = /* @__PURE__ */ z.object({
  id: z.string(),
  ownerId: text(),
  name: text("Untitled list"),
  items: listOf(z.object({ uid: z.string(), email: text(), displayName: text("Unnamed Player") })),
  createdAt: timeOr(0),
  updatedAt: timeOr(0),
});

/** A new list as createUserList writes it (items are added by addToUserList). */
export const userListWriteSchema = /* @__PURE__ */ z.strictObject({
  ownerId: z.string(),
  name: z.string(),
  items: z.array(z.strictObject({ uid: z.string(), email: z.string(), displayName: z.string() })),
  createdAt: storedTime,
  updatedAt: storedTime,
});
