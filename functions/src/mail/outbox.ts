import { HttpsError, onCall } from "firebase-functions/v2/https";
import { db } from "../admin";
import { config } from "../config";
import { noInput, parseInput, requireCaller } from "../lib/callable";

/**
 * The development outbox: lists what the Functions "sent" (the mail
 * collection). Only inside the emulator suite; in production mail goes out
 * through the Trigger Email extension and this refuses.
 */
export const listOutbox = onCall(async (request) => {
  requireCaller(request);
  parseInput(noInput, request.data ?? {});
  if (!config.isEmulator) throw new HttpsError("permission-denied", "The outbox exists only in development.");
  const snap = await db().collection("mail").orderBy("createdAt", "desc").limit(50).get();
  return { mail: snap.docs.map((d) => ({ id: d.id, ...d.data() })) };
});
