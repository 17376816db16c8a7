// The Quill 2 rich-text editor with exactly SPEC 2.3's toolbar (alignment, bold, italic, underline,
// strike, lists, colour, background, link, clean). Loaded on its own (FormRichTextField imports it
// lazily), so Quill never weighs on the pages that do not write comments. Alignment is written as a
// style (text-align), the form the server's sanitiser keeps.
import Quill from "quill";
import "quill/dist/quill.snow.css";
import { useEffect, useRef } from "react";

const toolbar = [
  [{ align: [] }],
  ["bold", "italic", "underline", "strike"],
  [{ list: "ordered" }, { list: "bullet" }],
  [{ color: [] }, { background: [] }],
  ["link"],
  ["clean"],
];
const formats = ["align", "bold", "italic", "underline", "strike", "list", "color", "background", "link"];

Quill.register(Quill.import("attributors/style/align") as never, true);

/**
 * Quill 2.0.3's getSemanticHTML writes every space as &nbsp;, so text would never wrap: a run of
 * spaces goes back to a space followed by non-breaking ones, which shows exactly what was typed.
 */
export const wrappingSpaces = (html: string) =>
  html.replace(/(&nbsp;)+/g, (run) => ` ${"&nbsp;".repeat(run.length / 6 - 1)}`);

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** The editing area's accessible name. */
  label: string;
  invalid: boolean;
}

export default function RichTextEditor({ value, onChange, onBlur, label, invalid }: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const written = useRef(value);
  const handlers = useRef({ onChange, onBlur });
  handlers.current = { onChange, onBlur };

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const editor = new Quill(element.appendChild(document.createElement("div")), {
      theme: "snow",
      modules: { toolbar },
      formats,
    });
    editor.root.setAttribute("aria-label", label);
    editor.root.setAttribute("role", "textbox");
    editor.root.setAttribute("aria-multiline", "true");
    if (written.current) editor.clipboard.dangerouslyPasteHTML(written.current, "silent");
    editor.on("text-change", () => {
      const html = editor.getText().trim() === "" ? "" : wrappingSpaces(editor.getSemanticHTML());
      written.current = html;
      handlers.current.onChange(html);
    });
    editor.root.addEventListener("blur", () => handlers.current.onBlur());
    quill.current = editor;
    return () => {
      quill.current = null;
      element.replaceChildren();
    };
  }, [label]);

  // A value set from outside (the form reset after a save, an edit begun) replaces the content.
  useEffect(() => {
    const editor = quill.current;
    if (!editor || value === written.current) return;
    written.current = value;
    if (value) editor.clipboard.dangerouslyPasteHTML(value, "silent");
    else editor.setText("", "silent");
  }, [value]);

  return (
    <div
      ref={host}
      data-invalid={invalid || undefined}
      style={{ minHeight: 160, ...(invalid ? { outline: "1px solid #d32f2f" } : {}) }}
    />
  );
}
