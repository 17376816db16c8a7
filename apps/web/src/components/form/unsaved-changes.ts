// The one question asked before unsaved input is lost (SPEC 2.3), and how a form inside a FormDialog
// tells the dialog whether it holds any. Kept apart from FormDialog.tsx so pages that are not dialogs
// (useUnsavedChangesWarning) do not load the dialog's code.
import { messages } from "@litfolio/shared/messages";
import { createContext } from "react";
import type { ConfirmOptions } from "../ConfirmDialog";

/** "Discard unsaved changes?" with Keep editing (focused, also Escape) and Discard. */
export const discardQuestion = (message: string): ConfirmOptions => ({
  title: messages.unsavedChangesTitle,
  message,
  yes: messages.discardChanges,
  no: messages.keepEditing,
  focusNo: true,
});

/** Leaves at once when nothing is unsaved; otherwise only when the answer to `ask` is to discard. */
export async function leaveUnlessKept(unsaved: boolean, ask: () => Promise<boolean>, leave: () => void) {
  if (!unsaved || (await ask())) leave();
}

/** Given by FormDialog: the form inside reports whether it holds unsaved input. */
export const ReportUnsavedContext = createContext<((unsaved: boolean) => void) | null>(null);
