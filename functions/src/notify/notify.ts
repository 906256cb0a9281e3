import { FieldValue } from "firebase-admin/firestore";
import { db } from "../admin";
import { buildMail, type MailTemplateData } from "../mail/templates";
import { config } from "../config";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { notificationWriteSchema } from "@rallyhub/domain/stored/write/notifications";
import { notificationSettingsSchema, serverUserSchema } from "@rallyhub/domain/stored/users";

/** Spec §3 Notification settings categories (the ones the Functions send). */
export type NotificationCategory = "eventCreatedJoin" | "eventJoined" | "teamJoin" | "teamMessage" | "directMessage" | "connections" | "announcements";

export interface Notice {
  uid: string;
  category: NotificationCategory;
  /** The notification's type, e.g. 'eventAlert', 'rsvpPromoted'. */
  type: string;
  title: string;
  message: string;
  data?: Record<string, unknown>;
  /**
   * The e-mail to send too when the user's settings allow e-mail for the
   * category: a game notice's data (template event-notice), or a team notice.
   */
  mail?: MailTemplateData<"event-notice"> | { template: "team-notice"; data: MailTemplateData<"team-notice"> };
}

/** Whether a user's settings allow e-mail for a category (spec §3: every channel defaults to true). */
export function emailAllowed(settings: unknown, category: NotificationCategory): boolean {
  return notificationSettingsSchema(settings)[category]?.email ?? true;
}

/**
 * In-app notifications (the 'notifications' collection) and, where the
 * recipient's settings allow e-mail for the category, a mail document. The
 * recipients are decided here, on the server; deleted users are skipped.
 * Written in batches of at most 400.
 */
export async function sendNotices(notices: Notice[]): Promise<number> {
  if (notices.length === 0) return 0;
  const uids = [...new Set(notices.map((n) => n.uid))];
  const users = new Map<string, { email: string; settings: unknown }>();
  for (let i = 0; i < uids.length; i += 100) {
    const refs = uids.slice(i, i + 100).map((uid) => db().doc(`users/${uid}`));
    for (const snap of await db().getAll(...refs)) {
      if (!snap.exists) continue;
      const user = readDoc(serverUserSchema, snap);
      users.set(snap.id, { email: user.email, settings: user.notificationSettings });
    }
  }
  let written = 0;
  let batch = db().batch();
  let ops = 0;
  const flush = async () => {
    if (ops === 0) return;
    await batch.commit();
    batch = db().batch();
    ops = 0;
  };
  for (const notice of notices) {
    const user = users.get(notice.uid);
    if (!user) continue;
    batch.set(
      db().collection("notifications").doc(),
      writeDoc(notificationWriteSchema, {
        userId: notice.uid,
        type: notice.type,
        title: notice.title,
        message: notice.message,
        data: notice.data ?? {},
        read: false,
        createdAt: FieldValue.serverTimestamp(),
      }),
    );
    ops += 1;
    if (notice.mail && user.email && emailAllowed(user.settings, notice.category)) {
      try {
        const mail = notice.mail;
        const doc = "template" in mail ? buildMail(user.email, mail.template, mail.data, config.productName, Date.now()) : buildMail(user.email, "event-notice", mail, config.productName, Date.now());
        batch.set(db().collection("mail").doc(), doc);
        ops += 1;
      } catch {
        // A malformed address on an old account: the in-app notice still goes.
      }
    }
    written += 1;
    if (ops >= 400) await flush();
  }
  await flush();
  return written;
}
