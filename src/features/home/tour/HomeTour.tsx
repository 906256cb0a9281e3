import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import IconButton from "@mui/material/IconButton";
import QuestionMark from "@mui/icons-material/QuestionMark";
import { selectUser } from "@/lib/session/authSlice";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { TOUR_ANCHORS, findAnchor } from "./anchors";
import { rememberTour, tourAlreadySeen, type TourOutcome } from "./tourStorage";

/**
 * When the first section is on the page but not yet all of them (a section
 * that loads later), the tour starts this long after; a section still missing
 * then becomes its error step.
 */
export const AUTO_START_GRACE_MS = 3000;

// The tour's body loads only when the tour starts (or when the help button is pointed at).
const loadBody = () => import("./HomeTourBody");

/** A tour that failed to load (e.g. offline) closes with a message instead of breaking the home. */
class TourLoadBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Starts the tour once the home's sections are on the page: at once when all
 * of them are, otherwise AUTO_START_GRACE_MS after the first appears.
 */
function useAutoStart(enabled: boolean, start: () => void) {
  useEffect(() => {
    if (!enabled) return;
    let done = false;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const fire = () => {
      if (done) return;
      done = true;
      observer.disconnect();
      clearTimeout(grace);
      start();
    };
    const check = () => {
      const present = TOUR_ANCHORS.filter((anchor) => findAnchor(anchor)).length;
      if (present === TOUR_ANCHORS.length) fire();
      else if (present > 0 && grace === undefined) grace = setTimeout(fire, AUTO_START_GRACE_MS);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-tour"] });
    check();
    return () => {
      done = true;
      observer.disconnect();
      clearTimeout(grace);
    };
  }, [enabled, start]);
}

/**
 * The home's floating help button and the onboarding tour it starts (spec
 * §2.10, §4 Onboarding tour). Shown only to a signed-in user. The tour starts
 * by itself once for a user who has neither finished nor skipped it in this
 * browser; the help button starts it again at any time. Finishing stores the
 * completed key, skipping (Skip tour, Escape, Exit) the skipped key.
 */
export function HomeTourButton() {
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [Body, setBody] = useState(() => lazy(loadBody));
  const buttonRef = useRef<HTMLButtonElement>(null);

  const start = useCallback(() => {
    setStarted(true);
    setOpen(true);
  }, []);
  useAutoStart(user !== null && !started && !tourAlreadySeen(), start);

  const close = useCallback((outcome: TourOutcome) => {
    rememberTour(outcome);
    setOpen(false);
  }, []);
  const failed = useCallback(() => {
    setOpen(false);
    // A fresh lazy component, so that the next try loads again instead of repeating the failure.
    setBody(() => lazy(loadBody));
    toast.error("The tour could not load. Check your connection and try again.");
  }, []);
  // Focus goes back to the help button once the tour has gone (while it is open it keeps focus inside).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (!user) return <></>;
  return (
    <>
      <IconButton
        ref={buttonRef}
        aria-label="Take the home tour"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={start}
        onPointerEnter={() => void loadBody().catch(() => undefined)}
        sx={{
          position: "fixed",
          right: "calc(16px + env(safe-area-inset-right, 0px))",
          bottom: "calc(16px + env(safe-area-inset-bottom, 0px))",
          zIndex: "speedDial",
          width: 56,
          height: 56,
          bgcolor: "primary.main",
          color: "primary.contrastText",
          boxShadow: 6,
          "&:hover": { bgcolor: "primary.dark" },
        }}
      >
        <QuestionMark />
      </IconButton>
      {open ? (
        <TourLoadBoundary onError={failed}>
          <Suspense fallback={null}>
            <Body onClose={close} />
          </Suspense>
        </TourLoadBoundary>
      ) : null}
    </>
  );
}
