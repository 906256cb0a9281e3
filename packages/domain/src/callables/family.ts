import { z } from "zod";
import { RELATIONS } from "../family/relations";
import { defineContract, docId, owner, returns, SIGNED_IN } from "./contract";

/** The family callables (functions/src/family): connections between accounts, asked for and answered. */

/** The caller asks another account to be connected as family. */
export const sendFamilyRequest = defineContract({
  name: "sendFamilyRequest",
  input: z
    .object({
      recipientId: docId,
      relation: z.enum(RELATIONS),
      age: z.number().int().min(1).max(120).nullable().optional(),
      phoneNumber: z.string().trim().max(30).optional(),
    })
    .strict(),
  output: returns<{ connectionId: string }>(),
  access: SIGNED_IN,
});

/** Only the person asked answers. */
export const respondFamilyRequest = defineContract({
  name: "respondFamilyRequest",
  input: z.object({ connectionId: docId, accept: z.boolean() }).strict(),
  output: returns<{ status: "accepted" | "rejected" }>(),
  access: owner("the person asked"),
});

/** Either person removes a connection (or withdraws a request). */
export const removeFamilyConnection = defineContract({
  name: "removeFamilyConnection",
  input: z.object({ connectionId: docId }).strict(),
  output: returns<{ removed: boolean }>(),
  access: owner("either person of the connection"),
});
