import { FieldValue } from "firebase-admin/firestore";
import { db } from "../admin";
import { config } from "../config";
import { defineCallable } from "../lib/callable";
import * as teamCallables from "@rallyhub/domain/callables/teams";
import { buildMail } from "../mail/templates";
import { reminderApplies } from "@rallyhub/domain/teams/schema";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { teamReminderWriteSchema } from "@rallyhub/domain/stored/write/teams";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { userRef } from "./common";

/**
 * Spec §5, §7 Mailer: someone left Create Team on page 2 to 6 (the client
 * calls this once they are off the create route). They get the reminder
 * e-mail (team-create-motivation-notification, data username) once ever:
 * teamCreationReminders/{uid} records it, in the same transaction as the mail.
 * The address is the signed-in account's (from the token).
 */
export const sendTeamCreationReminder = defineCallable(teamCallables.sendTeamCreationReminder, async ({ page }, { caller }) => {
  const sent = await db().runTransaction(async (tx) => {
    const user = await tx.get(userRef(caller.uid));
    if (!reminderApplies(page, false, user.exists) || !caller.email) return false;
    const record = db().doc(`teamCreationReminders/${caller.uid}`);
    if ((await tx.get(record)).exists) return false;
    const { displayName, fullName } = readDoc(serverUserSchema, user);
    const username = displayName.trim() || fullName.trim() || "there";
    let mail;
    try {
      mail = buildMail(caller.email, "team-create-motivation-notification", { username }, config.productName, Date.now());
    } catch {
      return false;
    }
    tx.create(record, writeDoc(teamReminderWriteSchema, { page, sentAt: FieldValue.serverTimestamp() }));
    tx.set(db().collection("mail").doc(), mail);
    return true;
  });
  return { sent };
});
