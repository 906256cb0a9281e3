import * as z from "zod/mini";

/** What is stored of profileOptions/{gameTypes|genders}: the Functions and the seed write through these (the read schemas: ../options.ts). */

export const profileOptionsWriteSchema = /* @__PURE__ */ z.strictObject({ items: z.array(z.strictObject({ label: z.string() })) });
