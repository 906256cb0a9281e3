import { data } from "react-router-dom";

/** Throws a 404 to the nearest route error page (which shows the not-found page). */
export default function NotFoundFallback(): never {
  // Intentionally throws during render so that the router's error element renders the not-found page.
  throw data(null, { status: 404 });
}
