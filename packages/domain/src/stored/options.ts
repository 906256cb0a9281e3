import * as z from "zod/mini";
import { listOf, text } from "./fields";

/** profileOptions/{gameTypes|genders} (docs/data-model.md). */

/** The labels of a list of options, in order (empty and malformed ones dropped). */
export const profileOptionsSchema = /* @__PURE__ */ z.pipe(
  z.object({ items: listOf(z.object({ label: text() })) }),
  z.transform(({ items }) => items.map((i) => i.label).filter((label) => label !== "")),
);

export const profileOptionsWriteSchema = /* @__PURE__ */ z.strictObject({ items: z.array(z.strictObject({ label: z.string() })) });
