import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { appErrorOf } from "@/lib/errors";
import { useGetMajorCitiesQuery } from "../api/majorCitiesApi";
import { byState, discoverPathFor, filterCities, populationText, type MajorCity } from "../model/majorCities";
import { discoverPlacesPath } from "../model/viewport";

type Order = "size" | "state";

function CityItem({ city, showRank }: { city: MajorCity; showRank: boolean }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: "baseline", py: 0.5 }}>
      {showRank ? (
        <Typography component="span" color="text.secondary" sx={{ minWidth: "2.5em", textAlign: "right" }} aria-hidden>
          {city.rank}.
        </Typography>
      ) : null}
      <div>
        <Link component={RouterLink} to={discoverPathFor(city)} sx={{ fontWeight: 500 }}>
          {city.name}
        </Link>
        <Typography component="span" variant="body2" color="text.secondary">
          {" "}
          · {populationText(city.population)} ·{" "}
          <Link component={RouterLink} to={discoverPlacesPath(city)} aria-label={`Places in ${city.name}`}>
            Places
          </Link>
        </Typography>
      </div>
    </Stack>
  );
}

/**
 * city-search and learn-and-grow (spec §2.1): the major cities page. The
 * largest US cities (from the offline city data), largest first or by state,
 * with a filter; each opens discover centred on it (and its places).
 */
export function Component() {
  const cities = useGetMajorCitiesQuery(undefined);
  const [order, setOrder] = useState<Order>("size");
  const [text, setText] = useState("");
  const shown = useMemo(() => filterCities(cities.data ?? [], text), [cities.data, text]);
  const groups = useMemo(() => byState(shown), [shown]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Major Cities" description="Find pickup games, leagues, players and places in the largest US cities." />
      <Typography variant="h4" component="h1" gutterBottom>
        Major Cities
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Pick a city to discover the games near it, or its courts and fields.
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
          <TextField type="search" label="Filter cities" value={text} onChange={(e) => setText(e.target.value)} helperText="A city or a state" sx={{ flexGrow: 1 }} />
          <ToggleButtonGroup exclusive value={order} onChange={(_e, value: Order | null) => value && setOrder(value)} aria-label="Order" size="small">
            <ToggleButton value="size">Largest first</ToggleButton>
            <ToggleButton value="state">By state</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Paper>

      {cities.isLoading ? (
        <PageLoader label="Loading the cities" />
      ) : cities.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void cities.refetch()}>
              Retry
            </Button>
          }
        >
          {appErrorOf(cities.error).message}
        </Alert>
      ) : shown.length === 0 ? (
        <Alert severity="info">No city matches “{text.trim()}”.</Alert>
      ) : order === "size" ? (
        <Stack component="ol" aria-label="Major cities, largest first" sx={{ listStyle: "none", p: 0, m: 0, columnCount: { xs: 1, sm: 2, md: 3 }, columnGap: 4 }}>
          {shown.map((c) => (
            <CityItem key={c.name} city={c} showRank />
          ))}
        </Stack>
      ) : (
        <Grid container spacing={3}>
          {groups.map((g) => (
            <Grid key={g.state} size={{ xs: 12, sm: 6, md: 4 }} component="section" aria-labelledby={`state-${g.state}`}>
              <Typography id={`state-${g.state}`} variant="h6" component="h2">
                {g.stateName}
              </Typography>
              <Stack component="ul" aria-labelledby={`state-${g.state}`} sx={{ listStyle: "none", p: 0, m: 0 }}>
                {g.cities.map((c) => (
                  <CityItem key={c.name} city={c} showRank={false} />
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
