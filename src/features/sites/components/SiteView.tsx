import { useMemo } from "react";
import { Link as RouterLink } from "react-router-dom";
import AppBar from "@mui/material/AppBar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Toolbar from "@mui/material/Toolbar";
import Typography from "@mui/material/Typography";
import { createTheme, getContrastRatio, ThemeProvider, useTheme } from "@mui/material/styles";
import { PageHead } from "@/components/PageHead";
import { brand } from "@/lib/brand";
import { currentAppOrigin, currentHostMode } from "@/lib/hostMode";
import { resolveSitePage, sitePageMeta, sitePagePath } from "../model/sitePages";
import type { Website } from "../model/types";
import { SiteBlocks, type BlockContext } from "./SiteBlocks";

/** White or black, whichever reads on the colour at AA (4.5:1; one of the two always does). */
function textOn(colour: string): string {
  return getContrastRatio(colour, "#fff") >= 4.5 ? "#fff" : "#000";
}

/** The site's own colours on top of the app's theme; text on them keeps AA contrast. */
function useSiteTheme(site: Pick<Website, "settings">) {
  const outer = useTheme();
  const { primary, secondary } = site.settings.theme;
  return useMemo(
    () =>
      createTheme(outer, {
        palette: {
          primary: outer.palette.augmentColor({ color: { main: primary, contrastText: textOn(primary) } }),
          secondary: outer.palette.augmentColor({ color: { main: secondary, contrastText: textOn(secondary) } }),
        },
      }),
    [outer, primary, secondary],
  );
}

const hostOrigin = currentAppOrigin;

export interface SiteViewProps {
  site: Website;
  slug: string;
  basePath: string;
  /** The builder's preview: nothing is sent, and the document title is left alone. */
  preview?: boolean;
}

/** Renders one page of a website; `slug` comes from the first path segment after the site's base. */
export function SiteView({ site, slug, basePath, preview = false }: SiteViewProps) {
  const page = resolveSitePage(site, slug);
  const theme = useSiteTheme(site);
  const meta = page ? sitePageMeta(site, page, brand.logoPath) : null;
  const ctx: BlockContext = { siteId: site.id, basePath, mode: currentHostMode(), origin: hostOrigin(), feed: site.feed, formTitles: site.formTitles, preview };
  const { primary, secondary } = site.settings.logos;
  return (
    <ThemeProvider theme={theme}>
      {preview ? null : meta ? (
        <PageHead title={meta.title} description={meta.description} icon={meta.icon} rawTitle />
      ) : (
        <PageHead title={`Page not found | ${site.title}`} rawTitle robots="noindex" icon={primary || brand.logoPath} />
      )}
      <AppBar position="static" color="primary" elevation={0} component="header">
        <Toolbar sx={{ gap: 2, flexWrap: "wrap", py: 1 }}>
          {primary ? <Box component="img" src={primary} alt="" sx={{ height: 40, maxWidth: 160, objectFit: "contain" }} /> : null}
          <Typography variant="h6" component="p" sx={{ fontWeight: 800, mr: 2 }}>
            {site.title}
          </Typography>
          <Box component="nav" aria-label={`${site.title} pages`} sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
            {site.pages.map((p) => {
              const current = page?.slug === p.slug;
              return (
                <Button
                  key={p.id}
                  component={RouterLink}
                  to={sitePagePath(basePath, site, p)}
                  color="inherit"
                  aria-current={current ? "page" : undefined}
                  sx={{ fontWeight: current ? 800 : 500, textDecoration: current ? "underline" : "none" }}
                >
                  {p.title}
                </Button>
              );
            })}
          </Box>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        {page ? (
          <article>
            <Typography variant="h3" component="h1" gutterBottom sx={{ fontWeight: 800, fontSize: { xs: "2rem", md: "3rem" } }}>
              {page.title}
            </Typography>
            <SiteBlocks blocks={page.blocks} ctx={ctx} />
          </article>
        ) : (
          <Box role="alert">
            <Typography variant="h4" component="h1" gutterBottom>
              This page isn't part of {site.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              No page is called “{slug}”. Try one of the pages above.
            </Typography>
          </Box>
        )}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", py: 3 }}>
        <Container maxWidth="md" sx={{ display: "flex", gap: 2, alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}>
          {secondary ? <Box component="img" src={secondary} alt={`${site.title} logo`} sx={{ height: 36, maxWidth: 140, objectFit: "contain" }} /> : <span />}
          <Typography variant="body2" color="text.secondary">
            Made with {/* A plain anchor (underlined, as every link in a sentence): a visitor's page keeps to the components every page loads. */}
            <Box component="a" href={`${ctx.origin}/create-webpages`} sx={{ color: "inherit", textDecoration: "underline" }}>
              {brand.productName}
            </Box>
          </Typography>
        </Container>
      </Box>
    </ThemeProvider>
  );
}
