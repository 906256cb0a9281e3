import { db } from "../admin";
import { config } from "../config";
import { buildMail, type MailTemplateData, type MailTemplateName } from "./templates";

/** Writes a mail document for the Trigger Email extension; recipients are always chosen here, on the server. */
export async function queueMail<N extends MailTemplateName>(to: string, name: N, data: MailTemplateData<N>): Promise<string> {
  const mail = buildMail(to, name, data, config.productName, Date.now());
  const ref = await db().collection("mail").add(mail);
  return ref.id;
}
