// Organizations and websites (issue 14: sites): two organizations, and three
// published sites with their creators' drafts, two of them on their own domain
// (teamsite.localhost, and the Lakeside Lightning team's lightning.localhost with its
// schedule and roster).
import { draftWriteSchema, organizationWriteSchema, websiteDomainWriteSchema, websiteWriteSchema } from "@rallyhub/domain/stored/write/sites";
import { SITE_LIMITS } from "@rallyhub/domain/sites/basics";
import { siteFeed } from "@rallyhub/domain/sites/feed";
import { eventWriteSchema } from "@rallyhub/domain/stored/write/events";
import { teamWriteSchema } from "@rallyhub/domain/stored/write/teams";
import { docsIn, storedDoc, type SeedDoc, type StoredDoc, type WriteOf } from "./docs";
import { teamId } from "./ids";
import { teamOf, type SeedTeam } from "./teams";
import type { Clock } from "./time";

type SitesDoc = StoredDoc<typeof organizationWriteSchema> | StoredDoc<typeof websiteWriteSchema> | StoredDoc<typeof draftWriteSchema> | StoredDoc<typeof websiteDomainWriteSchema>;

/** A seeded site: its id, the host it is served on (or null), and what its draft and published copy share. */
interface SiteDef extends Omit<WriteOf<typeof websiteWriteSchema>, "organizationId" | "settings" | "domain" | "feed" | "formTitles" | "publishedAt" | "updatedAt"> {
  id: string;
  domain: string | null;
  organizationId?: string;
}

/** The sites; `denverOrgCreator` runs the Denver Rec League (the owner of Rocky Mountain Rapids, a seeded player). */
const websites = (denverOrgCreator: string): SiteDef[] => [
  {
    id: "website-lakeside-lightning",
    title: "Lakeside Lightning",
    creator: "demo-organizer",
    domain: "teamsite.localhost",
    teamId: null,
    pages: [
      {
        title: "Home",
        slug: "home",
        seoDescription: "Lakeside Lightning: adult basketball in Austin. Weekly games, friendly people, and room for new players.",
        content:
          "Welcome to Lakeside Lightning, Austin's friendliest adult basketball club. We have played on the courts near Lady Bird Lake since 2019 and now run three teams across two rec leagues.\n\n" +
          "Whether you played in college or have not picked up a ball in years, there is a spot for you. Our Tuesday open runs are for everyone, and our league teams practice on Thursdays.\n\n" +
          "New this season: a beginner skills night on the first Monday of every month. Bring a friend, bring water, and we will handle the rest.",
      },
      {
        title: "Schedule",
        slug: "schedule",
        seoDescription: "Lakeside Lightning schedule: open runs, league games and practices for the current season.",
        content:
          "Open runs happen every Tuesday from 6:30 to 8:30pm at Givens Recreation Center. Ten spots per court; RSVP on RallyHub so we know how many courts to book.\n\n" +
          "League games are on Sunday afternoons during the season. Check the team page for opponents and times, as the league publishes the schedule two weeks ahead.\n\n" +
          "Practices run Thursday evenings from 7 to 8:30pm. If the gym is closed for a holiday, we move practice outdoors and post the change the day before.",
      },
      {
        title: "Contact",
        slug: "contact",
        seoDescription: "Get in touch with Lakeside Lightning to join a team, book a scrimmage or sponsor the club.",
        content:
          "Want to join, set up a scrimmage or sponsor a jersey? Send us a message through RallyHub and one of our organizers will reply within two days.\n\n" +
          "Email: hello@lakeside-lightning.example\n\n" +
          "We also hang out after Tuesday runs, so the easiest way to meet us is to come play.",
      },
    ],
  },
  {
    id: "website-denver-rec-league",
    title: "Denver Rec League",
    creator: denverOrgCreator,
    domain: null,
    teamId: null,
    // Its organization's website: organization-website/denver-rec-league.
    organizationId: "denver-rec-league",
    pages: [
      {
        title: "Home",
        slug: "home",
        seoDescription: "Denver Rec League runs adult soccer, softball and flag football leagues across Denver.",
        content:
          "Denver Rec League organizes adult recreational leagues in soccer, softball and flag football, with games at City Park and Sloan's Lake.\n\n" +
          "Sign up as a team or as an individual and we will place you on a roster. Every season runs eight weeks plus playoffs.",
      },
      {
        title: "Leagues",
        slug: "leagues",
        seoDescription: "Current and upcoming Denver Rec League seasons and divisions.",
        content:
          "Soccer: co-ed 7v7 on Wednesday evenings and 11v11 on Sunday mornings.\n\n" +
          "Softball: co-ed slow pitch on Monday and Thursday evenings.\n\n" +
          "Flag football: 5v5 on Saturday mornings, recreational and competitive divisions.",
      },
    ],
  },
  {
    id: "website-team-lightning",
    title: "Lakeside Lightning Team Site",
    creator: "demo-manager",
    // A custom host (any host but the main and branded ones): the team's site with its schedule and roster.
    domain: "lightning.localhost",
    teamId: teamId(1),
    // Pages as the builder saves them: blocks, the team's next games and its roster among them (their
    // content comes from the site's feed, below).
    pages: [
      {
        id: "home",
        title: "Home",
        slug: "home",
        seoDescription: "The Lakeside Lightning team page: roster news, results and upcoming games.",
        blocks: [
          {
            id: "home-welcome",
            type: "text",
            heading: "Welcome",
            body:
              "This is the home of the Lakeside Lightning league team. Results, roster news and the next game are posted here every week.\n\n" +
              "Team members: check the team page on RallyHub for practice RSVPs and the team discussion board.",
          },
          { id: "home-games", type: "events", heading: "Upcoming games" },
        ],
      },
      {
        id: "roster",
        title: "Roster",
        slug: "roster",
        seoDescription: "Who plays for Lakeside Lightning this season.",
        blocks: [
          {
            id: "roster-intro",
            type: "text",
            heading: "",
            body:
              "Our roster changes a little every season. We are always happy to hear from guards and forwards who can make Thursday practices.\n\n" +
              "Interested? Ask to join on the team page and a manager will review your request.",
          },
          { id: "roster-list", type: "roster", heading: "The team" },
        ],
      },
    ],
  },
];

type Feed = NonNullable<WriteOf<typeof websiteWriteSchema>["feed"]>;

/**
 * A site's team part (siteFeed, as publishSite copies it into the site): the team's next public games (at most SITE_LIMITS.feedEvents, soonest first, from the start of the
 * seed's day) and its roster preview. The Functions keep it current as the team's games change.
 */
export function teamFeed(team: string, built: readonly SeedDoc[], today: Date): Feed | null {
  const stored = docsIn(built, "teams", teamWriteSchema).find((d) => d.path === `teams/${team}`);
  if (!stored) return null;
  const millis = (t: unknown) => (t instanceof Date ? t.getTime() : Number.NaN);
  const events = docsIn(built, "events", eventWriteSchema)
    .filter((d) => d.data.hostingTeam === team && !d.data.isPrivate && !d.data.cancelled && millis(d.data.dateStart) >= today.getTime())
    .sort((a, b) => millis(a.data.dateStart) - millis(b.data.dateStart))
    .slice(0, SITE_LIMITS.feedEvents);
  const games = events.map((d) => ({
    id: d.path.split("/")[1] ?? "",
    title: d.data.title,
    dateStart: millis(d.data.dateStart),
    dateEnd: d.data.dateEnd instanceof Date ? d.data.dateEnd.getTime() : null,
    timeZone: d.data.timeZone,
    location: d.data.location.name,
  }));
  return siteFeed(stored.data, games, today.getTime());
}

/** organizations/{slug}, then websites/, websiteDrafts/ and websiteDomains/ of each site (`built`: the teams' and games' documents, for a team site's feed). */
export function buildSites({ daysAgo, today }: Clock, teams: readonly SeedTeam[], built: readonly SeedDoc[]): SitesDoc[] {
  const denverOrgCreator = teamOf(teams, teamId(12)).ownerUid;
  const docs: SitesDoc[] = [
    storedDoc(organizationWriteSchema, "organizations/austin-pickleball-club", {
      slug: "austin-pickleball-club",
      name: "Austin Pickleball Club",
      description: "Open play, clinics and leagues for pickleball players of every level across Austin. Run by volunteers, open to everyone.",
      logoURL: null,
      city: "Austin, TX",
      creator: "demo-organizer",
    }),
    storedDoc(organizationWriteSchema, "organizations/denver-rec-league", {
      slug: "denver-rec-league",
      name: "Denver Rec League",
      description: "Adult recreational soccer, softball and flag football leagues in Denver. Individual and team sign-ups every season.",
      logoURL: null,
      city: "Denver, CO",
      creator: denverOrgCreator,
    }),
  ];

  // Published sites (two with pages in their older shape: a page's text, which the app reads as one
  // text block; the team's site as the builder saves pages), each with its creator's draft; a domain is claimed for its site (websiteDomains/{host},
  // as attachDomain does).
  const logos = { primary: "/logo.svg", secondary: null };
  const theme = { primary: "#1565c0", secondary: "#c2410c" };
  for (const site of websites(denverOrgCreator)) {
    const { id, domain, ...rest } = site;
    const content = { organizationId: null, ...rest, settings: { logos, theme } };
    const publishedAt = daysAgo(5, 700);
    const feed = site.teamId ? teamFeed(site.teamId, built, today) : null;
    docs.push(storedDoc(websiteWriteSchema, `websites/${id}`, { ...content, domain, feed, formTitles: {}, publishedAt: publishedAt.getTime(), updatedAt: publishedAt }));
    docs.push(storedDoc(draftWriteSchema, `websiteDrafts/${id}`, { ...content, published: true, publishedAt: publishedAt.getTime(), savedAt: daysAgo(2, 700) }));
    if (domain) docs.push(storedDoc(websiteDomainWriteSchema, `websiteDomains/${domain}`, { siteId: id, creator: site.creator, verifiedAt: publishedAt }));
  }
  return docs;
}
