// What the import dialog (ImportDialog.tsx) tells without React: the kind's texts, a chosen file
// checked before it is sent (the server checks it again, with the same messages), the upload's
// progress, the preview's counts and what a failed preview or commit lets the user do next.
import { extensionOf, fileNameProblem } from "@litfolio/shared/files";
import {
  type ImportCounts,
  type ImportKind,
  type ImportPreview,
  importColumns,
  importLimits,
} from "@litfolio/shared/imports";
import { messages } from "@litfolio/shared/messages";
import { ApiError } from "../lib/api";

const count = (value: number) => value.toLocaleString("nl-NL");

/** A list as people write it: "A", "A and B", "A, B and C" (or "A or B"). */
const listed = (items: readonly string[], conjunction = "and") =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}` : (items[0] ?? "");

const matching: Record<ImportKind, string> = {
  claimants:
    "A claimant already listed under the same full name (in any letter case) is updated; the other rows are added at the end of the list.",
  trucks:
    "A truck already listed under the same chassis number is updated when its Confirmed differs; new trucks are added, unconfirmed unless Confirmed says yes.",
};

/** The dialog's title and its explanation of the file, from the kind's columns and limits. */
export function importTexts(kind: ImportKind) {
  const columns = importColumns[kind].map(({ label, required }) =>
    required ? label : `${label} (optional)`,
  );
  return {
    title: `Import ${kind} from Excel`,
    file:
      `The first row names the columns ${listed(columns)}; other columns are ignored. ` +
      `The file (${listed(importLimits.extensions, "or")}) holds at most ${count(importLimits.maxRows[kind])} ` +
      `rows below that row and is under ${count(importLimits.maxBytes / 1024 / 1024)} MB.`,
    matching: matching[kind],
  };
}

/** The chosen file's problem (type, size, emptiness, name), or null: such a file is not sent. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (!(importLimits.extensions as readonly string[]).includes(extensionOf(file.name))) {
    return messages.importFileType;
  }
  if (file.size >= importLimits.maxBytes) return messages.fileTooLarge((file.size / 1024 / 1024).toFixed(2));
  if (file.size === 0) return messages.importEmpty;
  return fileNameProblem(file.name);
}

/** The share of the file sent, in whole percent (100 once sent: the server is reading the rows). */
export const uploadPercent = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;

/** The preview's counts as the dialog lists them. */
export function importCountDetails(counts: ImportCounts) {
  return [
    { label: "To add", value: count(counts.added) },
    { label: "To update", value: count(counts.updated) },
    { label: "Unchanged (skipped)", value: count(counts.skipped) },
    { label: "Invalid rows", value: count(counts.invalid) },
  ];
}

/** "and N more" below the invalid rows listed, or null when all are listed. */
export function moreInvalidText(preview: Pick<ImportPreview, "invalidRows" | "invalidCount">) {
  const more = preview.invalidCount - preview.invalidRows.length;
  return more > 0 ? `and ${count(more)} more` : null;
}

/** The notice of the file's columns that are not imported, or null. */
export function ignoredColumnsText(columns: readonly string[]) {
  if (columns.length === 0) return null;
  const names = listed(columns.map((column) => `"${column}"`));
  return columns.length === 1
    ? `The column ${names} is not imported.`
    : `The columns ${names} are not imported.`;
}

export interface ImportFailure {
  message: string;
  /**
   * Sending the same file again may succeed: the proceeding changed, the preview expired, another
   * preview was running (429), no answer.
   */
  checkAgain: boolean;
}

/** What a failed preview or commit shows in the dialog: the server's message, or ours. */
export function importFailure(error: unknown): ImportFailure {
  if (!(error instanceof ApiError)) return { message: messages.somethingWrong, checkAgain: true };
  const fallback = error.status === 409 ? messages.importStale : error.message;
  return {
    message: error.body?.message ?? fallback,
    checkAgain: [0, 404, 409, 429].includes(error.status) || error.status >= 500,
  };
}
