// Documents and uploads (SPEC 3 "attachedDocuments", 4 "Documents", 5.10, 9 "Files"): the limits and
// the selection rule the file picker shows before sending and the server applies again on receipt.

import { messages } from "./messages";
import type { Verb } from "./permissions";

export const fileLimits = {
  /** Files per upload (SPEC 5.10; a comment's existing attachments count too). */
  maxFiles: 5,
  /** Each file must be under 100 MB. */
  maxBytes: 100 * 1024 * 1024,
  extensions: [".xlsx", ".xls", ".doc", ".docx", ".pdf", ".msg"],
  /** A stored file name (the name shown and downloaded). */
  maxNameLength: 255,
} as const;

/** The upload form field (SPEC 5.10 "form data with a field named file"). */
export const uploadField = "file";

export const documentStatuses = ["UPLOADING", "SUCCEEDED", "FAILED"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/**
 * How the copy to Connect reads under its "Connect" caption (SPEC 4 "Documents": "Upload in
 * progress", "Upload failed"; a finished copy, which the SPEC leaves unlabelled, "Uploaded").
 */
export const connectCopyLabels: Record<DocumentStatus, string> = {
  UPLOADING: messages.uploadInProgress,
  SUCCEEDED: messages.connectCopyUploaded,
  FAILED: messages.uploadFailed,
};

/**
 * A document's copy in its matter's Connect folder (DECISIONS "The external collaboration
 * service"), apart from the document itself, which is stored and downloadable whatever this says.
 */
export interface ConnectCopy {
  status: DocumentStatus;
  /** FAILED: why; UPLOADING: why the last attempt failed while the queue tries again; else null. */
  reason: string | null;
  /** WRITE: the caller may retry a failed copy (the matter's ADMIN, or the document's uploader). */
  permissions: Verb[];
}

/**
 * A stored document as answered (SPEC 3 "Each document: id, name, status, reason, permissions").
 * Answered at all, it is stored: its row is written once its bytes are. `status` and `reason` are the
 * SPEC's (the copy's, SUCCEEDED at once without Connect); `connectCopy` says the same as the copy's own
 * state, null when Connect is not configured.
 */
export interface StoredDocument {
  id: number;
  name: string;
  size: number;
  contentType: string;
  status: DocumentStatus;
  reason: string | null;
  createdBy: { id: number; firstName: string; lastName: string } | null;
  createdDate: string;
  permissions: Verb[];
  connectCopy: ConnectCopy | null;
}

/** A file's extension as the rules name it: lower case with its dot (".pdf"); "" without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/**
 * Characters that change how a name reads without being seen: control characters (C0, DEL, C1) and
 * the bidirectional controls (U+200E-U+200F marks, U+202A-U+202E embeddings and overrides,
 * U+2066-U+2069 isolates), with which "invoice\u202Efdp.exe" shows as "invoiceexe.pdf".
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const hiddenCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A stored name: 1 to 255 characters, no path separators, no control or direction characters. */
export function fileNameProblem(name: string): string | null {
  if (hiddenCharacters.test(name)) return messages.fileNameHiddenCharacters;
  const valid =
    name.trim().length > 0 &&
    name.length <= fileLimits.maxNameLength &&
    !/[/\\]/.test(name) &&
    name !== "." &&
    name !== "..";
  return valid ? null : messages.fileNameInvalid;
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);

/** One file's problem by its name and size (type, then size, then name), or null. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const extension = extensionOf(file.name);
  if (!(fileLimits.extensions as readonly string[]).includes(extension)) {
    return messages.fileTypeUnsupported(extension || file.name);
  }
  if (file.size >= fileLimits.maxBytes) return messages.fileTooLarge(megabytes(file.size));
  return fileNameProblem(file.name);
}

export interface SelectionProblems {
  /** "Too many files selected..." when the selection and the files already there exceed 5. */
  tooMany: string | null;
  /** Each file's problem, in the selection's order ("Duplicated file." for a second copy). */
  files: (string | null)[];
}

/**
 * The rules of SPEC 5.10 over one selection: at most 5 files (with `existing` already attached),
 * each of a listed type and under 100 MB, and no file twice (same name and size).
 */
export function selectionProblems(
  files: readonly { name: string; size: number }[],
  existing = 0,
): SelectionProblems {
  const seen = new Set<string>();
  return {
    tooMany: files.length + existing > fileLimits.maxFiles ? messages.tooManyFiles : null,
    files: files.map((file) => {
      const key = `${file.name}\u0000${file.size}`;
      if (seen.has(key)) return messages.duplicatedFile;
      seen.add(key);
      return fileProblem(file);
    }),
  };
}

export const selectionValid = (problems: SelectionProblems) =>
  problems.tooMany === null && problems.files.every((problem) => problem === null);
