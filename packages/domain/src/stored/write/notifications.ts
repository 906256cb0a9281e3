import * as z from "zod/mini";
import { storedTime } from "./fields";

/** What is stored of notifications/{id}, user-notifications/{id} and familyConnections/{id}: the Functions and the seed write through these (the read schemas: ../notifications.ts). */

/** A notification as written: by the Functions (notices, family requests) and by a user for themselves (reminders). */
export const notificationWriteSchema = /* @__PURE__ */ z.strictObject({
  userId: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.record(z.string(), z.unknown()),
  read: z.boolean(),
  imageUrl: z.optional(z.string()),
  createdAt: storedTime,
});

/** A family connection request as sendFamilyRequest writes it (`acceptedAt` comes with respondFamilyRequest's answer). */
export const familyConnectionWriteSchema = /* @__PURE__ */ z.strictObject({
  requesterId: z.string(),
  requesterName: z.string(),
  recipientId: z.string(),
  recipientName: z.string(),
  requesterRelation: z.string(),
  recipientRelation: z.string(),
  isRecipientGthUser: z.boolean(),
  status: z.enum(["pending", "accepted"]),
  recipientAge: z.nullable(z.number()),
  recipientPhoneNumber: z.string(),
  participants: z.array(z.string()),
  createdAt: storedTime,
  acceptedAt: z.optional(storedTime),
});
