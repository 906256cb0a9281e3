import { z } from "zod";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { mailWriteSchema } from "@rallyhub/domain/stored/write/mail";

/**
 * The mail templates the product sends (spec §7 Mailer). Each has the data it
 * needs and the subject line. Documents are written in the shape the Trigger
 * Email extension reads: { to, template: { name, data }, message: { subject } }.
 */
export const mailTemplates = {
  "team-create-motivation-notification": {
    data: z.object({ username: z.string().min(1) }),
    subject: (productName: string) => `Finish creating your team on ${productName}`,
  },
  "activity-subscription-confirmation": {
    data: z.object({
      firstName: z.string(),
      activitiesList: z.string(),
      city: z.string().min(1),
      radius: z.number().int().min(1).max(50),
    }),
    subject: (productName: string) => `You're subscribed to activities near you on ${productName}`,
  },
  /** A game-related notice (spec §3 Notification settings categories eventCreatedJoin and eventJoined): one template, the notice in its data. */
  "event-notice": {
    data: z.object({
      title: z.string().min(1),
      message: z.string().min(1),
      eventTitle: z.string().min(1),
      when: z.string(),
      where: z.string(),
      url: z.string(),
    }),
    subject: (productName: string) => `A game update from ${productName}`,
  },
  /** A team notice (spec §3 Notification settings categories teamJoin and teamMessage): invitations, answers, roles, team notifications. */
  "team-notice": {
    data: z.object({
      title: z.string().min(1),
      message: z.string().min(1),
      teamName: z.string().min(1),
      url: z.string(),
    }),
    subject: (productName: string) => `News from your team on ${productName}`,
  },
  /** A new message (issue 13; spec §3 Notification settings categories directMessage and teamMessage): sent once per conversation until it is read. */
  "message-notice": {
    data: z.object({
      title: z.string().min(1),
      message: z.string().min(1),
      url: z.string(),
    }),
    subject: (productName: string) => `You have a new message on ${productName}`,
  },
  /** An invitation to a team sent to an address with no account yet (issue 10): signing up with it claims the invitation. */
  "team-invitation": {
    data: z.object({
      teamName: z.string().min(1),
      inviterName: z.string().min(1),
      url: z.string(),
    }),
    subject: (productName: string) => `You're invited to join a team on ${productName}`,
  },
  /** A form's receipt to the person who filled it in (issue 14): what they sent, what is due, where to pay the rest. */
  "form-submission-receipt": {
    data: z.object({
      formTitle: z.string().min(1),
      submittedAt: z.string().min(1),
      amountDue: z.string(),
      amountPaid: z.string(),
      balance: z.string(),
      signedWaivers: z.array(z.string()),
      url: z.string(),
    }),
    subject: (productName: string) => `Your form receipt from ${productName}`,
  },
  /** A payment for a form's submission (issue 14): what was paid, and what is still due. */
  "form-payment-receipt": {
    data: z.object({
      formTitle: z.string().min(1),
      amount: z.string().min(1),
      amountPaid: z.string(),
      balance: z.string(),
      url: z.string(),
    }),
    subject: (productName: string) => `Payment received on ${productName}`,
  },
} as const;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailTemplateData<N extends MailTemplateName> = z.infer<(typeof mailTemplates)[N]["data"]>;

export interface MailDocument {
  to: string;
  template: { name: MailTemplateName; data: Record<string, unknown> };
  message: { subject: string };
  createdAt: number;
}

/** Builds a mail document; throws when the data does not fit the template. */
export function buildMail<N extends MailTemplateName>(to: string, name: N, data: MailTemplateData<N>, productName: string, now: number): MailDocument {
  const template = mailTemplates[name];
  const parsed = template.data.parse(data) as Record<string, unknown>;
  if (!z.email().safeParse(to).success) throw new Error(`Invalid mail recipient: ${to}`);
  const doc: MailDocument = { to, template: { name, data: parsed }, message: { subject: template.subject(productName) }, createdAt: now };
  writeDoc(mailWriteSchema, doc);
  return doc;
}
