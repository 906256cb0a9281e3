import { defineContract, noInput, returns, SIGNED_IN } from "./contract";

/** A mail the Functions queued (Trigger Email shape), as the development outbox lists it. */
export interface OutboxMail {
  id: string;
  to: string;
  template: { name: string; data: Record<string, unknown> };
  message: { subject: string };
  createdAt: number;
}

/** The development outbox (/dev/outbox): the newest 50 mails. Only in the emulators (refused elsewhere by the handler). */
export const listOutbox = defineContract({ name: "listOutbox", input: noInput, output: returns<{ mail: OutboxMail[] }>(), access: SIGNED_IN });
