// Comment HTML (SPEC 2.3 "Comments"): what the editor's toolbar can make, and nothing else. Alignment,
// bold, italic, underline, strike, ordered and bullet lists, text colour and background, links; every
// other tag is unwrapped (its text kept) or, for scripts, styles and frames, dropped with its content;
// event handlers, classes and other styles are removed; a link keeps only an http(s), mailto or tel
// address and opens in a new tab with rel="noopener noreferrer". sanitize-html parses the markup as a
// browser would (htmlparser2), so no regular expression decides what is safe.
import sanitizeHtml from "sanitize-html";

/** A CSS colour as the editor or a paste writes it: #rgb, #rrggbb, rgb(), rgba() or a name. */
const colour = [
  /^#[0-9a-f]{3}([0-9a-f]{3})?$/i,
  /^rgba?\(\s*\d{1,3}(\s*,\s*\d{1,3}){2}(\s*,\s*(0|1|0?\.\d+))?\s*\)$/i,
  /^[a-z]{3,20}$/i,
];

const options: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "em", "u", "s", "ol", "ul", "li", "a", "span"],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    p: ["style"],
    li: ["style"],
    span: ["style"],
  },
  allowedStyles: {
    "*": {
      color: colour,
      "background-color": colour,
      "text-align": [/^(left|right|center|justify)$/],
    },
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // What older editors and pasted text use for the same formats.
  transformTags: {
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
  // Dropped with everything inside them (the default keeps the text of unknown tags).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
  ],
};

/** The comment's HTML with only what the toolbar makes. */
export const sanitizeComment = (html: string): string => sanitizeHtml(html, options).trim();
