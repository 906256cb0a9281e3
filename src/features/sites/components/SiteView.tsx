import { Link as RouterLink, useLocation } from "react-router-dom";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { brand } from "@/lib/brand";
import { resolveSitePage, sitePageMeta, sitePagePath } from "../model/sitePages";
import type { Website } from "../model/types";

/** Renders one page of a website; `slug` comes from the first path segment after the site's base. */
export function SiteView({ site, slug, basePath }: { site: Website; slug: string; basePath: string }) {
  const page = resolveSitePage(site, slug);
  const location = useLocation();
  const meta = page ? sitePageMeta(site, page, brand.logoPath) : null;
  return (
    <Box>
      {meta ? <PageHead title={meta.title} description={meta.description} icon={meta.icon} rawTitle /> : <PageHead title={`Page not found | ${site.title}`} rawTitle robots="noindex" />}
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 2, flexWrap: "wrap" }}>
          {site.settings.logos.primary ? <Box component="img" src={site.settings.logos.primary} alt="" sx={{ height: 32 }} /> : null}
          <Typography variant="h6" component="p" sx={{ fontWeight: 800, mr: 2 }}>
            {site.title}
          </Typography>
          <Box component="nav" aria-label={`${site.title} pages`} sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
            {site.pages.map((p) => {
              const to = sitePagePath(basePath, site, p);
              const current = page?.slug === p.slug;
              return (
                <Button key={p.slug} component={RouterLink} to={to} color="inherit" aria-current={current ? "page" : undefined} sx={{ fontWeight: current ? 800 : 500, textDecoration: current ? "underline" : "none" }}>
                  {p.title}
                </Button>
              );
            })}
          </Box>
        </Toolbar>
      </AppBar>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        {page ? (
          <article>
            <Typography variant="h3" component="h1" gutterBottom>
              {page.title}
            </Typography>
            {page.content.split(/\n\s*\n/).filter(Boolean).map((para, i) => (
              <Typography key={i} sx={{ mb: 2 }}>
                {para}
              </Typography>
            ))}
          </article>
        ) : (
          <Box role="alert">
            <Typography variant="h4" component="h1" gutterBottom>
              This page isn't part of {site.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              No page is called “{slug}” ({location.pathname}). Try one of the pages above.
            </Typography>
          </Box>
        )}
      </Container>
    </Box>
  );
}
