import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import type { MarketingPageContent } from "../model/pages";
import { MarketingFooter } from "./MarketingFooter";

export function MarketingPage({ page }: { page: MarketingPageContent }) {
  return (
    <>
      <PageHead title={page.title} description={page.description} keywords={page.keywords} robots="index, follow" canonicalPath={`/${page.path}`} />
      {page.structuredData ? <script type="application/ld+json">{JSON.stringify(page.structuredData)}</script> : null}
      <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: "2rem", md: "3rem" } }}>
            {page.heading}
          </Typography>
          <Typography variant="h6" component="p" sx={{ opacity: 0.92, fontWeight: 400, mb: 4 }}>
            {page.intro}
          </Typography>
          <Button component={RouterLink} to={page.cta.to} variant="contained" color="secondary" size="large">
            {page.cta.label}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        {/* A CSS grid on Box rather than MUI's Grid: a visitor's first page keeps to the components every page loads. */}
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)" } }}>
          {page.sections.map((s) => (
            <Paper key={s.heading} variant="outlined" sx={{ p: 3, height: "100%" }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {s.heading}
              </Typography>
              <Typography color="text.secondary">{s.body}</Typography>
            </Paper>
          ))}
        </Box>
      </Container>
      <MarketingFooter />
    </>
  );
}
