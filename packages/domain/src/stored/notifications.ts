import * as z from "zod/mini";
import { anyMap, flag, numOrNull, oneOf, storedTime, text, timeField } from "./fields";

/** notifications/{id}, user-notifications/{id} and familyConnections/{id} (docs/data-model.md). */

/** A notification as the app lists it (an older one's text may be in `description`). */
export const notificationSchema = /* @__PURE__ */ z.pipe(
  z.object({
    id: z.string(),
    userId: text(),
    type: text(),
    title: text(),
    message: text(),
    description: text(),
    data: anyMap,
    read: flag(),
    createdAt: timeField,
    imageUrl: text(),
  }),
  z.transform(({ description, ...n }) => ({ ...n, message: n.message || description })),
);
export type StoredNotification = z.output<typeof notificationSchema>;

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

/** A family connection as the app shows it (spec §3 Family connection). */
export const familyConnectionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  requesterId: text(),
  requesterName: text(),
  recipientId: text(),
  recipientName: text(),
  requesterRelation: text(),
  recipientRelation: text(),
  isRecipientGthUser: flag(),
  status: oneOf(["pending", "accepted"], "pending"),
  recipientAge: numOrNull(),
  recipientPhoneNumber: text(),
});
export type StoredFamilyConnection = z.output<typeof familyConnectionSchema>;

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
