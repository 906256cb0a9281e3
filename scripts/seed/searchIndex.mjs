// Full search (issue 13): the `searchTokens` of the seeded teams, public
// profiles, places and posts, made by the same functions the app and the
// Functions use when they write those documents (packages/domain/src/searchTokens.ts).
// Events carry theirs already (build.mjs).
import { tsImport } from "tsx/esm/api";

const { teamSearchTokens, playerSearchTokens, placeSearchTokens, postSearchTokens } = await tsImport("@rallyhub/domain/searchTokens", import.meta.url);

const str = (v) => (typeof v === "string" ? v : "");

/** Adds `searchTokens` to each top-level teams/, publicProfiles/, places/ and posts/ document of `docs` ([{path, data}]), in place. */
export function addSearchTokens(docs) {
  const byCollection = {
    teams: (d) => teamSearchTokens({ name: str(d.name), gameType: str(d.gameType), cityName: str(d.city?.name) }),
    publicProfiles: (d) => playerSearchTokens(str(d.displayName)),
    places: (d) => placeSearchTokens({ name: str(d.name), address: str(d.address), cityName: str(d.city?.name ?? d.city), sports: Array.isArray(d.sports) ? d.sports.map(str) : [] }),
    posts: (d) => postSearchTokens(str(d.title), str(d.text)),
  };
  for (const doc of docs) {
    const parts = doc.path.split("/");
    const tokens = parts.length === 2 ? byCollection[parts[0]] : undefined;
    if (tokens) doc.data.searchTokens = tokens(doc.data);
  }
  return docs;
}
