import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { config } from "../config";
import { defineCallable } from "../lib/callable";
import * as mailCallables from "@rallyhub/domain/callables/mail";
import type { OutboxMail } from "@rallyhub/domain/callables/mail";

/**
 * The development outbox: lists what the Functions "sent" (the mail
 * collection). Only inside the emulator suite; in production mail goes out
 * through the Trigger Email extension and this refuses.
 */
export const listOutbox = defineCallable(mailCallables.listOutbox, async () => {
  if (!config.isEmulator) throw new HttpsError("permission-denied", "The outbox exists only in development.");
  const snap = await db().collection("mail").orderBy("createdAt", "desc").limit(50).get();
  // The documents as they are (the outbox page reads what it knows of them).
  return { mail: snap.docs.map((d) => ({ id: d.id, ...d.data() }) as OutboxMail) };
});
