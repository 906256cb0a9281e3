import * as z from "zod/mini";

/** mail/{id}: the Trigger Email extension's shape (docs/data-model.md "mail"); server-written only. */
export const mailWriteSchema = /* @__PURE__ */ z.strictObject({
  to: z.string(),
  template: z.strictObject({ name: z.string(), data: z.record(z.string(), z.unknown()) }),
  message: z.strictObject({ subject: z.string() }),
  createdAt: z.number(),
});
export type MailWrite = z.input<typeof mailWriteSchema>;
