import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { brand } from "@/lib/brand";

/** The footer's columns: where a visitor goes next from a page about the product. */
export const FOOTER_COLUMNS = [
  {
    heading: "Play",
    links: [
      { label: "Discover games", to: "/discover/events" },
      { label: "Find players", to: "/find-players" },
      { label: "Community", to: "/community-connect" },
      { label: "Member Plus", to: "/member/pricing" },
    ],
  },
  {
    heading: "Organize",
    links: [
      { label: "Organize events", to: "/organize-events" },
      { label: "Forms & waivers", to: "/forms-and-waivers" },
      { label: "Collect payments", to: "/collect-payments" },
      { label: "Team websites", to: "/create-webpages" },
      { label: "Organizer Pro", to: "/organizer/pricing" },
    ],
  },
  {
    heading: brand.productName,
    links: [
      { label: "About us", to: "/about-us" },
      { label: "FAQs", to: "/faqs" },
      { label: "Guide", to: "/guide" },
      { label: "Careers", to: "/careers" },
    ],
  },
] as const;

/** The foot of the landing and marketing pages (issue 31): the product's pages in three columns. */
export function MarketingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: "grey.900", color: "grey.100", py: { xs: 4, md: 6 } }}>
      <Container maxWidth="lg">
        <Box component="nav" aria-label="Footer" sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" } }}>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.heading}>
              <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {column.heading}
              </Typography>
              <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
                {column.links.map((l) => (
                  <li key={l.to}>
                    {/* 44 px tall rows: a finger's target. */}
                    <Link component={RouterLink} to={l.to} underline="hover" sx={{ color: "inherit", display: "inline-flex", alignItems: "center", minHeight: 44 }}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </div>
          ))}
        </Box>
        <Typography variant="body2" sx={{ mt: 3, color: "grey.400" }}>
          © {new Date().getFullYear()} {brand.productName}
        </Typography>
      </Container>
    </Box>
  );
}
