import { FieldValue } from "firebase-admin/firestore";
import { db } from "../admin";
import { config } from "../config";
import { buildMail } from "../mail/templates";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { notificationWriteSchema } from "@rallyhub/domain/stored/write/notifications";
import { notificationSettingsSchema, serverUserSchema } from "@rallyhub/domain/stored/users";

/**
 * Notices of new messages (spec §3 Notification settings: directMessage and
 * teamMessage, each {email, push}, and per team teamDiscussion_{teamId}). The
 * in-app notification is the push channel here (web push, where configured,
 * shows the same notice); e-mail is the e-mail channel. A channel is on when
 * every setting that concerns it is on (a missing setting counts as on): a
 * user who turned both off for direct messages, for team messages, or for
 * that team's discussion, has muted it and gets nothing.
 */
export interface MessageChannels {
  inApp: boolean;
  email: boolean;
}

export function messageChannels(settings: unknown, category: "directMessage" | "teamMessage", communityKey: string | null = null): MessageChannels {
  const channels = notificationSettingsSchema(settings);
  const keys = communityKey ? [category, communityKey] : [category];
  return {
    inApp: keys.every((k) => channels[k]?.push ?? true),
    email: keys.every((k) => channels[k]?.email ?? true),
  };
}

export interface MessageNotice {
  uid: string;
  title: string;
  message: string;
  conversationId: string;
}

/**
 * Sends each notice through the channels the recipient's settings allow
 * (read here, on the server). Returns how many people were told at all.
 */
export async function sendMessageNotices(notices: MessageNotice[], category: "directMessage" | "teamMessage", communityKey: string | null): Promise<number> {
  if (notices.length === 0) return 0;
  let told = 0;
  for (let i = 0; i < notices.length; i += 100) {
    const chunk = notices.slice(i, i + 100);
    const users = await db().getAll(...chunk.map((n) => db().doc(`users/${n.uid}`)));
    const batch = db().batch();
    let ops = 0;
    chunk.forEach((notice, index) => {
      const user = users[index];
      if (!user?.exists) return;
      const stored = readDoc(serverUserSchema, user);
      const { inApp, email } = messageChannels(stored.notificationSettings, category, communityKey);
      const link = `/messages/${notice.conversationId}`;
      if (inApp) {
        batch.set(
          db().collection("notifications").doc(),
          writeDoc(notificationWriteSchema, {
            userId: notice.uid,
            type: category,
            title: notice.title,
            message: notice.message,
            data: { conversationId: notice.conversationId, link },
            read: false,
            createdAt: FieldValue.serverTimestamp(),
          }),
        );
        ops += 1;
      }
      const address = stored.email;
      if (email && address) {
        try {
          batch.set(db().collection("mail").doc(), buildMail(address, "message-notice", { title: notice.title, message: notice.message, url: link }, config.productName, Date.now()));
          ops += 1;
        } catch {
          // A malformed address on an old account: the in-app notice still goes.
        }
      }
      if (inApp || email) told += 1;
    });
    if (ops > 0) await batch.commit();
  }
  return told;
}
