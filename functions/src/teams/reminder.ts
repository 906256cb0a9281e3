import { FieldValue } from "firebase-admin/firestore";
import { onCall } from "firebase-functions/v2/https";
import { z } from "zod";
import { db } from "../admin";
import { config } from "../config";
import { parseInput, requireCaller } from "../lib/callable";
import { buildMail } from "../mail/templates";
import type { TeamCallables } from "@rallyhub/domain/teams/callables";
import { reminderApplies } from "@rallyhub/domain/teams/schema";
import { userRef } from "./common";

type Output = TeamCallables["sendTeamCreationReminder"]["output"];

/**
 * Spec §5, §7 Mailer: someone left Create Team on page 2 to 6 (the client
 * calls this once they are off the create route). They get the reminder
 * e-mail (team-create-motivation-notification, data username) once ever:
 * teamCreationReminders/{uid} records it, in the same transaction as the mail.
 * The address is the signed-in account's (from the token).
 */
export const sendTeamCreationReminder = onCall(async (request): Promise<Output> => {
  const caller = requireCaller(request);
  const { page } = parseInput(z.object({ page: z.number().int().min(0).max(100) }).strict(), request.data);
  const sent = await db().runTransaction(async (tx) => {
    const user = await tx.get(userRef(caller.uid));
    if (!reminderApplies(page, false, user.exists) || !caller.email) return false;
    const record = db().doc(`teamCreationReminders/${caller.uid}`);
    if ((await tx.get(record)).exists) return false;
    const username = String(user.get("displayName") ?? "").trim() || String(user.get("fullName") ?? "").trim() || "there";
    let mail;
    try {
      mail = buildMail(caller.email, "team-create-motivation-notification", { username }, config.productName, Date.now());
    } catch {
      return false;
    }
    tx.create(record, { page, sentAt: FieldValue.serverTimestamp() });
    tx.set(db().collection("mail").doc(), mail);
    return true;
  });
  return { sent };
});
