// The comment form's rule (SPEC 5.10): text and/or a document, counting the documents an edit keeps,
// and the chosen files within the 5-file limit together with them.
import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { type CommentFormValues, commentForm } from "./comment-form";

const pdf = (name: string) => ({
  key: Math.random(),
  file: new File(["%PDF-"], name),
  approvalNeeded: false,
});
const problems = (documents: number, values: Partial<CommentFormValues>) => {
  const result = commentForm(documents).safeParse({ text: "", files: [], deletedDocumentIds: [], ...values });
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
};

describe("commentForm", () => {
  it("needs text or a document", () => {
    expect(problems(0, {})).toEqual([["text", messages.commentEmpty]]);
    expect(problems(0, { text: "<p><br></p>" })).toEqual([["text", messages.commentEmpty]]);
    expect(problems(0, { text: "<p>Looks good</p>" })).toEqual([]);
    expect(problems(0, { files: [pdf("a.pdf")] })).toEqual([]);
  });

  it("counts the documents an edit keeps", () => {
    expect(problems(1, {})).toEqual([]);
    expect(problems(1, { deletedDocumentIds: [7] })).toEqual([["text", messages.commentEmpty]]);
  });

  it("refuses more than 5 files with the documents kept, and a file of a wrong type", () => {
    const four = ["1", "2", "3", "4"].map((n) => pdf(`${n}.pdf`));
    expect(problems(2, { text: "<p>x</p>", files: four })).toEqual([["files", messages.tooManyFiles]]);
    expect(problems(2, { text: "<p>x</p>", files: four, deletedDocumentIds: [1] })).toEqual([]);
    expect(problems(0, { text: "<p>x</p>", files: [pdf("virus.exe")] })).toEqual([
      ["files", messages.fileTypeUnsupported(".exe")],
    ]);
  });
});
