import { useEffect, useState } from "react";

/**
 * Whether an element has come near the viewport (within `margin` below it),
 * once and for good: below-the-fold sections load their code and data when
 * the user scrolls toward them (or the tour brings them into view), not with
 * the first screen. Where IntersectionObserver is missing, everything counts
 * as near at once. Returns the ref to put on the element.
 */
export function useNearViewport(margin = 200): [(node: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  const [node, setNode] = useState<Element | null>(null);
  useEffect(() => {
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, node, margin]);
  return [setNode, near];
}
