import * as z from "zod/mini";
import { FEE_MODES, FIELD_TYPES, PAYMENT_PARTS, PAYMENT_STATUSES } from "../../forms/schema";
import { storedTime, storedValue } from "./fields";

/** What is stored of forms/{id} and their submissions: the Functions and the seed write through these (the read schemas: ../forms.ts). */

/** A form as saveForm (and the seed) writes it: the builder's values with who made it and when. */
export const formWriteSchema = /* @__PURE__ */ z.strictObject({
  title: z.string(),
  description: z.string(),
  teamId: z.nullable(z.string()),
  fields: z.array(
    z.strictObject({
      id: z.string(),
      type: z.enum(FIELD_TYPES),
      label: z.string(),
      required: z.boolean(),
      helpText: z.string(),
      options: z.array(z.strictObject({ id: z.string(), label: z.string(), fee: z.nullable(z.number()) })),
      waiverText: z.string(),
    }),
  ),
  fee: z.strictObject({ mode: z.enum(FEE_MODES), amount: z.nullable(z.number()), fieldId: z.nullable(z.string()) }),
  deposit: z.nullable(z.number()),
  creatorId: z.string(),
  creatorName: z.string(),
  teamName: z.nullable(z.string()),
  submissionCount: z.number(),
  createdAt: storedTime,
  updatedAt: storedTime,
});

/** A submission as submitForm writes it (the payments are added by the webhook and the return page). */
export const submissionWriteSchema = /* @__PURE__ */ z.strictObject({
  formId: z.string(),
  formTitle: z.string(),
  ownerId: z.string(),
  uid: z.nullable(z.string()),
  email: z.string(),
  name: z.string(),
  answers: z.record(z.string(), storedValue),
  questions: z.array(z.strictObject({ id: z.string(), label: z.string(), type: z.enum(FIELD_TYPES), options: z.array(z.strictObject({ id: z.string(), label: z.string() })) })),
  waivers: z.array(z.strictObject({ fieldId: z.string(), label: z.string(), text: z.string() })),
  submittedAt: storedTime,
  amountDue: z.number(),
  deposit: z.nullable(z.number()),
  amountPaid: z.number(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  payments: z.array(z.strictObject({ paymentIntentId: z.string(), amount: z.number(), part: z.enum(PAYMENT_PARTS), paidAt: z.number() })),
  currency: z.string(),
  guestKeyHash: z.nullable(z.string()),
});
