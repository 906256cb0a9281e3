import { brand } from "@/lib/brand";

export interface MarketingSection {
  heading: string;
  body: string;
}

export interface MarketingPageContent {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  heading: string;
  intro: string;
  sections: MarketingSection[];
  cta: { label: string; to: string };
  /** Structured data (schema.org JSON-LD) for the page, when it has any. */
  structuredData?: Record<string, unknown>;
}

const P = brand.productName;
const signUp = { label: `Join ${P} free`, to: "/auth/sign-up" };

/**
 * Spec §2.11: these pages set the title, description, social preview tags,
 * keywords, robots index/follow and a canonical link. create-tournaments also
 * carries structured software data.
 */
export const MARKETING_PAGES: MarketingPageContent[] = [
  {
    path: "features",
    title: "Features",
    description: `Everything ${P} does for players, organizers and team managers: pickup games, teams, leagues, forms, payments and websites.`,
    keywords: ["sports app", "pickup games", "team management", "league organizer"],
    heading: `Everything you need to play and organize`,
    intro: `${P} brings players, teams and organizers together: find a game tonight, run a season, collect payments and publish your team's website from one place.`,
    sections: [
      { heading: "Find games and players", body: "Search pickup games near you, see who is available and RSVP in a tap." },
      { heading: "Run teams and leagues", body: "Rosters, roles, seasons, sessions and season groups stay organized for every team you manage." },
      { heading: "Forms, waivers and payments", body: "Collect registrations and signed waivers, send invoices and get paid out to your account." },
      { heading: "Your own website", body: "Publish a team or organization website on your own domain, with pages you edit yourself." },
    ],
    cta: signUp,
  },
  {
    path: "community-connect",
    title: "Community Connect",
    description: `Build your sports community on ${P}: topics, announcements, a post board and notifications that reach every member.`,
    keywords: ["sports community", "club communication", "team announcements"],
    heading: "Keep your community close",
    intro: "Give every member one place for announcements, discussions and the post board, with notifications they control.",
    sections: [
      { heading: "Topics and discussions", body: "Team topics keep conversations on track; members choose how they are notified." },
      { heading: "Community post board", body: "Find a game, sell gear, offer coaching or look for a carpool in categories everyone understands." },
    ],
    cta: signUp,
  },
  {
    path: "find-players",
    title: "Find Players",
    description: `Find players near you on ${P}: filter by sport and availability and invite them to your game.`,
    keywords: ["find players", "sub needed", "pickup players near me"],
    heading: "Never play short-handed again",
    intro: "See players near you who are free when you play, and invite them in a tap.",
    sections: [
      { heading: "Weekly availability", body: "Players share the hours they can play, so you invite people who can actually come." },
      { heading: "Respectful privacy", body: "Everyone decides who may see their schedule: everyone, their communities, or only their connections." },
    ],
    cta: signUp,
  },
  {
    path: "organize-events",
    title: "Organize Events",
    description: `Organize pickup games, clinics and tournaments on ${P} with RSVPs, waitlists, guest limits and reminders.`,
    keywords: ["organize pickup games", "event RSVP", "sports events"],
    heading: "Events that run themselves",
    intro: "Create a one-off or recurring event, set a minimum to play, approve joiners and let reminders do the rest.",
    sections: [
      { heading: "RSVPs and waitlists", body: "Cap the roster, open a waitlist, allow guests and set a cancellation window." },
      { heading: "Recurring schedules", body: "Weekly games repeat automatically, and you can skip a date when the court is closed." },
    ],
    cta: signUp,
  },
  {
    path: "forms-and-waivers",
    title: "Forms and Waivers",
    description: `Registration forms and signed waivers for leagues, camps and events on ${P}, with payments built in.`,
    keywords: ["registration forms", "sports waiver", "league registration"],
    heading: "Registrations and waivers without the paperwork",
    intro: "Build a form once, share a link, and collect answers, signatures and payments together.",
    sections: [
      { heading: "Build in minutes", body: "Questions, waivers and prices in one form, with the submissions in one list." },
      { heading: "Paid registrations", body: "Ask for a deposit or the full fee, and let people pay the balance later." },
    ],
    cta: signUp,
  },
  {
    path: "collect-payments",
    title: "Collect Payments",
    description: `Collect event fees, dues and invoices on ${P}, paid out to your own ${brand.paymentProviderName} account.`,
    keywords: ["collect sports payments", "league dues", "event fees"],
    heading: "Get paid for the games you run",
    intro: `Link a ${brand.paymentProviderName} account and collect fees for events, forms and invoices.`,
    sections: [
      { heading: "Payouts to your account", body: "Money goes to your connected account; you see every transaction." },
      { heading: "Invoices", body: "Send invoices to players and teams, and see at a glance who has paid." },
    ],
    cta: signUp,
  },
  {
    path: "create-tournaments",
    title: "Create Tournaments",
    description: `Tournament brackets, pools and schedules on ${P} — coming soon.`,
    keywords: ["tournament bracket", "create tournament", "pickleball tournament"],
    heading: "Tournaments, from pools to the final",
    intro: "Brackets, pools, courts and schedules that update as scores come in. Tournaments are arriving soon.",
    sections: [
      { heading: "Brackets and playoffs", body: "Generate a playoff bracket from pool results and reset it if plans change." },
      { heading: "Courts and schedules", body: "Assign courts and times, and let players see where they play next." },
    ],
    cta: { label: "Get notified", to: "/auth/sign-up" },
    structuredData: {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: `${P} Tournaments`,
      applicationCategory: "SportsApplication",
      operatingSystem: "Web",
      offers: {
        "@type": "Offer",
        price: "0",
        priceCurrency: "USD",
        availability: "https://schema.org/PreOrder",
        availabilityStarts: "2025-06-01",
      },
      releaseNotes: "Coming soon",
      description: "Coming soon: tournament brackets, pools and schedules.",
    },
  },
  {
    path: "create-webpages",
    title: "Create Webpages",
    description: `Publish a website for your team or organization with ${P}, on your own domain.`,
    keywords: ["team website", "club website builder", "sports website"],
    heading: "A website for your team, in an afternoon",
    intro: "Pick your pages, add your logo, and publish on your own domain.",
    sections: [
      { heading: "Pages you control", body: "Home, schedule, registration and contact pages, each with its own address." },
      { heading: "Your domain", body: "Serve the site on your own domain or on a free team address." },
    ],
    cta: signUp,
  },
  {
    path: "about-us",
    title: "About Us",
    description: `${P} is built by players and organizers who wanted an easier way to get a game going.`,
    keywords: ["about", P],
    heading: `About ${P}`,
    intro: "We started with one pickup game that always had too few players. Now we help thousands of games happen.",
    sections: [{ heading: "Our mission", body: "More people playing, more often, with less admin for the people who make it happen." }],
    cta: signUp,
  },
  {
    path: "faqs",
    title: "FAQs",
    description: `Answers to common questions about ${P}: accounts, events, teams, payments and privacy.`,
    keywords: ["help", "faq", P],
    heading: "Frequently asked questions",
    intro: "Can't find your answer? Write to us and a person will reply.",
    sections: [
      { heading: `Is ${P} free?`, body: "Yes. Playing, joining and organizing free events costs nothing. Member Plus and Organizer Pro add more." },
      { heading: "Who can see my availability?", body: "You choose: everyone, or only people who pass the filters you set in Settings → Availability." },
      { heading: "How do payouts work?", body: `Organizers link a ${brand.paymentProviderName} account in Settings → Subscriptions & Payouts; payments go straight to it.` },
      { heading: "How do I delete my account?", body: "In Settings → Privacy. Leave or delete your teams first; then type DELETE to confirm." },
    ],
    cta: { label: "Contact support", to: "/about-us" },
  },
  {
    path: "guide",
    title: "Guide",
    description: `A step-by-step guide to getting started on ${P} as a player or an organizer.`,
    keywords: ["getting started", "guide", P],
    heading: "Getting started",
    intro: "Five minutes from sign-up to your first game.",
    sections: [
      { heading: "1. Create your profile", body: "Tell us your sports and where you like to play." },
      { heading: "2. Set your availability", body: "Add the hours you can play each week, and any trips." },
      { heading: "3. Find or create a game", body: "RSVP to a game near you, or create one and invite players who are free." },
    ],
    cta: signUp,
  },
  {
    path: "promo",
    title: "Promotions",
    description: `Current offers on ${P} plans for players and organizers.`,
    keywords: ["promo", "discount", P],
    heading: "Offers for new members",
    intro: "Try Member Plus or Organizer Pro and see what it does for your games.",
    sections: [{ heading: "Start free", body: "Every account starts on the free plan; upgrade whenever you like and cancel any time." }],
    cta: signUp,
  },
  {
    path: "ai",
    title: "AI Assistant",
    description: `Smart helpers on ${P}: suggested players, good times to play and ready-made event descriptions.`,
    keywords: ["AI", "sports assistant", P],
    heading: "A helping hand for organizers",
    intro: "Suggestions that save you time: who to invite, when most of your players are free, and what to write.",
    sections: [{ heading: "Who's free?", body: "We compare your players' availability to suggest the best time for the next game." }],
    cta: signUp,
  },
  {
    path: "careers",
    title: "Careers",
    description: `Work at ${P} and help more people play.`,
    keywords: ["careers", "jobs", P],
    heading: "Build the home of local sports",
    intro: "We are a small team of engineers, designers and organizers. We're always glad to hear from people who love the game.",
    sections: [{ heading: "Open roles", body: `Send a note about yourself to ${brand.supportEmail}.` }],
    cta: { label: "About us", to: "/about-us" },
  },
  {
    path: "main-carousel",
    title: "Highlights",
    description: `Highlights from the ${P} community.`,
    keywords: ["highlights", P],
    heading: "Highlights",
    intro: "Games, teams and people from around the community.",
    sections: [
      { heading: "Weekly pickup", body: "Hundreds of weekly games in cities across the country." },
      { heading: "Leagues", body: "Seasons with standings, schedules and playoffs." },
    ],
    cta: signUp,
  },
  {
    path: "learn-and-grow-carousel",
    title: "Learn and Grow",
    description: `Coaching, clinics and training partners on ${P}.`,
    keywords: ["coaching", "clinics", "training partners"],
    heading: "Learn and grow",
    intro: "Find a coach, join a clinic or a training partner at your level.",
    sections: [{ heading: "Coaching", body: "Coaches post sessions on the post board under Training & Coaching." }],
    cta: signUp,
  },
  {
    path: "start/ambassador",
    title: "Become an Ambassador",
    description: `Grow the game in your city as a ${P} ambassador.`,
    keywords: ["ambassador", "community leader", P],
    heading: "Become an ambassador",
    intro: "Ambassadors host welcoming games and help new players find their people.",
    sections: [{ heading: "What you get", body: "Organizer Pro on us, early features and a direct line to the team." }],
    cta: signUp,
  },
];

export function marketingPageFor(path: string): MarketingPageContent | undefined {
  return MARKETING_PAGES.find((p) => p.path === path);
}
