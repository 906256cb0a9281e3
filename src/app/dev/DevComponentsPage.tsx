import { useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { contrastRatio } from "@/components/design/contrast";
import { SportChip } from "@/components/design/SportChip";
import { SPORT_FALLBACK, SPORT_MUTED, SPORTS } from "@/components/design/sports";
import { RADIUS, SPACE, TYPE } from "@/components/design/tokens";
import { GameCard, GameCardSkeleton, type GameCardGame } from "@/components/game/GameCard";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FACES = ["Ana Ruiz", "Ben Okafor", "Cy Park", "Dee Lin", "Eve Stone", "Fay Moss", "Gus Hale"].map((displayName, i) => ({ uid: `u${i}`, displayName, photoURL: "" }));

/** Every state of a game card, with games dated from when the page opened (so "past" is past). */
function states(now: number): { label: string; game: GameCardGame }[] {
  const at = (days: number, hour = 18) => {
    const d = new Date(now + days * DAY);
    d.setUTCHours(hour + 5, 0, 0, 0); // about 6 PM in Chicago
    return d.getTime();
  };
  const time = (days: number, hour?: number) => ({ dateStart: at(days, hour), dateEnd: at(days, hour) + 1.5 * HOUR, timeZone: "America/Chicago" });
  const base = { path: "/dev/components", venue: "Zilker Park Courts", distanceMiles: 2.4 };
  return [
    {
      label: "Normal",
      game: { ...base, title: "Tuesday night pickleball", sport: "Pickleball", time: time(2), spots: { capacity: 12, taken: 7, waitlist: false, waitlistCount: 0 }, players: FACES.slice(0, 3) },
    },
    {
      label: "You're going",
      game: {
        ...base,
        title: "Sunday hoops at Rosewood",
        sport: "Basketball",
        time: time(5, 10),
        spots: { capacity: 10, taken: 8, waitlist: false, waitlistCount: 0 },
        going: true,
        players: FACES,
        price: "$5.00 a spot",
      },
    },
    {
      label: "Full, no waitlist",
      game: { ...base, title: "Morning doubles", sport: "Tennis", time: time(1, 8), spots: { capacity: 4, taken: 4, waitlist: false, waitlistCount: 0 }, players: FACES.slice(0, 4) },
    },
    { label: "Full, waitlist open", game: { ...base, title: "Coed 7v7 soccer", sport: "Soccer", time: time(3), spots: { capacity: 14, taken: 14, waitlist: true, waitlistCount: 3 }, players: FACES } },
    {
      label: "No limit",
      game: {
        ...base,
        venue: "Mueller Lake Park",
        distanceMiles: 0.4,
        title: "Run club 5K",
        sport: "Running",
        time: time(4, 7),
        spots: { capacity: null, taken: 23, waitlist: false, waitlistCount: 0 },
        players: FACES.slice(0, 5),
      },
    },
    { label: "Cancelled", game: { ...base, title: "Beach volleyball", sport: "Volleyball", time: time(6), spots: { capacity: 8, taken: 3, waitlist: false, waitlistCount: 0 }, cancelled: true } },
    {
      label: "Past",
      game: {
        ...base,
        title: "Disc golf league night",
        sport: "Disc Golf",
        time: time(-2),
        spots: { capacity: 16, taken: 12, waitlist: false, waitlistCount: 0 },
        past: true,
        players: FACES.slice(0, 6),
      },
    },
    {
      label: "Long title, unknown sport, no distance",
      game: {
        path: "/dev/components",
        venue: "The Really Quite Long Community Recreation Center Gymnasium Annex",
        title: "An extraordinarily long game title that has to wrap onto several lines on a phone",
        sport: "Quidditch",
        time: time(9),
        spots: { capacity: 30, taken: 1, waitlist: false, waitlistCount: 0 },
      },
    },
  ];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography component="h2" variant="h5" sx={{ mb: SPACE.lg }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * dev/components (development builds only, src/app/routes/devRoutes.tsx): the design system of
 * issue 31 in one place — the sport colours and icons with their contrast, the type scale, the
 * spacing, and every state of a game card — to look at each at 390 px and 1280 px.
 */
export function Component() {
  const [now] = useState(() => Date.now());
  const white = "#ffffff";
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Components" description="The design system's components and their states." />
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        Components
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The design system (src/components/design, src/components/game), shown in development builds only.
      </Typography>

      <Section title="Game card states">
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: SPACE.lg, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
          {states(now).map(({ label, game }) => (
            <li key={label}>
              <Typography sx={{ ...TYPE.label, color: "text.secondary", mb: SPACE.sm }}>{label}</Typography>
              <GameCard game={game} />
            </li>
          ))}
          <li>
            <Typography sx={{ ...TYPE.label, color: "text.secondary", mb: SPACE.sm }}>Loading</Typography>
            <GameCardSkeleton />
          </li>
        </Box>
      </Section>

      <Section title="Sports">
        <Box component="table" sx={{ borderCollapse: "collapse", width: "100%", "& td, & th": { textAlign: "left", py: 1, pr: 2, borderBottom: 1, borderColor: "divider", ...TYPE.body } }}>
          <thead>
            <tr>
              <th scope="col">Sport</th>
              <th scope="col">Chip</th>
              <th scope="col">Color</th>
              <th scope="col">On white</th>
            </tr>
          </thead>
          <tbody>
            {[...Object.entries(SPORTS), ["Any other (fallback)", SPORT_FALLBACK] as const, ["Cancelled or past", { color: SPORT_MUTED }] as const].map(([name, look]) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{name === "Cancelled or past" ? <SportChip sport="Tennis" muted /> : <SportChip sport={name === "Any other (fallback)" ? "Other" : name} />}</td>
                <td>
                  <Box component="span" sx={{ display: "inline-block", width: 14, height: 14, borderRadius: "3px", bgcolor: look.color, verticalAlign: "middle", mr: 1 }} />
                  <code>{look.color}</code>
                </td>
                <td>
                  <Box component="span" sx={{ color: look.color, fontWeight: 700 }}>
                    {contrastRatio(look.color, white).toFixed(2)}:1
                  </Box>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      </Section>

      <Section title="Type scale">
        {(Object.keys(TYPE) as (keyof typeof TYPE)[]).map((step) => (
          <Box key={step} sx={{ display: "flex", alignItems: "baseline", gap: SPACE.lg, mb: SPACE.md, flexWrap: "wrap" }}>
            <Box component="code" sx={{ width: 72, flexShrink: 0, color: "text.secondary" }}>
              {step}
            </Box>
            <Box sx={{ ...TYPE[step], minWidth: 0 }}>Find a game tonight</Box>
            <Box component="code" sx={{ color: "text.secondary", fontSize: "0.75rem" }}>
              {TYPE[step].fontSize} / {TYPE[step].fontWeight}
            </Box>
          </Box>
        ))}
      </Section>

      <Section title="Spacing and radii">
        {(Object.entries(SPACE) as [string, number][]).map(([name, units]) => (
          <Box key={name} sx={{ display: "flex", alignItems: "center", gap: SPACE.lg, mb: SPACE.sm }}>
            <Box component="code" sx={{ width: 72, color: "text.secondary" }}>
              {name}
            </Box>
            <Box sx={{ width: `${units * 8}px`, height: 16, bgcolor: "primary.main", borderRadius: "2px" }} />
            <Box component="code" sx={{ color: "text.secondary", fontSize: "0.75rem" }}>
              {units * 8}px
            </Box>
          </Box>
        ))}
        <Box sx={{ display: "flex", gap: SPACE.lg, mt: SPACE.lg, flexWrap: "wrap" }}>
          {(Object.entries(RADIUS) as [string, number][]).map(([name, px]) => (
            <Box
              key={name}
              sx={{ width: 96, height: 56, border: 2, borderColor: "primary.main", borderRadius: `${px}px`, display: "flex", alignItems: "center", justifyContent: "center", ...TYPE.meta }}
            >
              {name} {px}px
            </Box>
          ))}
        </Box>
      </Section>
    </Container>
  );
}

export default Component;
