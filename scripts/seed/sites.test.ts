import { SITE_LIMITS } from "@rallyhub/domain/sites/basics";
import { eventWriteSchema } from "@rallyhub/domain/stored/write/events";
import { websiteDomainWriteSchema, websiteWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { describe, expect, it } from "vitest";
import { buildDemoData } from "./build";
import { docsIn } from "./docs";
import { teamId } from "./ids";

const now = new Date("2026-03-01T12:00:00Z");
const { docs, today } = buildDemoData({ now });
const site = docsIn(docs, "websites", websiteWriteSchema).find((d) => d.path === "websites/website-team-lightning");

describe("the team's demo site (lightning.localhost, issue 31: the schedule on the site)", () => {
  it("is served on its own host, with a games block on its home page and a roster block", () => {
    expect(site?.data.domain).toBe("lightning.localhost");
    expect(docsIn(docs, "websiteDomains", websiteDomainWriteSchema).map((d) => d.path)).toContain("websiteDomains/lightning.localhost");
    const blocks = (site?.data.pages ?? []).flatMap((p) => (p.blocks ?? []).map((b) => `${p.slug}:${b.type}`));
    expect(blocks).toEqual(expect.arrayContaining(["home:events", "roster:roster"]));
  });

  it("carries the team's next public games, soonest first, and its roster, as publishSite copies them", () => {
    const feed = site?.data.feed;
    if (!feed) throw new Error("The team's site has no feed");
    const expected = docsIn(docs, "events", eventWriteSchema)
      .filter((d) => d.data.hostingTeam === teamId(1) && !d.data.isPrivate && !d.data.cancelled && (d.data.dateStart as Date).getTime() >= today.getTime())
      .map((d) => ({ id: d.path.split("/")[1], start: (d.data.dateStart as Date).getTime() }))
      .sort((a, b) => a.start - b.start)
      .slice(0, SITE_LIMITS.feedEvents)
      .map((e) => e.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(feed.events.map((e) => e.id)).toEqual(expected);
    expect(feed.teamName).toBe("Lakeside Lightning");
    expect(feed.roster.length).toBeGreaterThan(0);
    expect(feed.memberCount).toBeGreaterThanOrEqual(feed.roster.length);
  });

  it("the other sites show no team", () => {
    for (const other of docsIn(docs, "websites", websiteWriteSchema).filter((d) => d.path !== site?.path)) expect(other.data.feed, other.path).toBeNull();
  });
});
