import { describe, expect, it } from "vitest";
import { canViewAvailability, privacyFrom, type AvailabilityPrivacy, type ViewerFacts } from "./visibility";

const publicMode: AvailabilityPrivacy = { visibilityMode: "public", allowedGenders: [], communityFilter: "none", allowedCommunities: [], connectsOnly: false, requireAllFilters: false };
const filtered = (p: Partial<AvailabilityPrivacy>): AvailabilityPrivacy => ({ ...publicMode, visibilityMode: "filtered", ...p });
const stranger: ViewerFacts = { isOwner: false, isBlocked: false, viewerGender: "Male", viewerCommunities: [], ownerCommunities: ["t1", "t2"], isConnection: false };
const viewer = (f: Partial<ViewerFacts>): ViewerFacts => ({ ...stranger, ...f });

describe("canViewAvailability", () => {
  it.each<[string, AvailabilityPrivacy, ViewerFacts, boolean]>([
    ["the owner always", filtered({}), viewer({ isOwner: true }), true],
    ["the owner even if listed as blocked", filtered({}), viewer({ isOwner: true, isBlocked: true }), true],
    ["public: a stranger", publicMode, stranger, true],
    ["public: a blocked viewer never", publicMode, viewer({ isBlocked: true }), false],
    ["filtered with no filter on: nobody else", filtered({}), viewer({ isConnection: true, viewerCommunities: ["t1"] }), false],
    ["gender allowed", filtered({ allowedGenders: ["Female", "Male"] }), stranger, true],
    ["gender not allowed", filtered({ allowedGenders: ["Female"] }), stranger, false],
    ["gender unknown", filtered({ allowedGenders: ["Female"] }), viewer({ viewerGender: null }), false],
    ["any: one shared community", filtered({ communityFilter: "any" }), viewer({ viewerCommunities: ["t2", "x"] }), true],
    ["any: none shared", filtered({ communityFilter: "any" }), viewer({ viewerCommunities: ["x"] }), false],
    ["all: in every one of the owner's", filtered({ communityFilter: "all" }), viewer({ viewerCommunities: ["t1", "t2", "x"] }), true],
    ["all: missing one", filtered({ communityFilter: "all" }), viewer({ viewerCommunities: ["t1"] }), false],
    ["all: owner in no community", filtered({ communityFilter: "all" }), viewer({ ownerCommunities: [], viewerCommunities: ["t1"] }), false],
    ["specific: in a chosen one", filtered({ communityFilter: "specific", allowedCommunities: ["t2"] }), viewer({ viewerCommunities: ["t2"] }), true],
    ["specific: only in an unchosen one", filtered({ communityFilter: "specific", allowedCommunities: ["t2"] }), viewer({ viewerCommunities: ["t1"] }), false],
    ["connections only: a connection", filtered({ connectsOnly: true }), viewer({ isConnection: true }), true],
    ["connections only: not one", filtered({ connectsOnly: true }), stranger, false],
    ["any filter: gender fails, connection passes", filtered({ allowedGenders: ["Female"], connectsOnly: true }), viewer({ isConnection: true }), true],
    ["all filters: gender fails, connection passes", filtered({ allowedGenders: ["Female"], connectsOnly: true, requireAllFilters: true }), viewer({ isConnection: true }), false],
    ["all filters: both pass", filtered({ allowedGenders: ["Male"], connectsOnly: true, requireAllFilters: true }), viewer({ isConnection: true }), true],
    [
      "all filters: three on, one fails",
      filtered({ allowedGenders: ["Male"], communityFilter: "any", connectsOnly: true, requireAllFilters: true }),
      viewer({ isConnection: true, viewerCommunities: [] }),
      false,
    ],
    ["filtered: blocked viewer who passes every filter", filtered({ allowedGenders: ["Male"] }), viewer({ isBlocked: true }), false],
  ])("%s", (_name, privacy, facts, expected) => {
    expect(canViewAvailability(privacy, facts)).toBe(expected);
  });
});

describe("privacyFrom", () => {
  it("defaults a missing or malformed block to public", () => {
    expect(privacyFrom(undefined)).toEqual(publicMode);
    expect(privacyFrom({ visibilityMode: "secret", communityFilter: "some", allowedGenders: "Female" })).toEqual(publicMode);
  });
  it("reads a filtered block", () => {
    expect(privacyFrom({ visibilityMode: "filtered", allowedGenders: ["Female", 3], communityFilter: "specific", allowedCommunities: ["t1"], connectsOnly: true, requireAllFilters: true })).toEqual({
      visibilityMode: "filtered",
      allowedGenders: ["Female"],
      communityFilter: "specific",
      allowedCommunities: ["t1"],
      connectsOnly: true,
      requireAllFilters: true,
    });
  });
});
