import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { createPortal } from "react-dom";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { findAnchor } from "./anchors";
import { HOME_TOUR_STEPS } from "./steps";
import { highlightBox, placePopover, popoverWidth, scrollBlock, type Box as Rect, type Viewport } from "./placement";
import type { TourOutcome } from "./tourStorage";

/** Room left above a section scrolled to the top: the sticky top bar is 64px high. */
const TOP_CLEARANCE = 80;
/** Sections move while the home loads (skeletons become content): their place is checked this often. */
const TRACK_MS = 200;

interface Tracked {
  anchor: string;
  /** The section's place on screen; null when the page does not have it. */
  rect: Rect | null;
  viewport: Viewport;
}

function viewportNow(): Viewport {
  return { width: window.innerWidth, height: window.innerHeight };
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A section hidden with display: none (or in a hidden parent) counts as
 * missing: there is nothing to point at. Browsers without checkVisibility
 * (and jsdom) count every attached section as shown.
 */
function isShown(element: HTMLElement): boolean {
  return !("checkVisibility" in element) || element.checkVisibility();
}

/** Brings the section into view below the sticky top bar. */
function scrollToSection(element: HTMLElement) {
  const { height } = element.getBoundingClientRect();
  const before = element.style.scrollMarginTop;
  element.style.scrollMarginTop = `${TOP_CLEARANCE}px`;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: scrollBlock(height, window.innerHeight) });
  element.style.scrollMarginTop = before;
}

/**
 * Finds the step's section, scrolls it into view and follows its place on
 * screen (scrolling, resizing, and the layout shifting as sections load). A
 * section that disappears turns the step into the error step, and one that
 * comes back turns it back.
 */
function useSection(anchor: string): Tracked {
  const [tracked, setTracked] = useState<Tracked>(() => ({ anchor, rect: null, viewport: viewportNow() }));
  useLayoutEffect(() => {
    let element = findAnchor(anchor);
    if (element && isShown(element)) scrollToSection(element);
    let last = "";
    const measure = () => {
      if (!element?.isConnected) element = findAnchor(anchor);
      const r = element && isShown(element) ? element.getBoundingClientRect() : undefined;
      const next: Tracked = { anchor, rect: r ? { top: r.top, left: r.left, width: r.width, height: r.height } : null, viewport: viewportNow() };
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setTracked(next);
    };
    measure();
    window.addEventListener("scroll", measure, { capture: true, passive: true });
    window.addEventListener("resize", measure);
    const timer = setInterval(measure, TRACK_MS);
    return () => {
      window.removeEventListener("scroll", measure, { capture: true });
      window.removeEventListener("resize", measure);
      clearInterval(timer);
    };
  }, [anchor]);
  return tracked;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("button:not([disabled]), [href], [tabindex]:not([tabindex='-1'])")];
}

/**
 * The home tour itself (spec §4 Onboarding tour, §9 Home): eight steps, each a
 * small dialog beside its outlined section, with Back, Next, Skip tour and
 * Finish; Escape skips, the arrow keys go back and forth. A step whose section
 * is missing is an error step with an Exit button (spec §5). Loaded only when
 * the tour starts.
 */
export default function HomeTourBody({ onClose }: { onClose: (outcome: TourOutcome) => void }) {
  const [index, setIndex] = useState(0);
  const total = HOME_TOUR_STEPS.length;
  const step = HOME_TOUR_STEPS[index];
  if (!step) throw new Error(`The home tour has no step ${index + 1}`);
  const tracked = useSection(step.anchor);
  // Until the section for this step has been looked for, the step is neither shown as found nor as missing.
  const settled = tracked.anchor === step.anchor;
  const missing = settled && tracked.rect === null;
  const last = index === total - 1;

  const dialogRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const ids = useId();
  const titleId = `${ids}-title`;
  const textId = `${ids}-text`;
  const counterId = `${ids}-counter`;

  const back = useCallback(() => setIndex((i) => Math.max(0, i - 1)), []);
  const next = useCallback(() => setIndex((i) => Math.min(total - 1, i + 1)), [total]);

  // Escape and the arrow keys work wherever focus is while the tour is open.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onClose("skipped");
      } else if (event.key === "ArrowRight" && !missing && !last) {
        event.preventDefault();
        next();
      } else if (event.key === "ArrowLeft" && index > 0) {
        event.preventDefault();
        back();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose, next, back, missing, last, index]);

  // Each step takes focus to its main button, so Enter goes on and a screen reader reads the new step.
  useEffect(() => {
    if (settled) primaryRef.current?.focus();
  }, [index, missing, settled]);

  // The tour is modal: the rest of the page is inert (not focusable, not read) while it is open…
  const layerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const layer = layerRef.current;
    const made = [...document.body.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== layer && !el.inert && !["SCRIPT", "STYLE", "LINK"].includes(el.tagName));
    for (const el of made) el.inert = true;
    return () => {
      for (const el of made) el.inert = false;
    };
  }, []);
  // …and focus that wanders outside it all the same comes back.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) primaryRef.current?.focus();
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);

  // Tab and Shift+Tab go round the dialog's buttons.
  const onDialogKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const lastItem = items[items.length - 1];
    if (!first || !lastItem) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      first.focus();
    }
  };

  const viewport = tracked.viewport;
  const width = popoverWidth(viewport);
  // The popover's own size, to place it (its text, and so its height, changes with the step and the width).
  useLayoutEffect(() => {
    const el = dialogRef.current;
    if (!el) return;
    const measured = { width: el.offsetWidth, height: el.offsetHeight };
    setSize((s) => (s.width === measured.width && s.height === measured.height ? s : measured));
  }, [index, missing, settled, width, viewport.height]);
  const target = !missing && settled ? tracked.rect : null;
  const place = target
    ? placePopover(target, { width: size.width || width, height: size.height }, viewport)
    : { top: Math.max(16, (viewport.height - size.height) / 2), left: Math.max(16, (viewport.width - (size.width || width)) / 2) };
  const outline = target ? highlightBox(target) : null;

  return createPortal(
    <Box ref={layerRef} data-testid="home-tour" sx={{ position: "fixed", inset: 0, zIndex: "modal" }}>
      {/* The dimmed page; the section's cut-out and outline are drawn by the highlight. */}
      <Box sx={{ position: "fixed", inset: 0, bgcolor: outline ? "transparent" : "rgba(0, 0, 0, 0.45)" }} />
      {outline ? (
        <Box
          data-testid="home-tour-highlight"
          sx={{
            position: "fixed",
            top: outline.top,
            left: outline.left,
            width: outline.width,
            height: outline.height,
            borderRadius: 2,
            outline: "3px solid",
            outlineColor: "primary.main",
            boxShadow: "0 0 0 9999px rgba(0, 0, 0, 0.45)",
            pointerEvents: "none",
          }}
        />
      ) : null}
      <Paper
        key={`${index}-${missing ? "missing" : "found"}`}
        ref={dialogRef}
        role={missing ? "alertdialog" : "dialog"}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${counterId} ${textId}`}
        onKeyDown={onDialogKeyDown}
        elevation={8}
        sx={{
          position: "fixed",
          top: place.top,
          left: place.left,
          width,
          maxHeight: `calc(100vh - 32px)`,
          overflowY: "auto",
          p: 2,
          visibility: settled ? "visible" : "hidden",
        }}
      >
        <Typography id={counterId} variant="caption" color="text.secondary" component="p">
          {`Step ${index + 1} of ${total}`}
        </Typography>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 0.5 }}>
          {missing ? "This step can't be shown" : step.title}
        </Typography>
        <Typography id={textId} variant="body2" sx={{ mt: 1 }}>
          {missing ? `The ${step.section} section isn't on the page right now, so the tour can't go on. You can start it again later with the help button.` : step.text}
        </Typography>
        <Box sx={{ mt: 2, display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          {missing ? null : (
            <Button color="inherit" onClick={() => onClose("skipped")}>
              Skip tour
            </Button>
          )}
          <Box sx={{ ml: "auto", display: "flex", gap: 1 }}>
            {index > 0 ? (
              <Button variant="outlined" onClick={back}>
                Back
              </Button>
            ) : null}
            {missing ? (
              <Button ref={primaryRef} variant="contained" onClick={() => onClose("skipped")}>
                Exit
              </Button>
            ) : (
              <Button ref={primaryRef} variant="contained" onClick={last ? () => onClose("completed") : next}>
                {last ? "Finish" : "Next"}
              </Button>
            )}
          </Box>
        </Box>
      </Paper>
    </Box>,
    document.body,
  );
}
