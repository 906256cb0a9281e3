import type { LatLng } from "@rallyhub/domain/geo";
import type { EventRecord } from "@rallyhub/domain/events/types";

/** Discover (issue 9): what a search asks for, a page of its answer, and where the next page starts. */
export interface DiscoverQuery {
  center: LatLng;
  radiusMiles: number;
  /** Start of the window (epoch millis) and its end (exclusive). */
  from: number;
  to: number;
  gameType: string | null;
  text: string;
  pageSize: number;
}

export interface DiscoverCursor {
  dateStart: number;
  id: string;
}

export interface DiscoverResult {
  event: EventRecord;
  distanceMiles: number;
}

export interface DiscoverPage {
  results: DiscoverResult[];
  /** Where the next page starts, or null at the end. */
  next: DiscoverCursor | null;
  /** Documents read for this page (the benchmark's figure). */
  reads: number;
}
