import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import type { MarketingPageContent } from "../model/pages";

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
        <Grid container spacing={3}>
          {page.sections.map((s) => (
            <Grid key={s.heading} size={{ xs: 12, sm: 6 }}>
              <Paper variant="outlined" sx={{ p: 3, height: "100%" }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {s.heading}
                </Typography>
                <Typography color="text.secondary">{s.body}</Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}
