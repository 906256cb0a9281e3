import { anyMap, flag, map, numOrNull, obj, oneOf, text, timeField, type Read } from "./fields";

/** notifications/{id}, user-notifications/{id} and familyConnections/{id} (docs/data-model.md). */

/** A notification as the app lists it (an older one's text may be in `description`). */
export const notificationSchema = map(
  obj({
    id: text(),
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
  ({ description, ...n }) => ({ ...n, message: n.message || description }),
);
export type StoredNotification = Read<typeof notificationSchema>;

/** A family connection as the app shows it (spec §3 Family connection). */
export const familyConnectionSchema = obj({
  id: text(),
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
export type StoredFamilyConnection = Read<typeof familyConnectionSchema>;
