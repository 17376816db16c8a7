// Activity comments and their documents (SPEC 2.3 "Comments", 3 "Activity comment", 4 "Documents",
// 5.10, 7.6): the form's fields as the editor sends them (multipart: `text`, `version`,
// `deletedDocumentIds`, files in `file`; `approvalNeeded` in the query), the rule a comment obeys,
// and the answers.
import { z } from "zod";
import { fileLimits, type StoredDocument } from "./files";
import { entityId } from "./matters";
import { messages } from "./messages";
import type { Verb } from "./permissions";
import { digitsText, maxStoredInteger, storableText } from "./rules";

export const commentLimits = {
  /** The editor's HTML (tags included); a page of formatted text is well under it. */
  textLength: 50_000,
  /** Why a SYSTEM_ADMIN removed an approved document: a few sentences for the audit trail. */
  removalReasonLength: 1000,
} as const;

/** The text a comment's HTML shows, without tags, entities counted as one character. */
const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z0-9#]+;/gi, " ")
    .trim();

/** The editor's empty state (`<p><br></p>`) and whitespace count as no text. */
export const hasVisibleText = (html: string | null | undefined) => !!html && visibleText(html).length > 0;

/** SPEC 5.10: "A comment needs text and/or a document". */
export const commentProblem = (comment: { text: string | null | undefined; documents: number }) =>
  hasVisibleText(comment.text) || comment.documents > 0 ? null : messages.commentEmpty;

const text = storableText(
  z
    .string({ error: messages.required })
    .max(commentLimits.textLength, messages.tooLong(commentLimits.textLength)),
).optional();

/** The form fields of POST dbbw/activities/{a}/comments (multipart). */
export const commentFields = z.object({ text }, { error: messages.required });

/** A multipart field sent once arrives as one value, sent several times as a list. */
const oneOrMore = <T extends z.ZodType>(item: T, message: string) =>
  z
    .union([item, z.array(item)], { error: message })
    .transform((value) => (Array.isArray(value) ? value : [value]));

const deletedIds = oneOrMore(entityId, messages.deletedDocumentsInvalid)
  .optional()
  .transform((ids) => ids ?? [])
  .refine(
    (ids) => ids.length <= fileLimits.maxFiles && new Set(ids).size === ids.length,
    messages.deletedDocumentsInvalid,
  );

/** The form fields of PUT dbbw/activities/{a}/comments/{c}: the text, the version, documents to remove. */
export const commentUpdateFields = commentFields.extend({
  version: z.string({ error: messages.versionRequired }).pipe(digitsText(1, maxStoredInteger)),
  deletedDocumentIds: deletedIds,
});

const flag = z
  .enum(["true", "false"], { error: messages.trueOrFalse })
  .transform((value) => value === "true");

/**
 * `?approvalNeeded=` on a comment's uploads: one value per file in the order sent, or one for all
 * files; left out, no file needs approval.
 */
export const approvalQuery = z.object({
  approvalNeeded: oneOrMore(flag, messages.trueOrFalse)
    .optional()
    .transform((flags) => flags ?? [])
    .refine((flags) => flags.length <= fileLimits.maxFiles, messages.tooManyFiles),
});

/** The flag of each file: the one given for it, the one given for all, or false. */
export function approvalOfFiles(flags: readonly boolean[], files: number): boolean[] | null {
  if (flags.length === 0) return Array.from({ length: files }, () => false);
  if (flags.length === 1) return Array.from({ length: files }, () => flags[0] ?? false);
  return flags.length === files ? [...flags] : null;
}

/** PUT .../attachedDocuments/{d}: whether the client must approve the document. */
export const commentDocumentBody = z.object(
  { approvalNeeded: z.boolean({ error: messages.trueOrFalse }) },
  { error: messages.required },
);

/** PUT .../attachedDocuments/{d}/approve: the client states the approval (a body `{}` approves nothing). */
export const approvalBody = z.object(
  { approved: z.literal(true, { error: messages.required }) },
  { error: messages.required },
);

/**
 * DELETE .../attachedDocuments/{d}/approved: why a SYSTEM_ADMIN removes an approved document. Kept
 * exactly as typed; blank is refused.
 */
export const approvedDocumentRemovalBody = z.object(
  {
    reason: storableText(
      z
        .string({ error: messages.required })
        .max(commentLimits.removalReasonLength, messages.tooLong(commentLimits.removalReasonLength)),
    ).refine((reason) => reason.trim().length > 0, messages.required),
  },
  { error: messages.required },
);
export type ApprovedDocumentRemoval = z.infer<typeof approvedDocumentRemovalBody>;

interface Person {
  id: number;
  firstName: string;
  lastName: string;
}

/** SPEC 3 "attachedDocuments": a stored document with its approval. */
export interface CommentDocument extends StoredDocument {
  approvalNeeded: boolean;
  approved: boolean;
  userApproved: Person | null;
  approvalTime: string | null;
}

/** SPEC 3 "Activity comment"; `text` is sanitised HTML, null when the comment only carries documents. */
export interface ActivityComment {
  id: number;
  activityId: number;
  text: string | null;
  createdBy: Person | null;
  createdDate: string;
  modifiedDate: string;
  version: number;
  attachedDocuments: CommentDocument[];
  /** WRITE and DELETE only on the caller's own newest comment. */
  permissions: Verb[];
}

/**
 * GET dbbw/activities/{a}/comments: newest first; `approvalPermissions` CREATE = may approve documents,
 * DELETE = may remove an approved one (SYSTEM_ADMIN only).
 */
export interface CommentList {
  items: ActivityComment[];
  totalElements: number;
  permissions: Verb[];
  approvalPermissions: Verb[];
}

/** A document waits for the client while it needs approval and has none. */
export const isPendingApproval = (document: Pick<CommentDocument, "approvalNeeded" | "approved">) =>
  document.approvalNeeded && !document.approved;
