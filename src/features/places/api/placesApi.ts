import { api, attempt } from "@/lib/api";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/model";
import type { Place } from "../model/place";
import type { PlacesCursor, PlacesInBoundsQuery, PlacesPage } from "../model/placesInBounds";
import { APP_MESSAGES } from "@/lib/messages";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import { getPlace, placesInBounds, placeUploadsAvailable, savePlace, uploadPlacePhoto } from "./placesRepository";

export const placesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7 Places by id (places/view/{id}, places/edit/{id}, the poster): null when there is none. */
    getPlace: build.query<Place | null, string>({
      queryFn: (id) => attempt(() => getPlace(id), PLACE_MESSAGES.loadFailed),
      providesTags: (_r, _e, id) => [{ type: "Place", id }],
    }),
    /** Spec §7 Places by bounds, page and filter: nearest first, a page at a time ('Show more'). */
    placesInBounds: build.infiniteQuery<PlacesPage, PlacesInBoundsQuery, PlacesCursor | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next },
      queryFn: ({ queryArg, pageParam }) => attempt(() => placesInBounds(queryArg, pageParam), PLACE_MESSAGES.loadFailed),
      providesTags: [{ type: "Place", id: "lists" }],
    }),
    /** Spec §7 Places add and update (the savePlace callable). */
    savePlace: build.mutation<CallableOutput<"savePlace">, CallableInput<"savePlace">>({
      queryFn: (input) => attempt(() => savePlace(input), PLACE_MESSAGES.saveFailed),
      invalidatesTags: (result) => [{ type: "Place", id: "lists" }, ...(result ? [{ type: "Place" as const, id: result.placeId }] : [])],
    }),
    /** Whether photos can be uploaded here (Storage configured); without it the form takes a web address only. */
    getPlaceUploads: build.query<boolean, undefined>({
      queryFn: () => attempt(placeUploadsAvailable, APP_MESSAGES.failure.uploadsUnavailable),
      keepUnusedDataFor: 3600,
    }),
    /** A place's photo into Storage: its download URL. */
    uploadPlacePhoto: build.mutation<string, { uid: string; file: Blob }>({
      queryFn: ({ uid, file }) => attempt(() => uploadPlacePhoto(uid, file), APP_MESSAGES.failure.photoUpload),
    }),
  }),
});

export const { useGetPlaceQuery, usePlacesInBoundsInfiniteQuery, useSavePlaceMutation, useGetPlaceUploadsQuery, useUploadPlacePhotoMutation } = placesApi;
