/**
 * Styles that hide text from sight but not from screen readers. Pixel strings on
 * purpose: in MUI's sx a bare `width: 1` means 100%, which put a hidden label
 * as wide as the page beside each message and scrolled it sideways.
 */
export const SR_ONLY = { position: "absolute", width: "1px", height: "1px", margin: "-1px", padding: 0, border: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" } as const;
