import { Fragment } from "react";

/**
 * Text that may wrap after "@", ".", "-", "_" and "/" (an e-mail address, a handle)
 * before it wraps inside a word: a <wbr> after each. Give its element
 * `overflowWrap: "break-word"`, so that a part still longer than the line
 * breaks only then.
 */
export function SoftBreaks({ text }: { text: string }) {
  const parts = text.split(/(?<=[@._/-])/);
  return (
    <>
      {parts.map((part, i) => (
        // The parts of one string, in order: their place is their identity.
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
