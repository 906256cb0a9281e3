// Posts (spec §9 "Post board"): two in every subcategory, a third in some,
// none in Test › Miscellaneous (the board's empty state). The words are in
// ./postTemplates.ts.
import { postSearchTokens } from "@rallyhub/domain/searchTokens";
import { postWriteSchema } from "@rallyhub/domain/stored/write/posts";
import { storedDoc, type StoredDoc } from "./docs";
import { postId } from "./ids";
import { personOf, type People } from "./people";
import type { SeedPlace } from "./places";
import { EMPTY_SUBCATEGORIES, EXTRA_POSTS, POST_CATEGORIES, POST_TEMPLATES } from "./postTemplates";
import { rngFor } from "./random";
import type { Clock } from "./time";

/** Posts by a demo account, by "category|subcategory|index": the others are by a seeded player. */
const AUTHOR_OVERRIDES: Readonly<Record<string, string>> = {
  "Play & Competition|Find a Game|0": "demo-player",
  "Play & Competition|Tournaments & Events|0": "demo-organizer",
  "Teams & Leagues|Team Openings|0": "demo-manager",
  "Teams & Leagues|League Openings|0": "demo-organizer",
  "Announcements & Miscellaneous|General Announcements|1": "demo-organizer",
  "Community & Social|Carpool to Games|0": "demo-player2",
};

/** [category, subcategory, index of its template] of every post, in the order they are numbered. */
function postPlan(): Array<[string, string, number]> {
  const plan: Array<[string, string, number]> = [];
  for (const { category, subCategories } of POST_CATEGORIES) {
    for (const sub of subCategories) {
      if (EMPTY_SUBCATEGORIES.some(([c, s]) => c === category && s === sub)) continue;
      plan.push([category, sub, 0]);
      plan.push([category, sub, 1]);
    }
  }
  for (const [category, sub] of EXTRA_POSTS) plan.push([category, sub, 2]);
  return plan;
}

/** posts/{post-NNN}: each from its own random stream (post:{n}), about its author's sport at a place in their city. */
export function buildPosts({ daysAgo }: Clock, people: People, places: readonly SeedPlace[]): Array<StoredDoc<typeof postWriteSchema>> {
  const players = [...people.values()].filter((p) => !p.demo);
  return postPlan().map(([category, subCategory, index], i) => {
    const n = i + 1;
    const rng = rngFor(`post:${n}`);
    const template = POST_TEMPLATES[category]?.[subCategory]?.[index];
    if (!template) throw new Error(`No post template for ${category} › ${subCategory} #${index}`);
    const author = personOf(people, AUTHOR_OVERRIDES[`${category}|${subCategory}|${index}`] ?? rng.pick(players).uid);
    const sport = rng.pick(author.sports);
    const place = rng.pick(places.filter((p) => p.city === author.city.key));
    const fill = (s: string) => s.replaceAll("{city}", author.city.city).replaceAll("{sport}", sport.toLowerCase()).replaceAll("{place}", place.name);
    const fillTitle = (s: string) => s.replaceAll("{city}", author.city.city).replaceAll("{sport}", sport).replaceAll("{place}", place.name);
    const title = fillTitle(template.title);
    const text = fill(template.text);
    return storedDoc(postWriteSchema, `posts/${postId(n)}`, {
      title,
      text,
      category,
      subCategory,
      authorId: author.uid,
      authorName: author.displayName,
      // Full search's tokens, as the post's save makes them.
      searchTokens: postSearchTokens(title, text),
      createdAt: daysAgo(rng.int(0, 45), rng.int(0, 1439)),
    });
  });
}
