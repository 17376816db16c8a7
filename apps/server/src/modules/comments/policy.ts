// Who may do what with a comment beyond the matrix row (DECISIONS "A comment can be edited or deleted
// only by its author, and only while it is the activity's newest comment"): WRITE and DELETE hold
// only on the caller's own newest comment, for every role (a SYSTEM_ADMIN does not rewrite someone
// else's words); an approved document can no longer be changed or deleted.

import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import { forbidden } from "../../http/errors";
import type { MatterAccess } from "../../permissions/access";

export interface CommentSubject {
  categoryId: number | null;
  comment: { id: number; createdBy: number | null };
  newestId: number | null;
}

const changes = (verb: Verb) => verb === "WRITE" || verb === "DELETE";

/** The caller's verbs on one comment. */
export function commentVerbs(
  access: MatterAccess,
  { categoryId, comment, newestId }: CommentSubject,
): Verb[] {
  const ownerIds = comment.createdBy === null ? [] : [comment.createdBy];
  const verbs = access.verbs("comments", { categoryId, ownerIds });
  const changeable = comment.createdBy === access.caller.id && comment.id === newestId;
  return changeable ? verbs : verbs.filter((verb) => !changes(verb));
}

/** Requires a verb on the comment: READ missing is 404, WRITE or DELETE on another's or an older comment 403. */
export function requireOnComment(access: MatterAccess, subject: CommentSubject, verb: Verb): Verb[] {
  const verbs = access.require("comments", "READ", { categoryId: subject.categoryId });
  if (verb === "READ") return verbs;
  const held = commentVerbs(access, subject);
  if (!held.includes(verb)) throw forbidden(changes(verb) ? messages.commentNotEditable : messages.forbidden);
  return held;
}

/** A document's verbs from its comment's: READ (download), and WRITE and DELETE until it is approved. */
export const commentDocumentVerbs = (commentVerbs: readonly Verb[], document: { approvedAt: Date | null }) =>
  commentVerbs.filter((verb) => verb === "READ" || (changes(verb) && document.approvedAt === null));
