import { listOf, map, obj, shape, text } from "./fields";

/** profileOptions/{gameTypes|genders} (docs/data-model.md). */

/** The labels of a list of options, in order (empty and malformed ones dropped). */
export const profileOptionsSchema = map(obj({ items: listOf(shape({ label: text() })) }), ({ items }) => items.map((i) => i.label).filter((label) => label !== ""));
