// The comment form (SPEC 2.3 "Comments", 5.10): the text (rich text, the shared limit), the chosen
// files each with "Needs client approval", and on an edit the documents marked deleted. A comment
// needs text and/or a document; the files obey the selection rules with the documents kept.
import { commentFields, commentProblem } from "@litfolio/shared/comments";
import { selectionProblems, selectionValid } from "@litfolio/shared/files";
import { z } from "zod";
import type { ChosenFile } from "../../../components/files/ChosenFiles";

export interface ChosenCommentFile extends ChosenFile {
  approvalNeeded: boolean;
}

export interface CommentFormValues {
  text: string;
  files: ChosenCommentFile[];
  deletedDocumentIds: number[];
}

/** The chosen files' problems, counting the comment's documents that stay. */
export const fileProblemsOf = (values: Pick<CommentFormValues, "files">, keptDocuments: number) =>
  selectionProblems(
    values.files.map((entry) => entry.file),
    keptDocuments,
  );

/** The form's schema for a comment that has `documents` documents now (0 for a new one). */
export const commentForm = (documents: number) =>
  z
    .object({
      text: commentFields.shape.text.transform((text) => text ?? ""),
      files: z.array(z.custom<ChosenCommentFile>()),
      deletedDocumentIds: z.array(z.number()),
    })
    .superRefine((values, context) => {
      const kept = documents - values.deletedDocumentIds.length;
      const problem = commentProblem({ text: values.text, documents: kept + values.files.length });
      if (problem) context.addIssue({ code: "custom", path: ["text"], message: problem });
      const files = fileProblemsOf(values, kept);
      if (!selectionValid(files)) {
        const message = files.tooMany ?? files.files.find((problem) => problem !== null) ?? "";
        context.addIssue({ code: "custom", path: ["files"], message });
      }
    });
