// The Quill 2 rich-text editor with exactly SPEC 2.3's toolbar (alignment, bold, italic, underline,
// strike, lists, colour, background, link, clean). Loaded on its own (FormRichTextField imports it
// lazily), so Quill never weighs on the pages that do not write comments. Alignment is written as a
// style (text-align), the form the server's sanitiser keeps.
import Box from "@mui/material/Box";
import Quill from "quill";
import "quill/dist/quill.snow.css";
import { useEffect, useRef } from "react";
import { wrappingSpaces } from "./rich-text-html";

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

/** Quill names its controls by format ("bold", "list") or not at all (its pickers): say what each does. */
const controlNames: [selector: string, name: string][] = [
  [".ql-align .ql-picker-label", "Alignment"],
  ["button.ql-bold", "Bold"],
  ["button.ql-italic", "Italic"],
  ["button.ql-underline", "Underline"],
  ["button.ql-strike", "Strike"],
  ['button.ql-list[value="ordered"]', "Numbered list"],
  ['button.ql-list[value="bullet"]', "Bulleted list"],
  [".ql-color .ql-picker-label", "Text colour"],
  [".ql-background .ql-picker-label", "Background colour"],
  ["button.ql-link", "Link"],
  ["button.ql-clean", "Clear formatting"],
];

function nameControls(toolbarElement: Element) {
  for (const [selector, name] of controlNames) {
    for (const control of toolbarElement.querySelectorAll(selector)) control.setAttribute("aria-label", name);
  }
  // Each option of a picker: its value (a colour, an alignment), or "Default".
  for (const option of toolbarElement.querySelectorAll(".ql-picker-item")) {
    option.setAttribute("aria-label", option.getAttribute("data-value") || "Default");
  }
}

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
    const toolbarModule = editor.getModule("toolbar") as { container?: Element } | undefined;
    if (toolbarModule?.container) nameControls(toolbarModule.container);
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
    <Box
      ref={host}
      sx={{
        "& .ql-editor": { minHeight: 120, fontSize: "1rem" },
        ...(invalid ? { "& .ql-container, & .ql-toolbar": { borderColor: "error.main" } } : {}),
      }}
    />
  );
}
