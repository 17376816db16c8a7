// What the rich-text editor hands the form, made faithful to what was typed.

/**
 * Quill 2.0.3's getSemanticHTML writes every space as &nbsp;, so text would never wrap: a run of
 * spaces goes back to a space followed by non-breaking ones, which shows exactly what was typed.
 */
export const wrappingSpaces = (html: string) =>
  html.replace(/(&nbsp;)+/g, (run) => ` ${"&nbsp;".repeat(run.length / "&nbsp;".length - 1)}`);
