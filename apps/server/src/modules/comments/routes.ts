// An activity's comments and their documents, under dbbw/activities/{a}/comments (SPEC 7.6): the list
// (newest first), one, POST and PUT (multipart: `text`, on PUT `version` and `deletedDocumentIds`,
// files in `file`; `?approvalNeeded=` per file), DELETE; a document's upload, download, PUT (its
// approval flag), PUT approve (active clients), DELETE, and DELETE .../approved with a reason (an
// approved document: SYSTEM_ADMIN only). The activity's matter and category decide (the `comments`
// and `commentDocumentApproval` rows of the matrix, scoped like the activity); WRITE and DELETE only
// on the caller's own newest comment (policy.ts).
import multipart from "@fastify/multipart";
import {
  approvalBody,
  approvalQuery,
  approvedDocumentRemovalBody,
  type CommentList,
  commentDocumentBody,
  commentLimits,
} from "@litfolio/shared/comments";
import { entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { type CopyView, copyView, sendDocument } from "../../files/documents";
import { multipartLimits } from "../../files/upload";
import type { MatterAccess } from "../../permissions/access";
import { matterAccessOf, matterByIdIn, needs } from "../../permissions/route-access";
import { matterOfActivity } from "../activities/service";
import { commentVerbs } from "./policy";
import { presentComment } from "./presenter";
import { commentsOf, documentsOfComments, findCommentDocument, newestCommentId } from "./queries";
import {
  activityOf,
  approveCommentDocument,
  commentFor,
  createComment,
  deleteComment,
  deleteCommentDocument,
  removeApprovedDocument,
  updateComment,
  updateCommentDocument,
  uploadCommentDocuments,
} from "./service";

const activityParams = z.object({ activityId: entityId });
const commentParams = activityParams.extend({ commentId: entityId });
const documentParams = commentParams.extend({ documentId: entityId });

const activityMatter = matterByIdIn("path", "activityId", matterOfActivity);
/** Routes on one comment or its documents: WRITE and DELETE are held on one's own comment. */
const onOwnComment = { own: true };

/** The bytes a comment's text may take in a form field (up to 4 per character in UTF-8). */
const textFieldBytes = commentLimits.textLength * 4;

type ActivityOf = Awaited<ReturnType<typeof activityOf>>;

/** The activity's comments (or the one named), each with the caller's verbs and its documents. */
async function readComments(
  db: DbOrTx,
  access: MatterAccess,
  copies: CopyView,
  activity: ActivityOf,
  commentId?: number,
) {
  const rows = await commentsOf(db, activity.id, commentId);
  const newestId =
    commentId === undefined ? (rows[0]?.comment.id ?? null) : await newestCommentId(db, activity.id);
  const documents = await documentsOfComments(
    db,
    rows.map((row) => row.comment.id),
  );
  return rows.map((row) =>
    presentComment(
      row,
      documents.get(row.comment.id) ?? [],
      commentVerbs(access, { categoryId: activity.categoryId, comment: row.comment, newestId }),
      copies,
    ),
  );
}

export async function commentRoutes(app: FastifyInstance) {
  // Only these routes and the step documents' read multipart bodies; the parts are streamed.
  await app.register(multipart, { limits: multipartLimits(textFieldBytes), preservePath: true });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const comments = "/activities/:activityId/comments";
  const comment = `${comments}/:commentId`;
  const document = `${comment}/attachedDocuments/:documentId`;

  /** The request's matter access and the activity in its path (404 unless the caller reads it). */
  const writingFor = async (request: FastifyRequest, activityId: number) => {
    const access = matterAccessOf(request);
    return { app, access, activity: await activityOf(app.db, access, activityId) };
  };

  /** One comment as answered, with a message. */
  const answer = async (
    writing: Awaited<ReturnType<typeof writingFor>>,
    commentId: number,
    message: string,
  ) => {
    const [presented] = await readComments(
      app.db,
      writing.access,
      copyView(app.config.connect, writing.access),
      writing.activity,
      commentId,
    );
    return { ...presented, message };
  };

  api.get(
    comments,
    { config: { access: needs("comments", "READ", activityMatter) }, schema: { params: activityParams } },
    async (request): Promise<CommentList> => {
      const { access, activity } = await writingFor(request, request.params.activityId);
      const items = await readComments(app.db, access, copyView(app.config.connect, access), activity);
      const scope = { categoryId: activity.categoryId };
      return {
        items,
        totalElements: items.length,
        permissions: access.require("comments", "READ", scope),
        approvalPermissions: access.verbs("commentDocumentApproval", scope),
      };
    },
  );

  api.get(
    comment,
    {
      config: { access: needs("comments", "READ", activityMatter, onOwnComment) },
      schema: { params: commentParams },
    },
    async (request) => {
      const { access, activity } = await writingFor(request, request.params.activityId);
      await commentFor(app.db, access, activity, request.params.commentId, "READ");
      const [presented] = await readComments(
        app.db,
        access,
        copyView(app.config.connect, access),
        activity,
        request.params.commentId,
      );
      return presented;
    },
  );

  api.post(
    comments,
    {
      // A multipart body is not part of the key's fingerprint: a retry is told apart by its path only.
      config: { access: needs("comments", "CREATE", activityMatter), idempotent: true },
      schema: { params: activityParams, querystring: approvalQuery },
    },
    async (request) => {
      const writing = await writingFor(request, request.params.activityId);
      const id = await createComment(writing, request, request.query.approvalNeeded);
      return answer(writing, id, messages.commentSaved);
    },
  );

  api.put(
    comment,
    {
      config: { access: needs("comments", "WRITE", activityMatter, onOwnComment) },
      schema: { params: commentParams, querystring: approvalQuery },
    },
    async (request) => {
      const writing = await writingFor(request, request.params.activityId);
      const { commentId } = request.params;
      await updateComment(writing, request, commentId, request.query.approvalNeeded);
      return answer(writing, commentId, messages.commentSaved);
    },
  );

  api.delete(
    comment,
    {
      config: { access: needs("comments", "DELETE", activityMatter, onOwnComment) },
      schema: { params: commentParams },
    },
    async (request) => {
      await deleteComment(await writingFor(request, request.params.activityId), request.params.commentId);
      return { message: messages.commentDeleted };
    },
  );

  api.post(
    `${comment}/attachedDocuments`,
    {
      config: { access: needs("comments", "WRITE", activityMatter, onOwnComment) },
      schema: { params: commentParams, querystring: approvalQuery },
    },
    async (request) => {
      const writing = await writingFor(request, request.params.activityId);
      const { commentId } = request.params;
      await uploadCommentDocuments(writing, request, commentId, request.query.approvalNeeded);
      return answer(writing, commentId, messages.documentsUploaded);
    },
  );

  api.put(
    document,
    {
      config: { access: needs("comments", "WRITE", activityMatter, onOwnComment) },
      schema: { params: documentParams, body: commentDocumentBody },
    },
    async (request) => {
      const writing = await writingFor(request, request.params.activityId);
      const { commentId, documentId } = request.params;
      await updateCommentDocument(writing, commentId, documentId, request.body.approvalNeeded);
      return answer(writing, commentId, messages.commentSaved);
    },
  );

  api.put(
    `${document}/approve`,
    {
      config: { access: needs("commentDocumentApproval", "CREATE", activityMatter) },
      schema: { params: documentParams, body: approvalBody },
    },
    async (request) => {
      const writing = await writingFor(request, request.params.activityId);
      const { commentId, documentId } = request.params;
      await approveCommentDocument(writing, commentId, documentId);
      return answer(writing, commentId, messages.documentApproved);
    },
  );

  api.delete(
    document,
    {
      config: { access: needs("comments", "DELETE", activityMatter, onOwnComment) },
      schema: { params: documentParams },
    },
    async (request) => {
      const { commentId, documentId } = request.params;
      await deleteCommentDocument(
        await writingFor(request, request.params.activityId),
        commentId,
        documentId,
      );
      return { message: messages.documentDeleted };
    },
  );

  api.delete(
    `${document}/approved`,
    {
      // No participation role holds DELETE on approvals: only a SYSTEM_ADMIN gets past this.
      config: { access: needs("commentDocumentApproval", "DELETE", activityMatter) },
      schema: { params: documentParams, body: approvedDocumentRemovalBody },
    },
    async (request) => {
      const writing = await writingFor(request, request.params.activityId);
      const { commentId, documentId } = request.params;
      await removeApprovedDocument(writing, commentId, documentId, request.body.reason);
      return { message: messages.approvedDocumentRemoved };
    },
  );

  api.get(
    `${document}/download`,
    { config: { access: needs("comments", "READ", activityMatter) }, schema: { params: documentParams } },
    async (request, reply) => {
      const { access, activity } = await writingFor(request, request.params.activityId);
      const { commentId, documentId } = request.params;
      await commentFor(app.db, access, activity, commentId, "READ");
      return sendDocument(reply, app.files, await findCommentDocument(app.db, commentId, documentId));
    },
  );
}
