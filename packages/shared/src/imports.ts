// Importing a proceeding's claimants and trucks from a spreadsheet (.xlsx or a UTF-8 .csv): the
// columns (the forms' labels), the limits, the commit body and the answers the web shows. The rows
// are checked with the forms' own schemas (proceeding-lists.ts), so an import refuses exactly what
// the forms refuse, with the same messages.
import { z } from "zod";
import { fileLimits } from "./files";
import { messages } from "./messages";
import { maxClaimants } from "./proceeding-lists";

export const importKinds = ["claimants", "trucks"] as const;
export type ImportKind = (typeof importKinds)[number];

/** A column of the file: the form field it fills, its header (the form's label) and whether it must be there. */
export interface ImportColumn {
  field: string;
  label: string;
  required: boolean;
}

/** Headers are matched case-insensitively and in any order; other columns are ignored (and named). */
export const importColumns: Record<ImportKind, readonly ImportColumn[]> = {
  claimants: [
    { field: "fullName", label: "Full name", required: true },
    { field: "shortName", label: "Short name", required: true },
  ],
  trucks: [
    { field: "chassisNumber", label: "Chassis number", required: true },
    { field: "confirmed", label: "Confirmed", required: false },
  ],
};

/** What a "Confirmed" cell may hold (any letter case); an empty cell adds a truck unconfirmed and leaves a listed one as it is. */
export const confirmedValues = {
  yes: ["yes", "true", "1", "y", "x"],
  no: ["no", "false", "0", "n"],
} as const;

export const importLimits = {
  /** The upload limit of every file (SPEC 5.10): 413 beyond. */
  maxBytes: fileLimits.maxBytes,
  /** An .xlsx is a zip: what its parts may inflate to in all (a zip bomb is refused past it). */
  maxXmlBytes: 300 * 1024 * 1024,
  /**
   * What one file may make the server hold while it is read, whatever its bytes: the text of one
   * cell (Excel's own limit), of one CSV line (a quoted cell's line breaks included), the columns
   * of a row, and an .xlsx's shared strings (all the text of a workbook, held until its sheet is
   * read). Past each, the file is refused (413, or 400 for the columns) before it costs more.
   */
  maxCellChars: 32_767,
  maxLineChars: 1024 * 1024,
  maxColumns: 256,
  maxSharedStrings: 1_000_000,
  maxSharedStringChars: 32 * 1024 * 1024,
  /**
   * Previews checked at once (their upload included): one per user over all server processes, two
   * per process; a further one gets 429. Each has `IMPORT_PREVIEW_SECONDS` (120 s by default) from
   * its start.
   */
  previewsPerProcess: 2,
  /** Rows of one file (the header not counted). A proceeding holds at most `maxClaimants` claimants. */
  maxRows: { claimants: maxClaimants, trucks: 250_000 } satisfies Record<ImportKind, number>,
  /** Invalid rows listed in a preview (all are counted). */
  maxInvalidRowsShown: 1000,
  /** A preview can be committed for this long. */
  expiresAfterMinutes: 60,
  extensions: [".xlsx", ".csv"],
} as const;

/** POST .../import/{importId}/commit: the user's confirmation of the preview. */
export const importCommitBody = z.object({
  confirm: z.literal(true, { error: messages.importConfirmRequired }),
});
export type ImportCommitBody = z.input<typeof importCommitBody>;

export interface ImportCounts {
  added: number;
  updated: number;
  skipped: number;
  invalid: number;
}

/** One refused cell: the file's row number (the header is row 1 of a CSV), the column's header, the form's message. */
export interface InvalidImportRow {
  row: number;
  column: string;
  message: string;
}

/** POST .../import/preview: what the commit would do. Nothing is written to the lists before the commit. */
export interface ImportPreview {
  importId: string;
  kind: ImportKind;
  fileName: string;
  counts: ImportCounts;
  /** The first `maxInvalidRowsShown` problems, in file order. */
  invalidRows: InvalidImportRow[];
  /** Every problem counted (`counts.invalid` counts rows, this counts cells). */
  invalidCount: number;
  /** Headers of the file that are not columns of the import: ignored. */
  ignoredColumns: string[];
  /** The proceeding's version the preview was made against (the commit answers 409 once it moved). */
  proceedingVersion: number;
  /** When the preview can no longer be committed (ISO date-time). */
  expiresAt: string;
}

/** POST .../import/{importId}/commit: the counts written. */
export interface ImportResult {
  message: string;
  counts: Omit<ImportCounts, "invalid">;
}
