import { useState, type SyntheticEvent } from "react";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PagedList } from "@/components/PagedList";
import { appErrorOf } from "@/lib/errors";
import { useDebouncedValue } from "@/lib/useDebouncedValue";
import { GameCard, GameCardsLoading } from "@/components/game/GameCard";
import { SEARCH_DEBOUNCE_MS, SEARCH_KIND_LABELS, SEARCH_KINDS, SEARCH_LIMITS, SEARCH_MESSAGES, type SearchHit, type SearchKind, type SearchKindResult } from "@rallyhub/domain/search/search";
import { useSearchMoreInfiniteQuery, useSearchQuery } from "../api/searchApi";
import { hitCardGame } from "../model/gameHit";
import { isSearchable, normalizeQuery } from "../model/query";

/** The server's reason when it gave one (a query it refused), else the search's own failure message. */
function messageOf(error: unknown): string {
  if (error === undefined) return SEARCH_MESSAGES.failed;
  const e = appErrorOf(error, SEARCH_MESSAGES.failed);
  return e.reason ?? e.message;
}

/** What an empty kind says ("No teams match “zilker”."). */
export const noMatch = (kind: SearchKind, q: string) => `No ${SEARCH_KIND_LABELS[kind].toLowerCase()} match “${q}”.`;

/**
 * full-search (spec §2.1, issue 13; public): one box that searches events,
 * teams, players, places and posts, results grouped by kind, each linking to
 * its page. The words live in the address (?q=), so a reload or a shared link
 * keeps them; the search runs 300 ms after the last keystroke (spec §9) from
 * 3 characters, and each kind pages on with "Show more".
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const settled = normalizeQuery(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const searchable = isSearchable(settled);

  const keepInAddress = (value: string) => {
    const q = normalizeQuery(value);
    setParams(q ? { q } : {}, { replace: true });
  };
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    keepInAddress(text);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title={settled ? `Search: ${settled}` : "Search"} description="Search games, teams, players, places and posts." />
      <Typography component="h1" variant="h4" gutterBottom>
        Search
      </Typography>
      <Box component="form" role="search" aria-label="Search everything" onSubmit={submit} sx={{ mb: 3 }}>
        <TextField
          type="search"
          label="Search games, teams, players, places and posts"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            keepInAddress(e.target.value);
          }}
          fullWidth
          autoComplete="off"
          helperText={`Type at least ${SEARCH_LIMITS.query.min} characters`}
          slotProps={{ htmlInput: { maxLength: SEARCH_LIMITS.query.max, spellCheck: false, "aria-controls": "search-results" } }}
        />
      </Box>
      <Box id="search-results">{searchable ? <Results q={settled} /> : null}</Box>
    </Container>
  );
}

function Results({ q }: { q: string }) {
  const result = useSearchQuery({ q, limit: SEARCH_LIMITS.perKind.firstPage });
  const data = result.currentData;
  if (result.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" onClick={() => void result.refetch()}>
            Retry
          </Button>
        }
      >
        {messageOf(result.error)}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack spacing={2} role="status" aria-label="Searching">
        {SEARCH_KINDS.slice(0, 3).map((k) => (
          <Skeleton key={k} variant="rounded" height={96} />
        ))}
      </Stack>
    );
  }
  const found = SEARCH_KINDS.reduce((n, kind) => n + (data.results[kind]?.hits.length ?? 0), 0);
  const restricted = SEARCH_KINDS.some((kind) => data.results[kind]?.restricted);
  return (
    <Stack spacing={3}>
      <Typography role="status" color="text.secondary">
        {found === 0 ? `No results for “${q}”.` : `Results for “${q}”`}
      </Typography>
      {found === 0 && !restricted
        ? null
        : SEARCH_KINDS.map((kind) => {
            const first = data.results[kind];
            return first ? <KindSection key={`${kind}:${q}`} kind={kind} q={q} first={first} /> : null;
          })}
    </Stack>
  );
}

function KindSection({ kind, q, first }: { kind: SearchKind; q: string; first: SearchKindResult }) {
  const pages = useSearchMoreInfiniteQuery({ q, kind });
  const label = SEARCH_KIND_LABELS[kind];
  const headingId = `search-${kind}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, md: 2 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {first.restricted === "signIn" ? (
        <Typography color="text.secondary">
          <RouterLink to="/auth/login">Log in</RouterLink> to find players.
        </Typography>
      ) : (
        <PagedList
          query={pages}
          items={(page) => page.hits}
          itemKey={(hit) => hit.id}
          loading={kind === "events" ? <GameCardsLoading label={`Loading more ${label.toLowerCase()}`} count={1} /> : <MoreLoading label={label} />}
          loadingMore={kind === "events" ? <GameCardsLoading label={`Loading more ${label.toLowerCase()}`} count={1} /> : <MoreLoading label={label} />}
          empty={<Typography color="text.secondary">{noMatch(kind, q)}</Typography>}
          errorText={messageOf}
          list={(rows) =>
            kind === "events" ? (
              <Stack component="ul" aria-label={`${label} found`} spacing={1.5} sx={{ listStyle: "none", p: 0, m: 0 }}>
                {rows}
              </Stack>
            ) : (
              <List aria-label={`${label} found`} disablePadding>
                {rows}
              </List>
            )
          }
          renderItem={(hit) =>
            hit.kind === "events" ? (
              <li>
                <GameCard game={hitCardGame(hit)} />
              </li>
            ) : (
              <HitRow hit={hit} />
            )
          }
          more={{ label: "Show more", ariaLabel: `Show more ${label.toLowerCase()}` }}
          spacing={1}
        />
      )}
    </Paper>
  );
}

function MoreLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={`Loading more ${label.toLowerCase()}`}>
      <Skeleton variant="rounded" height={56} sx={{ width: "100%" }} />
    </Box>
  );
}

function HitRow({ hit }: { hit: SearchHit }) {
  const round = hit.kind === "players";
  return (
    <ListItem disablePadding>
      <ListItemButton component={RouterLink} to={hit.path}>
        {hit.kind === "players" || hit.kind === "teams" ? (
          <ListItemAvatar>
            <Avatar src={hit.photoURL || undefined} alt="" aria-hidden variant={round ? "circular" : "rounded"}>
              {hit.title.slice(0, 1).toUpperCase()}
            </Avatar>
          </ListItemAvatar>
        ) : null}
        <ListItemText primary={hit.title} secondary={hit.subtitle || null} slotProps={{ primary: { sx: { overflowWrap: "anywhere" } }, secondary: { sx: { overflowWrap: "anywhere" } } }} />
      </ListItemButton>
    </ListItem>
  );
}
