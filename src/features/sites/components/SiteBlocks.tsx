import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useNow } from "@/lib/useNow";
import { viewerGameTime } from "@/lib/gameTime";
import type { HostMode } from "@/lib/hostMode";
import { BLOCK_LABELS, type SiteFeed } from "@rallyhub/domain/sites/basics";
import type { SiteBlock, SiteBlockOf } from "@rallyhub/domain/sites/model";
import { eventLink, formLink } from "../model/origins";
import { resolveSiteLink } from "../model/sitePages";

// The contact form (and its validation) loads only on a page that has one.
const ContactForm = lazy(() => import("./ContactForm"));

export interface BlockContext {
  siteId: string;
  basePath: string;
  mode: HostMode;
  origin: string;
  feed: SiteFeed | null;
  formTitles: Record<string, string>;
  /** In the builder's preview: forms do not send and links do not leave. */
  preview?: boolean;
}

function Heading({ children }: { children: string }) {
  return children ? (
    <Typography variant="h5" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  ) : null;
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((para, i) => (
          <Typography key={i} sx={{ mb: 2, whiteSpace: "pre-line" }}>
            {para}
          </Typography>
        ))}
    </>
  );
}

function TextBlock({ block }: { block: SiteBlockOf<"text"> }) {
  return (
    <Box component="section">
      <Heading>{block.heading}</Heading>
      <Paragraphs text={block.body} />
    </Box>
  );
}

function ImageBlock({ block }: { block: SiteBlockOf<"image"> }) {
  if (!block.url) return null;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box component="img" src={block.url} alt={block.alt} loading="lazy" sx={{ display: "block", maxWidth: "100%", height: "auto", borderRadius: 2 }} />
      {block.caption ? (
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {block.caption}
        </Typography>
      ) : null}
    </Box>
  );
}

function ButtonBlock({ block, ctx }: { block: SiteBlockOf<"button">; ctx: BlockContext }) {
  if (!block.label) return null;
  const link = resolveSiteLink(ctx.basePath, block.url);
  return (
    <Box>
      {link.internal ? (
        <Button component={RouterLink} to={link.to} variant="contained" size="large" color="secondary">
          {block.label}
        </Button>
      ) : (
        <Button href={link.to} variant="contained" size="large" color="secondary" rel="noopener noreferrer">
          {block.label}
        </Button>
      )}
    </Box>
  );
}

function EventsBlock({ block, ctx }: { block: SiteBlockOf<"events">; ctx: BlockContext }) {
  const now = useNow(60_000);
  const upcoming = (ctx.feed?.events ?? []).filter((e) => e.dateStart >= now);
  return (
    <Box component="section" aria-label={block.heading || BLOCK_LABELS.events}>
      <Heading>{block.heading}</Heading>
      {ctx.preview && !ctx.feed ? (
        <Typography color="text.secondary">The team's next public games show here once the site is published.</Typography>
      ) : upcoming.length === 0 ? (
        <Typography color="text.secondary">No upcoming games right now. Check back soon.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "flex", flexDirection: "column", gap: 1 }}>
          {upcoming.map((e) => (
            <Paper component="li" key={e.id} variant="outlined" sx={{ p: 2, display: "flex", flexWrap: "wrap", gap: 1, justifyContent: "space-between", alignItems: "center" }}>
              <div>
                <Typography sx={{ fontWeight: 700 }}>{e.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={new Date(e.dateStart).toISOString()}>{viewerGameTime(e)}</time>
                  {e.location ? ` · ${e.location}` : ""}
                </Typography>
              </div>
              <Button href={eventLink(ctx.origin, e.id)} size="small" variant="outlined" color="inherit" aria-label={`Details of ${e.title}`}>
                Details
              </Button>
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

const ROLE_LABELS: Record<string, string> = { owner: "Owner", manager: "Manager", player: "Player" };

function RosterBlock({ block, ctx }: { block: SiteBlockOf<"roster">; ctx: BlockContext }) {
  const roster = ctx.feed?.roster ?? [];
  const more = (ctx.feed?.memberCount ?? 0) - roster.length;
  return (
    <Box component="section" aria-label={block.heading || BLOCK_LABELS.roster}>
      <Heading>{block.heading}</Heading>
      {ctx.preview && !ctx.feed ? (
        <Typography color="text.secondary">The team's roster shows here once the site is published.</Typography>
      ) : roster.length === 0 ? (
        <Typography color="text.secondary">The roster is being put together.</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))" }}>
            {roster.map((r, i) => (
              <Paper component="li" key={`${r.displayName}-${i}`} variant="outlined" sx={{ p: 1.5 }}>
                <Typography sx={{ fontWeight: 600 }}>{r.displayName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {ROLE_LABELS[r.role] ?? "Player"}
                </Typography>
              </Paper>
            ))}
          </Box>
          {more > 0 ? <Typography sx={{ mt: 1 }} color="text.secondary">{`and ${more} more`}</Typography> : null}
        </>
      )}
    </Box>
  );
}

function ContactBlock({ block, ctx }: { block: SiteBlockOf<"contact">; ctx: BlockContext }) {
  return (
    <Paper component="section" variant="outlined" aria-label={block.heading || BLOCK_LABELS.contact} sx={{ p: { xs: 2, md: 3 } }}>
      <Heading>{block.heading}</Heading>
      {block.intro ? <Typography sx={{ mb: 2 }}>{block.intro}</Typography> : null}
      <Suspense fallback={<Box role="status" aria-label="Loading the contact form" sx={{ minHeight: 200 }} />}>
        <ContactForm siteId={ctx.siteId} preview={ctx.preview ?? false} />
      </Suspense>
    </Paper>
  );
}

function FormBlock({ block, ctx }: { block: SiteBlockOf<"form">; ctx: BlockContext }) {
  if (!block.formId) return null;
  const title = ctx.formTitles[block.formId] ?? "Form";
  return (
    <Paper component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2, md: 3 }, display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", justifyContent: "space-between" }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Button href={formLink(ctx.mode, ctx.origin, block.formId)} variant="contained" color="secondary">
        {block.label || "Open the form"}
      </Button>
    </Paper>
  );
}

/** One block of a site's page, as visitors see it. */
export function SiteBlockView({ block, ctx }: { block: SiteBlock; ctx: BlockContext }) {
  switch (block.type) {
    case "text":
      return <TextBlock block={block} />;
    case "image":
      return <ImageBlock block={block} />;
    case "button":
      return <ButtonBlock block={block} ctx={ctx} />;
    case "events":
      return <EventsBlock block={block} ctx={ctx} />;
    case "roster":
      return <RosterBlock block={block} ctx={ctx} />;
    case "contact":
      return <ContactBlock block={block} ctx={ctx} />;
    case "form":
      return <FormBlock block={block} ctx={ctx} />;
  }
}

export function SiteBlocks({ blocks, ctx }: { blocks: SiteBlock[]; ctx: BlockContext }) {
  return (
    // Box rather than Stack: a visitor's page keeps to the components every page loads.
    <Box sx={{ display: "flex", flexDirection: "column", gap: 4 }}>
      {blocks.map((block) => (
        <SiteBlockView key={block.id} block={block} ctx={ctx} />
      ))}
    </Box>
  );
}
