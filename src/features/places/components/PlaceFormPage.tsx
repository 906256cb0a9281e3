import { useMemo, useRef, useState } from "react";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useUnsavedChanges } from "@/components/leaveConfirmationContext";
import type { SerializedAppError } from "@/lib/errors";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { selectUser } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { PLACE_LIMITS, PLACE_MESSAGES, placeInputSchema, type ValidPlaceInput } from "@rallyhub/domain/places/schema";
import { useGetPlaceQuery, useGetPlaceUploadsQuery, useSavePlaceMutation, useUploadPlacePhotoMutation } from "../api/placesApi";
import type { CityValue } from "@/lib/cities/citySearch";
import { placePath, type Place } from "../model/place";
import { CityAutocomplete } from "@/components/CityAutocomplete";
import { PlaceNotFound } from "./PlaceNotFound";

export interface PlaceFormValues {
  name: string;
  address: string;
  city: CityValue | null;
  sports: string[];
  indoor: boolean;
  photoURL: string;
}

const EMPTY: PlaceFormValues = { name: "", address: "", city: null, sports: [], indoor: false, photoURL: "" };

const valuesOf = (p: Place): PlaceFormValues => ({
  name: p.name,
  address: p.address,
  city: p.city ? { name: p.city, lat: p.lat, lng: p.lng } : null,
  sports: p.sports,
  indoor: p.indoor,
  photoURL: p.photoURL,
});

/** Photos larger than this are refused before uploading (storage.rules allows under 5 MB). */
const MAX_PHOTO_BYTES = 5 * 1024 * 1024 - 1;

/** The form of places/new and places/edit/{id}: one zod schema (shared with savePlace) checks it. */
export function PlaceForm({ place }: { place: Place | null }) {
  const navigate = useNavigate();
  const me = useAppSelector(selectUser);
  const options = useGetProfileOptionsQuery(undefined);
  const uploads = useGetPlaceUploadsQuery(undefined);
  const [save] = useSavePlaceMutation();
  const [upload, uploading] = useUploadPlacePhotoMutation();
  const [failure, setFailure] = useState<SerializedAppError | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const defaults = useMemo(() => (place ? valuesOf(place) : EMPTY), [place]);
  const { control, handleSubmit, formState, setValue, reset } = useForm<PlaceFormValues>({
    resolver: zodResolver(placeInputSchema) as unknown as Resolver<PlaceFormValues>,
    defaultValues: defaults,
    mode: "onTouched",
  });
  useUnsavedChanges(formState.isDirty && !formState.isSubmitting && !formState.isSubmitSuccessful);
  const photoURL = useWatch({ control, name: "photoURL" });
  const sportChoices = useMemo(() => {
    const list = options.data?.gameTypes ?? [];
    const kept = (place?.sports ?? []).filter((s) => !list.includes(s));
    return [...list, ...kept];
  }, [options.data, place]);

  const onValid = async (values: PlaceFormValues) => {
    setFailure(null);
    // The resolver has checked and trimmed the values (placeInputSchema): only a picked city's name and point are sent.
    const input = values as unknown as ValidPlaceInput;
    const city = { name: input.city.name, lat: input.city.lat, lng: input.city.lng };
    try {
      const { placeId } = await save({ ...(place ? { placeId: place.id } : {}), place: { ...input, city } }).unwrap();
      reset(values);
      toast.success(place ? PLACE_MESSAGES.saved : PLACE_MESSAGES.added);
      void navigate(placePath(placeId), { state: { saved: true } });
    } catch (error) {
      setFailure(error as SerializedAppError);
    }
  };

  const onPhoto = async (file: File | undefined) => {
    if (!file || !me) return;
    if (!file.type.startsWith("image/") || file.size > MAX_PHOTO_BYTES) {
      setFailure({ code: "invalid-argument", message: "Choose an image under 5 MB." });
      return;
    }
    try {
      const url = await upload({ uid: me.uid, file }).unwrap();
      setValue("photoURL", url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      setFailure(error as SerializedAppError);
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate aria-label={place ? "Edit the place" : "Add a place"} onSubmit={(e) => void handleSubmit(onValid)(e)} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <FormTextField name="name" control={control} label="Name" required maxLength={PLACE_LIMITS.name} helperText="As players know it, e.g. Zilker Park Courts" />
        <FormTextField name="address" control={control} label="Street address" maxLength={PLACE_LIMITS.address} helperText="Optional: the street and number" />
        <Controller
          name="city"
          control={control}
          render={({ field, fieldState }) => (
            <CityAutocomplete
              label="City"
              name={field.name}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              helperText="Pick the city from the list: it gives the place its location on the map"
            />
          )}
        />
        <Controller
          name="sports"
          control={control}
          render={({ field, fieldState }) => (
            <Autocomplete<string, true>
              multiple
              disableCloseOnSelect
              options={sportChoices}
              value={field.value}
              onChange={(_e, list) => field.onChange(list)}
              onBlur={field.onBlur}
              loading={options.isLoading}
              renderInput={(params) => <TextField {...params} name={field.name} label="Sports" required error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? "The sports played here"} />}
            />
          )}
        />
        <Controller
          name="indoor"
          control={control}
          render={({ field }) => (
            <FormControl>
              <FormLabel id="place-setting-label">Setting</FormLabel>
              <RadioGroup row aria-labelledby="place-setting-label" name={field.name} value={field.value ? "indoor" : "outdoor"} onChange={(e) => field.onChange(e.target.value === "indoor")}>
                <FormControlLabel value="outdoor" control={<Radio />} label="Outdoor" />
                <FormControlLabel value="indoor" control={<Radio />} label="Indoor" />
              </RadioGroup>
            </FormControl>
          )}
        />
        <Stack spacing={1}>
          <FormTextField name="photoURL" control={control} label="Photo (web address)" type="url" maxLength={PLACE_LIMITS.photoURL} helperText="Optional: https://…" />
          {uploads.data === true ? (
            <Box>
              <input ref={fileInput} type="file" accept="image/*" hidden aria-label="Photo file" onChange={(e) => void onPhoto(e.target.files?.[0])} />
              <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={uploading.isLoading}>
                {uploading.isLoading ? "Uploading…" : "Upload a photo"}
              </Button>
            </Box>
          ) : null}
          {photoURL && /^https?:\/\//.test(photoURL) ? <Box component="img" src={photoURL} alt="The photo of the place" sx={{ maxWidth: 240, maxHeight: 160, objectFit: "cover", borderRadius: 1 }} /> : null}
        </Stack>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure.message}
            {failure.reason ? <div>{failure.reason}</div> : null}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1}>
          <SubmitButton busy={formState.isSubmitting}>{place ? "Save place" : "Add place"}</SubmitButton>
          <Button component={RouterLink} to={place ? placePath(place.id) : "/discover/places"}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * places/new and places/edit/{id} (spec §2.1: profile-ready organizers; §7
 * Places add and update): name, street address, the city picked from the city
 * search (its point becomes the place's location and geohash on the server),
 * sports, indoor or outdoor, and a photo. Only the organizer who added a place
 * edits it.
 */
export function Component() {
  const { id } = useParams();
  const me = useAppSelector(selectUser);
  const existing = useGetPlaceQuery(id ?? "", { skip: !id });
  const title = id ? "Edit Place" : "New Place";

  let body: React.ReactNode;
  if (!id) body = <PlaceForm place={null} />;
  else if (existing.isLoading) body = <PageLoader label="Loading the place" />;
  else if (existing.isError)
    body = (
      <Alert severity="error" action={<Button onClick={() => void existing.refetch()}>Retry</Button>}>
        {(existing.error as SerializedAppError).message}
      </Alert>
    );
  else if (!existing.data) return <PlaceNotFound />;
  else if (existing.data.createdBy !== me?.uid)
    body = (
      <Alert severity="warning" role="alert" action={<Button component={RouterLink} to={placePath(existing.data.id)}>View the place</Button>}>
        {PLACE_MESSAGES.notCreator}
      </Alert>
    );
  else body = <PlaceForm place={existing.data} />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={title} robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {body}
    </Container>
  );
}
