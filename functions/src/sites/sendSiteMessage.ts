import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as siteCallables from "@rallyhub/domain/callables/sites";
import { sendNotices } from "../notify/notify";
import { SITE_MESSAGES } from "@rallyhub/domain/sites/model";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { websiteServerSchema } from "@rallyhub/domain/stored/sites";
import { siteMessageWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { websiteRef } from "./common";

/**
 * A visitor writes to a site through its contact block (signed in or not:
 * websites are public). The message is kept in siteMessages (server only;
 * the site's creator reads theirs) and the creator is told in the app. The
 * recipient is the site's creator, decided here, never by the visitor.
 */
export const sendSiteMessage = defineCallable(siteCallables.sendSiteMessage, async (input, { caller }) => {
  const site = await websiteRef(input.siteId).get();
  if (!site.exists) throw new HttpsError("not-found", SITE_MESSAGES.notFound);
  const stored = readDoc(websiteServerSchema, site);
  const takesMessages = stored.pages.some((p) => p.blocks.some((b) => b.type === "contact"));
  if (!takesMessages) throw new HttpsError("failed-precondition", SITE_MESSAGES.noContactBlock);
  const { creator } = stored;
  const title = stored.title || "your website";
  await db()
    .collection("siteMessages")
    .add(
      writeDoc(siteMessageWriteSchema, {
        siteId: input.siteId,
        siteTitle: title,
        creator,
        name: input.name,
        email: input.email,
        message: input.message,
        fromUid: caller?.uid ?? null,
        createdAt: FieldValue.serverTimestamp(),
      }),
    );
  if (creator) {
    await sendNotices([
      {
        uid: creator,
        category: "directMessage",
        type: "siteMessage",
        title: `New message on ${title}`,
        message: `${input.name} (${input.email}) wrote: ${input.message.length > 500 ? `${input.message.slice(0, 500)}…` : input.message}`,
        data: { siteId: input.siteId, link: "/site" },
      },
    ]);
  }
  return { sent: true };
});
