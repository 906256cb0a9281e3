/**
 * Stand-in for the `re2js` package inside the Firebase Firestore SDK. Firestore
 * uses it only to evaluate regular expressions in client-side *pipeline*
 * queries (like / regex_contains / regex_match), which this app never runs; the
 * real package is about 25 KB of gzip JavaScript on every signed-in page. The
 * SDK wraps each use in try/catch, so if a pipeline regex were ever evaluated it
 * would get an error result, not a crash.
 */
export const RE2JS = {
  compile(): never {
    throw new Error("Regular-expression pipeline functions are not available in this app.");
  },
};
