import * as z from "zod/mini";
import { storedTime } from "./fields";

/** What is stored of userLists/{listId}: the Functions and the seed write through these (the read schemas: ../userLists.ts). */

/** A new list as createUserList writes it (items are added by addToUserList). */
export const userListWriteSchema = /* @__PURE__ */ z.strictObject({
  ownerId: z.string(),
  name: z.string(),
  items: z.array(z.strictObject({ uid: z.string(), email: z.string(), displayName: z.string() })),
  createdAt: storedTime,
  updatedAt: storedTime,
});
