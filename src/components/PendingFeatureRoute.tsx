import { useMatches } from "react-router-dom";
import { PendingFeaturePage } from "./PendingFeaturePage";

/** Route module for pages still being built; the route's handle carries the title. */
export function Component() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as { title?: string } | undefined;
  return <PendingFeaturePage title={handle?.title ?? "Coming up"} />;
}
