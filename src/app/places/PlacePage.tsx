import { Suspense } from "react";
import { Link as RouterLink, useParams, type LoaderFunctionArgs } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { appErrorOf } from "@/lib/errors";
import { useAppSelector } from "@/lib/hooks";
import { appStore } from "@/lib/session/storeAccess";
import { selectAuth } from "@/lib/session/authSlice";
import { PlaceGames } from "@/features/events/public";
import { distanceMiles } from "@rallyhub/domain/geo";
import { placesApi, useGetPlaceQuery } from "@/features/places/api/placesApi";
import { addressLine, mapLink, milesText, posterPath, settingText } from "@/features/places/model/place";
import { discoverPlacesPath } from "@/features/places/model/viewport";
import { PlaceNotFound } from "@/features/places/components/PlaceNotFound";

/** Games listed per page on a place's page. */
export const PLACE_EVENTS_PAGE = 10;

/** places/view/{id}: the place is prefetched into the cache. */
export async function loader({ params }: LoaderFunctionArgs) {
  if (params.id) await appStore().dispatch(placesApi.endpoints.getPlace.initiate(params.id, { subscribe: false }));
  return null;
}

/**
 * places/view/{id} (spec §2.1, §7 Places by id and events by place): the
 * place's details (name, address, sports, indoor or outdoor, its photo, a
 * map link and how far it is from the user's area) and its upcoming games.
 * Its creator gets an Edit link; anyone can print its poster.
 */
export function Component() {
  const { id = "" } = useParams();
  const auth = useAppSelector(selectAuth);
  const result = useGetPlaceQuery(id, { skip: !id });

  if (result.isLoading) return <PageLoader label="Loading the place" />;
  if (result.isError) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="error" action={<Button onClick={() => void result.refetch()}>Retry</Button>}>
          {appErrorOf(result.error).message}
        </Alert>
      </Container>
    );
  }
  const place = result.data;
  if (!place) return <PlaceNotFound />;

  const home = auth.profile?.defaultCity ?? null;
  const away = home && home.name ? { miles: distanceMiles(home, place), from: home.name } : null;
  const mine = auth.user?.uid === place.createdBy;
  const centre = { name: place.name, lat: place.lat, lng: place.lng };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={place.name} description={`${place.sports.join(", ")} · ${settingText(place.indoor)} · ${addressLine(place)}`} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
              {place.name}
            </Typography>
            {place.photoURL ? (
              <Box component="img" src={place.photoURL} alt={`Photo of ${place.name}`} loading="lazy" sx={{ width: "100%", maxHeight: 320, objectFit: "cover", borderRadius: 1 }} />
            ) : null}
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="place-about-title">
              <Typography id="place-about-title" variant="h6" component="h2" gutterBottom>
                About this place
              </Typography>
              <Stack spacing={1.5}>
                <div>
                  <Typography variant="subtitle2" component="h3">
                    Address
                  </Typography>
                  <Typography>{addressLine(place)}</Typography>
                  <Link href={mapLink(place)} target="_blank" rel="noopener noreferrer">
                    Open in Google Maps
                  </Link>
                  {away ? (
                    <Typography color="text.secondary" variant="body2">
                      {milesText(away.miles)} from {away.from}
                    </Typography>
                  ) : null}
                </div>
                <div>
                  <Typography variant="subtitle2" component="h3" id="place-sports-title">
                    Sports
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap component="ul" aria-labelledby="place-sports-title" sx={{ flexWrap: "wrap", listStyle: "none", p: 0, m: 0 }}>
                    {place.sports.map((s) => (
                      <li key={s}>
                        <Chip label={s} size="small" />
                      </li>
                    ))}
                  </Stack>
                </div>
                <div>
                  <Typography variant="subtitle2" component="h3">
                    Setting
                  </Typography>
                  <Typography>{settingText(place.indoor)}</Typography>
                </div>
              </Stack>
            </Paper>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              {mine ? (
                <Button variant="contained" component={RouterLink} to={`/places/edit/${encodeURIComponent(place.id)}`}>
                  Edit place
                </Button>
              ) : null}
              <Button variant="outlined" component={RouterLink} to={posterPath(place.id)}>
                Print poster
              </Button>
              <Button component={RouterLink} to={`/discover/events?${new URLSearchParams({ near: place.city || place.name, lat: String(place.lat), lng: String(place.lng) }).toString()}`}>
                Games nearby
              </Button>
              <Button component={RouterLink} to={discoverPlacesPath(centre)}>
                Places nearby
              </Button>
            </Stack>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Suspense fallback={<PageLoader label="Loading the games here" />}>
            <PlaceGames placeId={place.id} placeName={place.name} signedIn={Boolean(auth.user)} pageSize={PLACE_EVENTS_PAGE} />
          </Suspense>
        </Grid>
      </Grid>
    </Container>
  );
}
