// Comments and their documents through HTTP (SPEC 2.3 "Comments", 3 "Activity comment", 4
// "Documents", 5.10, 7.6; DECISIONS "comments", "comment documents: approve"): a comment with text
// and files, the empty-comment rule, the sanitised HTML (a table of classic XSS payloads), edit and
// delete only on one's own newest comment, the 5-file limit counting a comment's documents, approval
// by an active client with its e-mails and stamp, what an approval locks, downloads and the scope.

import fs from "node:fs";
import nodePath from "node:path";
import { type ActivityComment, type CommentList, commentLimits } from "@litfolio/shared/comments";
import { messages } from "@litfolio/shared/messages";
import type { ParticipationRole } from "@litfolio/shared/permissions";
import { and, asc, eq, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Tx } from "../../db/client";
import { activityComments } from "../../db/schema/activities";
import { auditLog } from "../../db/schema/audit";
import { documents } from "../../db/schema/documents";
import { mails } from "../../db/schema/mail";
import { participations } from "../../db/schema/matters";
import { proceedings } from "../../db/schema/proceedings";
import { fileRemovalJob } from "../../files/removal";
import type { Enqueue } from "../../jobs/job-type";
import { transactionWithJobs } from "../../jobs/queue";
import { dbbwTestFile } from "../../test/dbbw";
import {
  createActivity,
  createAdmin,
  createCategory,
  createComment,
  createDocument,
  createProceeding,
  createTracking,
  createUser,
  sessionCookie,
  signedInParticipant,
} from "../../test/factories";
import { bossJobs, eventually, lastMailId, runWaitingJobs, waitForMail } from "../../test/harness";
import { multipartFiles, samplePdf, sampleZip } from "../../test/multipart";
import {
  APPROVAL_MAIL_WINDOW_SECONDS,
  approvalRequestsJob,
  askForApproval,
  LISTED_DOCUMENTS,
  sendApprovalRequests,
} from "./approval-request-service";

const { db, call, state, adminMatter } = dbbwTestFile();

/** A matter (the file's user its ADMIN) with an activity on a Dutch proceeding's tracking. */
async function setup() {
  const { matter } = await adminMatter();
  const netherlands = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const proceeding = await createProceeding(db(), matter.id, netherlands.id);
  const { tracking, steps } = await createTracking(db(), matter.id, { proceedingId: proceeding.id }, [
    "Writ",
  ]);
  const activity = await createActivity(db(), matter.id, tracking.id, steps[0]?.id ?? null, {
    title: "File the statement of defence",
  });
  return {
    matter,
    netherlands,
    proceeding,
    tracking,
    steps,
    activity,
    path: `activities/${activity.id}/comments`,
  };
}

const participant = (matterId: number, role: ParticipationRole, categoryIds: number[] = []) =>
  signedInParticipant(db(), matterId, role, categoryIds);

const pdf = (name: string) => ({ name, content: samplePdf() });

/** POST a comment (multipart) with text and files; `approval` as the query's approvalNeeded values. */
const postComment = (
  path: string,
  {
    text,
    files = [],
    approval = [],
  }: { text?: string; files?: ReturnType<typeof pdf>[]; approval?: string[] },
  cookie?: string,
) => {
  const query = approval.map((value) => `approvalNeeded=${value}`).join("&");
  const fields: Record<string, string> = text === undefined ? {} : { text };
  return call("POST", `${path}${query ? `?${query}` : ""}`, multipartFiles(files, fields), cookie);
};

const list = async (path: string, cookie?: string): Promise<CommentList> =>
  (await call("GET", path, undefined, cookie)).json();

/** The approval window ends: the active clients' waiting approval requests are mailed. */
const endApprovalWindow = () => runWaitingJobs(state.t, approvalRequestsJob);

/** The mails stored for an address after the mail `after` (lastMailId before the requests). */
const mailsTo = (emailAddress: string, after: number) =>
  db()
    .select()
    .from(mails)
    .where(and(eq(mails.toAddress, emailAddress), gt(mails.id, after)))
    .orderBy(asc(mails.id));

const documentCount = async (commentId: number) =>
  (await db().select().from(documents).where(eq(documents.commentId, commentId))).length;

describe("dbbw/activities/{a}/comments: writing and listing", () => {
  it("creates a comment with text and documents, each with its approval flag, and lists it first", async () => {
    const { path } = await setup();
    const first = await postComment(path, { text: "<p>First thoughts</p>" });
    expect(first.statusCode, first.body).toBe(200);
    const response = await postComment(path, {
      text: "<p>Draft defence <strong>attached</strong></p>",
      files: [pdf("Draft defence.pdf"), pdf("Annex.pdf")],
      approval: ["true", "false"],
    });
    expect(response.statusCode, response.body).toBe(200);
    const created: ActivityComment & { message: string } = response.json();
    expect(created).toMatchObject({
      message: messages.commentSaved,
      text: "<p>Draft defence <strong>attached</strong></p>",
      createdBy: { id: state.user.id, firstName: state.user.firstName },
      version: 1,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
    expect(created.attachedDocuments.map((d) => [d.name, d.approvalNeeded, d.approved, d.status])).toEqual([
      ["Draft defence.pdf", true, false, "SUCCEEDED"],
      ["Annex.pdf", false, false, "SUCCEEDED"],
    ]);
    // Documents of the caller's newest comment may be changed until approved.
    expect(created.attachedDocuments[0]?.permissions).toEqual(["READ", "WRITE", "DELETE"]);
    const listed = await list(path);
    expect(listed.totalElements).toBe(2);
    expect(listed.items.map((item) => item.id)).toEqual([created.id, first.json().id]);
    expect(listed.permissions).toEqual(["CREATE", "READ"]);
    expect(listed.approvalPermissions).toEqual(["READ"]);
    // The older comment is no longer the newest: no edit, no delete.
    expect(listed.items[1]?.permissions).toEqual(["CREATE", "READ"]);
    expect((await call("GET", `${path}/${created.id}`)).json()).toEqual({ ...created, message: undefined });
  });

  it("one approvalNeeded value applies to every file; a count that fits neither way is refused", async () => {
    const { path } = await setup();
    const all = await postComment(path, { files: [pdf("a.pdf"), pdf("b.pdf")], approval: ["true"] });
    expect(all.json().attachedDocuments.map((d: { approvalNeeded: boolean }) => d.approvalNeeded)).toEqual([
      true,
      true,
    ]);
    const wrong = await postComment(path, {
      text: "<p>x</p>",
      files: [pdf("a.pdf"), pdf("b.pdf"), pdf("c.pdf")],
      approval: ["true", "false"],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(messages.approvalFlagsMismatch);
    const junk = await postComment(path, { text: "<p>x</p>", approval: ["yes"] });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().subErrors).toEqual([{ field: "approvalNeeded", message: messages.trueOrFalse }]);
    expect((await list(path)).totalElements).toBe(1);
  });

  it.each([
    ["no text and no file", undefined],
    ["the editor's empty paragraph", "<p><br></p>"],
    ["only spaces and a non-breaking space", "<p>  &nbsp; </p>"],
    ["markup that sanitises to nothing", "<script>alert(1)</script><img src=x onerror=alert(1)>"],
  ])("refuses a comment with %s: 'Please write a comment and/or upload a document'", async (_, text) => {
    const { path } = await setup();
    const response = await postComment(path, text === undefined ? {} : { text });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.commentEmpty,
      subErrors: [{ field: "text", message: messages.commentEmpty }],
    });
    expect((await list(path)).totalElements).toBe(0);
  });

  it("a comment with only a document is a comment", async () => {
    const { path } = await setup();
    const response = await postComment(path, { files: [pdf("Expert report.pdf")] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ text: null, attachedDocuments: [{ name: "Expert report.pdf" }] });
  });

  it("refuses bad forms with their messages and keeps nothing of them", async () => {
    const { path } = await setup();
    const json = await call("POST", path, { text: "<p>As JSON</p>" });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(messages.multipartExpected);
    const long = await postComment(path, { text: `<p>${"x".repeat(50_000)}</p>` });
    expect(long.statusCode).toBe(400);
    expect(long.json().subErrors).toEqual([{ field: "text", message: messages.tooLong(50_000) }]);
    const zip = await call(
      "POST",
      path,
      multipartFiles([pdf("Good.pdf"), { name: "Bad.docx", content: sampleZip() }], { text: "<p>x</p>" }),
    );
    expect(zip.statusCode).toBe(415);
    expect(zip.json().message).toBe(messages.fileContentMismatch(".docx"));
    const six = await postComment(path, {
      text: "<p>x</p>",
      files: ["1", "2", "3", "4", "5", "6"].map((n) => pdf(`${n}.pdf`)),
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().message).toBe(messages.tooManyFiles);
    expect((await list(path)).totalElements).toBe(0);
    expect(await db().select().from(documents).where(eq(documents.name, "Good.pdf"))).toEqual([]);
  });

  it("answers 404 for an unknown activity, and a comment or document of another activity", async () => {
    const { path, matter, activity } = await setup();
    const other = await createActivity(db(), matter.id, activity.trackingId, activity.stepId);
    const theirs = await createComment(db(), other.id, state.user.id);
    const theirDocument = await createDocument(state.t, matter.id, { commentId: theirs.id });
    expect((await call("GET", "activities/999999/comments")).statusCode).toBe(404);
    expect((await call("GET", `${path}/${theirs.id}`)).statusCode).toBe(404);
    const mine = (await postComment(path, { text: "<p>Mine</p>" })).json();
    const download = `${path}/${mine.id}/attachedDocuments/${theirDocument.id}/download`;
    expect((await call("GET", download)).statusCode).toBe(404);
    expect((await call("DELETE", `${path}/${theirs.id}`)).statusCode).toBe(404);
    expect(await documentCount(theirs.id)).toBe(1);
  });
});

// Classic payloads (OWASP's XSS filter evasion cheat sheet and friends): what is stored keeps only
// the toolbar's markup.
const xssPayloads: [string, string][] = [
  ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
  ['<p onclick="alert(1)">ok</p>', "<p>ok</p>"],
  ["<img src=x onerror=alert(1)><p>ok</p>", "<p>ok</p>"],
  [
    '<p><a href="javascript:alert(1)">link</a></p>',
    '<p><a target="_blank" rel="noopener noreferrer">link</a></p>',
  ],
  [
    '<p><a href="JaVaScRiPt:alert(1)">link</a></p>',
    '<p><a target="_blank" rel="noopener noreferrer">link</a></p>',
  ],
  [
    '<p><a href="&#106;avascript:alert(1)">link</a></p>',
    '<p><a target="_blank" rel="noopener noreferrer">link</a></p>',
  ],
  [
    '<p><a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a></p>',
    '<p><a target="_blank" rel="noopener noreferrer">link</a></p>',
  ],
  ['<iframe src="https://evil.example"></iframe><p>ok</p>', "<p>ok</p>"],
  ["<svg onload=alert(1)><circle r=1></circle></svg><p>ok</p>", "<p>ok</p>"],
  ['<p style="background-image: url(javascript:alert(1))">ok</p>', "<p>ok</p>"],
  ['<p style="position:fixed;top:0;color:red">ok</p>', '<p style="color:red">ok</p>'],
  ["<style>p{display:none}</style><p>ok</p>", "<p>ok</p>"],
  ['<form action="https://evil.example"><input name="x"><button>go</button></form><p>ok</p>', "go<p>ok</p>"],
  ['<object data="evil.swf"></object><embed src="evil.swf"><p>ok</p>', "<p>ok</p>"],
  [
    '<p><a href="https://example.com" onmouseover="alert(1)" target="_self">ok</a></p>',
    '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>',
  ],
  ['<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', "<p>ok</p>"],
  ['<p class="x" id="y" data-x="1">ok</p>', "<p>ok</p>"],
  ['<math><mi xlink:href="javascript:alert(1)">x</mi></math><p>ok</p>', "<p>ok</p>"],
  ['<p>"><script>alert(document.cookie)</script></p>', '<p>"&gt;</p>'],
  ["<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>", "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"],
];

describe("comment HTML is sanitised to the editor's toolbar", () => {
  it.each(xssPayloads)("stores %s as %s", async (payload, stored) => {
    const { path } = await setup();
    const response = await postComment(path, { text: payload });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().text).toBe(stored);
    const [row] = await db()
      .select()
      .from(activityComments)
      .where(eq(activityComments.id, response.json().id));
    expect(row?.text).toBe(stored);
  });

  it("keeps every format of the toolbar", async () => {
    const { path } = await setup();
    const html = [
      '<p style="text-align:center"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
      '<ol><li>one</li></ol><ul><li style="text-align:right">two</li></ul>',
      '<p><span style="color:#e60000;background-color:rgb(255, 255, 0)">colour</span></p>',
      '<p><a href="https://example.com/x?y=1" target="_blank" rel="noopener noreferrer">link</a> <a href="mailto:a@example.com" target="_blank" rel="noopener noreferrer">mail</a></p>',
    ].join("");
    expect((await postComment(path, { text: html })).json().text).toBe(html);
  });
});

describe("editing and deleting: only one's own newest comment", () => {
  it("edits the text, removes a document marked deleted and adds a new one in one save", async () => {
    const { path } = await setup();
    const created = (
      await postComment(path, { text: "<p>v1</p>", files: [pdf("Old.pdf"), pdf("Keep.pdf")] })
    ).json();
    const [old] = created.attachedDocuments;
    const response = await call(
      "PUT",
      `${path}/${created.id}?approvalNeeded=true`,
      multipartFiles([pdf("New.pdf")], {
        text: "<p>v2</p>",
        version: "1",
        deletedDocumentIds: [String(old.id)],
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: messages.commentSaved, text: "<p>v2</p>", version: 2 });
    expect(
      response
        .json()
        .attachedDocuments.map((d: { name: string; approvalNeeded: boolean }) => [d.name, d.approvalNeeded]),
    ).toEqual([
      ["Keep.pdf", false],
      ["New.pdf", true],
    ]);
    const stale = await call(
      "PUT",
      `${path}/${created.id}`,
      multipartFiles([], { text: "<p>v3</p>", version: "1" }),
    );
    expect(stale.statusCode).toBe(409);
    const noVersion = await call("PUT", `${path}/${created.id}`, multipartFiles([], { text: "<p>v3</p>" }));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().subErrors).toEqual([{ field: "version", message: messages.versionRequired }]);
  });

  it("counts the comment's remaining documents in the 5-file limit", async () => {
    const { path } = await setup();
    const created = (
      await postComment(path, { files: ["1", "2", "3", "4"].map((n) => pdf(`${n}.pdf`)) })
    ).json();
    const edit = (deleted: string[], files: ReturnType<typeof pdf>[], version: number) =>
      call(
        "PUT",
        `${path}/${created.id}`,
        multipartFiles(files, { version: String(version), deletedDocumentIds: deleted }),
      );
    const tooMany = await edit([], [pdf("5.pdf"), pdf("6.pdf")], 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(messages.tooManyFiles);
    expect(await documentCount(created.id)).toBe(4);
    const fits = await edit([String(created.attachedDocuments[0].id)], [pdf("5.pdf"), pdf("6.pdf")], 1);
    expect(fits.statusCode, fits.body).toBe(200);
    expect(await documentCount(created.id)).toBe(5);
    const upload = await call(
      "POST",
      `${path}/${created.id}/attachedDocuments`,
      multipartFiles([pdf("7.pdf")]),
    );
    expect(upload.statusCode).toBe(400);
    expect(upload.json().message).toBe(messages.tooManyFiles);
  });

  it("removing everything from a comment is refused: it would be empty", async () => {
    const { path } = await setup();
    const created = (await postComment(path, { files: [pdf("Only.pdf")] })).json();
    const [only] = created.attachedDocuments;
    const deleteLast = await call("DELETE", `${path}/${created.id}/attachedDocuments/${only.id}`);
    expect(deleteLast.statusCode).toBe(400);
    expect(deleteLast.json().message).toBe(messages.commentEmpty);
    const edit = await call(
      "PUT",
      `${path}/${created.id}`,
      multipartFiles([], { text: "<p><br></p>", version: "1", deletedDocumentIds: String(only.id) }),
    );
    expect(edit.statusCode).toBe(400);
    expect(await documentCount(created.id)).toBe(1);
  });

  it("refuses with 403 to edit or delete an older comment of one's own, or someone else's", async () => {
    const { path, matter } = await setup();
    const lawyer = await participant(matter.id, "DB_LAWYER");
    const older = (await postComment(path, { text: "<p>older</p>" })).json();
    const newest = (await postComment(path, { text: "<p>newest</p>" })).json();
    const body = () => multipartFiles([], { text: "<p>changed</p>", version: "1" });
    for (const [cookie, id] of [
      [state.cookie, older.id],
      [lawyer.cookie, newest.id],
    ] as const) {
      const edit = await call("PUT", `${path}/${id}`, body(), cookie);
      expect(edit.statusCode).toBe(403);
      expect(edit.json().message).toBe(messages.commentNotEditable);
      expect((await call("DELETE", `${path}/${id}`, undefined, cookie)).statusCode).toBe(403);
    }
    // The lawyer sees the comments, may write one, and may change neither.
    const seen = await list(path, lawyer.cookie);
    expect(seen.items.map((item) => item.permissions)).toEqual([
      ["CREATE", "READ"],
      ["CREATE", "READ"],
    ]);
    const deleted = await call("DELETE", `${path}/${newest.id}`);
    expect(deleted.json()).toEqual({ message: messages.commentDeleted });
    // Now the older one is the newest again.
    expect((await call("PUT", `${path}/${older.id}`, body())).statusCode).toBe(200);
  });

  it("read-only participants read comments and cannot write them", async () => {
    const { path, matter } = await setup();
    await postComment(path, { text: "<p>For the client</p>" });
    const reader = await participant(matter.id, "CLIENT_READ_ONLY");
    const seen = await list(path, reader.cookie);
    expect(seen.permissions).toEqual(["READ"]);
    expect(seen.items[0]?.attachedDocuments).toEqual([]);
    expect((await postComment(path, { text: "<p>x</p>" }, reader.cookie)).statusCode).toBe(403);
  });
});

describe("documents that the client approves", () => {
  it("mails the active clients, lets one approve, stamps the document and mails its author", async () => {
    const { path, matter } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const readOnly = await participant(matter.id, "CLIENT_READ_ONLY");
    const before = state.t.printedMails.length;
    const created = (
      await postComment(path, {
        text: "<p>Please approve</p>",
        files: [pdf("Defence.pdf")],
        approval: ["true"],
      })
    ).json();
    await endApprovalWindow();
    const request = await waitForMail(state.t, client.user.emailAddress, { after: before });
    expect(request.subject).toContain("a document needs your approval");
    expect(request.text).toContain("Defence.pdf");
    expect(request.text).toContain(`/activities/${created.activityId}`);
    expect(state.t.printedMails.slice(before).some((mail) => mail.to === readOnly.user.emailAddress)).toBe(
      false,
    );

    const [document] = created.attachedDocuments;
    const approve = `${path}/${created.id}/attachedDocuments/${document.id}/approve`;
    expect((await call("PUT", approve, { approved: true })).statusCode).toBe(403);
    expect((await call("PUT", approve, { approved: true }, readOnly.cookie)).statusCode).toBe(403);
    const seen = await list(path, client.cookie);
    expect(seen.approvalPermissions).toEqual(["CREATE", "READ"]);
    const afterApproval = state.t.printedMails.length;
    const approved = await call("PUT", approve, { approved: true }, client.cookie);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: messages.documentApproved });
    const stamped = approved.json().attachedDocuments[0];
    expect(stamped).toMatchObject({
      approved: true,
      userApproved: { id: client.user.id, firstName: client.user.firstName, lastName: client.user.lastName },
    });
    expect(Date.parse(stamped.approvalTime)).toBeGreaterThan(Date.now() - 60_000);
    const told = await waitForMail(state.t, state.user.emailAddress, { after: afterApproval });
    expect(told.subject).toContain("your document has been approved");
    expect(told.text).toContain("Defence.pdf");

    const again = await call("PUT", approve, { approved: true }, client.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.documentAlreadyApproved);
  });

  it("an approval cannot be undone: the approved document cannot be deleted, unflagged or edited away", async () => {
    const { path, matter } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const created = (
      await postComment(path, {
        text: "<p>x</p>",
        files: [pdf("Signed.pdf"), pdf("Other.pdf")],
        approval: ["true", "false"],
      })
    ).json();
    const [signed, other] = created.attachedDocuments;
    const base = `${path}/${created.id}/attachedDocuments`;
    const notNeeded = await call("PUT", `${base}/${other.id}/approve`, { approved: true }, client.cookie);
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json().message).toBe(messages.documentNeedsNoApproval);
    await call("PUT", `${base}/${signed.id}/approve`, { approved: true }, client.cookie);

    const listed = (await list(path)).items[0];
    expect(listed?.attachedDocuments.map((d) => d.permissions)).toEqual([
      ["READ"],
      ["READ", "WRITE", "DELETE"],
    ]);
    for (const response of [
      await call("DELETE", `${base}/${signed.id}`),
      await call("PUT", `${base}/${signed.id}`, { approvalNeeded: false }),
      await call(
        "PUT",
        `${path}/${created.id}`,
        multipartFiles([], { text: "<p>x</p>", version: "1", deletedDocumentIds: String(signed.id) }),
      ),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.approvedDocumentLocked);
    }
    const deleteComment = await call("DELETE", `${path}/${created.id}`);
    expect(deleteComment.statusCode).toBe(409);
    expect(deleteComment.json().message).toBe(messages.commentHasApprovedDocument);
    expect(await documentCount(created.id)).toBe(2);
  });

  it("flags a document for approval afterwards (mailing the clients), deletes one and downloads one", async () => {
    const { path, matter } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const content = samplePdf("the defence");
    const created = (
      await call(
        "POST",
        path,
        multipartFiles([{ name: "Défense.pdf", content }, pdf("Spare.pdf")], { text: "<p>x</p>" }),
      )
    ).json();
    const [defence, spare] = created.attachedDocuments;
    const base = `${path}/${created.id}/attachedDocuments`;
    const before = state.t.printedMails.length;
    const flagged = await call("PUT", `${base}/${defence.id}`, { approvalNeeded: true });
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(flagged.json().attachedDocuments[0].approvalNeeded).toBe(true);
    await endApprovalWindow();
    expect((await waitForMail(state.t, client.user.emailAddress, { after: before })).text).toContain(
      "Défense.pdf",
    );
    const junk = await call("PUT", `${base}/${defence.id}`, { approvalNeeded: "yes" });
    expect(junk.statusCode).toBe(400);

    const download = await call("GET", `${base}/${defence.id}/download`, undefined, client.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''D%C3%A9fense.pdf");

    const removed = await call("DELETE", `${base}/${spare.id}`);
    expect(removed.json()).toEqual({ message: messages.documentDeleted });
    expect((await call("GET", `${base}/${spare.id}/download`)).statusCode).toBe(404);
  });
});

/** A promise and what settles it. */
function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe("approval requests: one mail per active client per few minutes", () => {
  const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

  it("three comments from one lawyer: one mail to each active client after the window, listing all three by activity", async () => {
    const { matter, tracking, activity, path } = await setup();
    const other = await createActivity(db(), matter.id, tracking.id, null, { title: "Answer the court" });
    const clients = [
      await participant(matter.id, "CLIENT_ACTIVE"),
      await participant(matter.id, "CLIENT_ACTIVE"),
    ];
    const readOnly = await participant(matter.id, "CLIENT_READ_ONLY");
    const lawyer = await participant(matter.id, "DB_LAWYER");
    const before = await lastMailId(state.t.database);
    const asked = [
      [path, "Defence.pdf"],
      [path, "Exhibit 1.pdf"],
      [`activities/${other.id}/comments`, "Answer.pdf"],
    ];
    for (const [at, name] of asked) {
      const posted = await postComment(
        at as string,
        { files: [pdf(name as string)], approval: ["true"] },
        lawyer.cookie,
      );
      expect(posted.statusCode, posted.body).toBe(200);
    }
    // Nothing yet: each client has one job, waiting the window from the first request.
    for (const person of [...clients, readOnly])
      expect(await mailsTo(person.user.emailAddress, before)).toEqual([]);
    const waiting = await db()
      .select()
      .from(bossJobs)
      .where(and(eq(bossJobs.name, approvalRequestsJob.name), eq(bossJobs.state, "created")));
    const clientIds = clients.map((client) => String(client.user.id));
    const theirs = waiting.filter((job) => clientIds.includes(job.singletonKey ?? ""));
    expect(theirs.map((job) => job.singletonKey).sort()).toEqual([...clientIds].sort());
    for (const job of theirs) {
      expect((job.startAfter.getTime() - job.createdOn.getTime()) / 1000).toBeCloseTo(
        APPROVAL_MAIL_WINDOW_SECONDS,
        0,
      );
    }

    await endApprovalWindow();
    for (const client of clients) {
      const sent = await mailsTo(client.user.emailAddress, before);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe("Litfolio: 3 documents need your approval");
      expect(sent[0]?.textBody).toContain(
        [
          `Dear ${client.user.firstName},`,
          `${nameOf(lawyer.user)} shared 3 documents that need your approval:`,
          `In the activity "${activity.title}" (${matter.name}):\n- Defence.pdf\n- Exhibit 1.pdf\nOpen the activity: http://localhost:8080/activities/${activity.id}`,
          `In the activity "Answer the court" (${matter.name}):\n- Answer.pdf\nOpen the activity: http://localhost:8080/activities/${other.id}`,
          "-- ",
        ].join("\n\n"),
      );
    }
    expect((await mailsTo(clients[0]?.user.emailAddress ?? "", before))[0]?.htmlBody).toContain(
      `<ul><li>Defence.pdf</li><li>Exhibit 1.pdf</li></ul><p><a href="http://localhost:8080/activities/${activity.id}">Open the activity</a></p>`,
    );
    expect(await mailsTo(readOnly.user.emailAddress, before)).toEqual([]);
    // Taken: the next window has nothing to say.
    await endApprovalWindow();
    expect(await mailsTo(clients[0]?.user.emailAddress ?? "", before)).toHaveLength(1);
  });

  it("leaves out what was approved, deleted or unflagged within the window, and mails nothing when nothing is left", async () => {
    const { matter, path } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const before = await lastMailId(state.t.database);
    const created: ActivityComment = (
      await postComment(path, {
        files: [pdf("Kept.pdf"), pdf("Approved.pdf"), pdf("Deleted.pdf"), pdf("Unflagged.pdf")],
        approval: ["true"],
      })
    ).json();
    const [kept, approved, deleted, unflagged] = created.attachedDocuments;
    const base = `${path}/${created.id}/attachedDocuments`;
    expect(
      (await call("PUT", `${base}/${approved?.id}/approve`, { approved: true }, client.cookie)).statusCode,
    ).toBe(200);
    expect((await call("DELETE", `${base}/${deleted?.id}`)).statusCode).toBe(200);
    expect((await call("PUT", `${base}/${unflagged?.id}`, { approvalNeeded: false })).statusCode).toBe(200);
    await endApprovalWindow();
    const [mail, ...others] = await mailsTo(client.user.emailAddress, before);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("Litfolio: a document needs your approval");
    expect(mail?.textBody).toContain("shared a document that needs your approval:");
    expect(mail?.textBody).toContain(`- ${kept?.name}\nOpen the activity`);
    for (const name of ["Approved.pdf", "Deleted.pdf", "Unflagged.pdf"])
      expect(mail?.textBody).not.toContain(name);

    // A comment deleted within the window, and a client who stopped being an active one: no mail.
    const afterFirst = await lastMailId(state.t.database);
    const demoted = await participant(matter.id, "CLIENT_ACTIVE");
    const gone = (await postComment(path, { files: [pdf("Withdrawn.pdf")], approval: ["true"] })).json();
    expect((await call("DELETE", `${path}/${gone.id}`)).statusCode).toBe(200);
    await postComment(path, { files: [pdf("Later.pdf")], approval: ["true"] });
    await db()
      .update(participations)
      .set({ role: "CLIENT_READ_ONLY" })
      .where(and(eq(participations.matterId, matter.id), eq(participations.userId, demoted.user.id)));
    await endApprovalWindow();
    expect(await mailsTo(demoted.user.emailAddress, afterFirst)).toEqual([]);
    expect((await mailsTo(client.user.emailAddress, afterFirst)).map((sent) => sent.textBody)).toEqual([
      expect.stringContaining("- Later.pdf"),
    ]);
  });

  it("two senders within the window: one mail naming both", async () => {
    const { matter, path } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const lawyer = await participant(matter.id, "DB_LAWYER");
    const before = await lastMailId(state.t.database);
    await postComment(path, { files: [pdf("From the admin.pdf")], approval: ["true"] });
    await postComment(path, { files: [pdf("From the lawyer.pdf")], approval: ["true"] }, lawyer.cookie);
    await endApprovalWindow();
    const sent = await mailsTo(client.user.emailAddress, before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.textBody).toContain(
      `${nameOf(state.user)} and ${nameOf(lawyer.user)} shared 2 documents that need your approval:`,
    );
    expect(sent[0]?.textBody).toContain("- From the admin.pdf\n- From the lawyer.pdf\n");
  });

  it("a job that starts while a write asks waits for its commit and mails its request too (PostgreSQL)", async ({
    skip,
  }) => {
    if (state.t.database.kind !== "postgres") skip();
    const { matter, path } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const before = await lastMailId(state.t.database);
    const created: ActivityComment = (
      await postComment(path, { files: [pdf("First.pdf"), pdf("Second.pdf")], approval: ["true", "false"] })
    ).json();
    const second = created.attachedDocuments[1]?.id ?? 0;
    const opened = signal();
    const asked = signal();
    // A write marking the second one, held open once it has asked.
    const writing = transactionWithJobs(state.t.app, async (tx, enqueue) => {
      await tx.update(documents).set({ approvalNeeded: true }).where(eq(documents.id, second));
      await askForApproval(tx, enqueue, {
        matterId: matter.id,
        senderId: state.user.id,
        documentIds: [second],
      });
      asked.resolve();
      await opened.promise;
    });
    await asked.promise;
    const { app } = state.t;
    const run = {
      db: db(),
      config: app.config,
      enqueueIn:
        (tx: Tx): Enqueue =>
        (type, payload, options) =>
          app.jobs.enqueue(tx, type, payload, options),
    };
    let done = false;
    const job = sendApprovalRequests(run, client.user.id).then(() => {
      done = true;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(done).toBe(false);
    } finally {
      opened.resolve();
    }
    await Promise.all([writing, job]);
    const sent = await mailsTo(client.user.emailAddress, before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.textBody).toContain("- First.pdf\n- Second.pdf\n");
  });

  it(`lists at most ${LISTED_DOCUMENTS} documents and counts the rest, with a link to the activities`, async () => {
    const { matter, path } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const before = await lastMailId(state.t.database);
    for (let comment = 0; comment < 11; comment++) {
      const files = Array.from({ length: 5 }, (_, n) => pdf(`Part ${comment * 5 + n + 1}.pdf`));
      expect((await postComment(path, { files, approval: ["true"] })).statusCode).toBe(200);
    }
    await endApprovalWindow();
    const [mail] = await mailsTo(client.user.emailAddress, before);
    expect(mail?.subject).toBe("Litfolio: 55 documents need your approval");
    expect(mail?.textBody).toContain("- Part 50.pdf\nOpen the activity");
    expect(mail?.textBody).not.toContain("Part 51.pdf");
    expect(mail?.textBody).toContain(
      "5 more documents are not listed here.\n\nOpen your activities: http://localhost:8080/activities/\n",
    );
  });
});

/** `setup()` with a comment holding a document the active client approved, and another that needs none. */
async function approvedSetup() {
  const parts = await setup();
  const client = await participant(parts.matter.id, "CLIENT_ACTIVE");
  const created: ActivityComment = (
    await postComment(parts.path, {
      text: "<p>Signed settlement</p>",
      files: [pdf("Settlement.pdf"), pdf("Cover letter.pdf")],
      approval: ["true", "false"],
    })
  ).json();
  const [approved, other] = created.attachedDocuments;
  if (!approved || !other) throw new Error("documents not created");
  const base = `${parts.path}/${created.id}/attachedDocuments`;
  await call("PUT", `${base}/${approved.id}/approve`, { approved: true }, client.cookie);
  const admin = await createAdmin(db());
  return {
    ...parts,
    client,
    comment: created,
    approved,
    other,
    base,
    adminCookie: await sessionCookie(db(), admin.id),
    admin,
  };
}

const documentExists = async (id: number) =>
  (await db().select({ id: documents.id }).from(documents).where(eq(documents.id, id))).length === 1;

describe("what a client approved is a record", () => {
  it("refuses to delete the activity, the proceeding or the matter above an approved document (409, nothing deleted)", async () => {
    const { matter, activity, approved, base, adminCookie } = await approvedSetup();
    const [proceeding] = await db().select().from(proceedings).where(eq(proceedings.matterId, matter.id));
    for (const [path, cookie, message] of [
      [`activities/${activity.id}`, undefined, messages.activityHasApprovedDocument],
      [
        `matters/${matter.id}/proceedings/${proceeding?.id}`,
        undefined,
        messages.proceedingHasApprovedDocument,
      ],
      [`matters/${matter.id}`, adminCookie, messages.matterHasApprovedDocument],
    ] as const) {
      const refused = await call("DELETE", path, undefined, cookie);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json()).toMatchObject({ code: "CONFLICT", message });
    }
    expect(await documentExists(approved.id)).toBe(true);
    const download = await call("GET", `${base}/${approved.id}/download`);
    expect(download.statusCode).toBe(200);
    // The stamp stays with it.
    const [listed] = (await list(`activities/${activity.id}/comments`)).items;
    expect(listed?.attachedDocuments[0]).toMatchObject({
      approved: true,
      userApproved: { id: expect.any(Number) },
    });
  });

  it("a step list save cannot remove the step of an activity holding one (steps with activities are refused)", async () => {
    const { matter, activity, approved } = await approvedSetup();
    const [proceeding] = await db().select().from(proceedings).where(eq(proceedings.matterId, matter.id));
    const path = `matters/${matter.id}/proceedings/${proceeding?.id}/tracking/${activity.trackingId}`;
    const read = (await call("GET", path)).json();
    const refused = await call("PUT", path, { proceduralSteps: [], version: read.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.stepLinkedToActivities(1, "Writ"));
    expect(await documentExists(approved.id)).toBe(true);
  });

  it("a SYSTEM_ADMIN removes one with a reason kept in the trail with its name, size and SHA-256; then the rest deletes normally", async () => {
    const { path, activity, comment, approved, other, base, adminCookie, admin } = await approvedSetup();
    const [stored] = await db().select().from(documents).where(eq(documents.id, approved.id));
    const reason = "Uploaded to the wrong matter; the client confirmed by e-mail of 3 March.";
    const removed = await call("DELETE", `${base}/${approved.id}/approved`, { reason }, adminCookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: messages.approvedDocumentRemoved });
    expect(await documentExists(approved.id)).toBe(false);
    expect(await documentExists(other.id)).toBe(true);
    expect((await call("GET", `${base}/${approved.id}/download`)).statusCode).toBe(404);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "document"),
          eq(auditLog.entityId, String(approved.id)),
          eq(auditLog.action, "delete"),
        ),
      );
    expect(entry?.actorId).toBe(admin.id);
    expect(entry?.changes).toMatchObject({
      removalReason: { old: null, new: reason },
      name: { old: "Settlement.pdf", new: null },
      size: { old: stored?.size, new: null },
      sha256: { old: stored?.sha256, new: null },
    });
    expect(stored?.sha256).toMatch(/^[0-9a-f]{64}$/);
    // Nothing approved is left: the comment and then the activity delete as usual.
    expect((await call("DELETE", `${path}/${comment.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `activities/${activity.id}`)).statusCode).toBe(200);
  });

  it("a comment left with neither text nor documents goes with its approved document", async () => {
    const { path, matter, adminCookie } = await approvedSetup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const created: ActivityComment = (
      await postComment(path, { files: [pdf("Only.pdf")], approval: ["true"] })
    ).json();
    const only = created.attachedDocuments[0];
    const base = `${path}/${created.id}/attachedDocuments/${only?.id}`;
    await call("PUT", `${base}/approve`, { approved: true }, client.cookie);
    const removed = await call("DELETE", `${base}/approved`, { reason: "Duplicate" }, adminCookie);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await db().select().from(activityComments).where(eq(activityComments.id, created.id))).toEqual([]);
  });

  it.each([
    ["no body's reason", {}, messages.required],
    ["a blank reason", { reason: "   " }, messages.required],
    ["a reason that is not text", { reason: 12 }, messages.required],
    [
      "a reason over the limit",
      { reason: "x".repeat(commentLimits.removalReasonLength + 1) },
      messages.tooLong(commentLimits.removalReasonLength),
    ],
  ])("refuses %s with 400 and its message, removing nothing", async (_, body, message) => {
    const { approved, base, adminCookie } = await approvedSetup();
    const refused = await call("DELETE", `${base}/${approved.id}/approved`, body, adminCookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().subErrors).toEqual([{ field: "reason", message }]);
    expect(await documentExists(approved.id)).toBe(true);
  });

  it("keeps a reason of exactly the limit as typed", async () => {
    const { approved, base, adminCookie } = await approvedSetup();
    const reason = ` ${"y".repeat(commentLimits.removalReasonLength - 1)}`;
    const removed = await call("DELETE", `${base}/${approved.id}/approved`, { reason }, adminCookie);
    expect(removed.statusCode, removed.body).toBe(200);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "document"),
          eq(auditLog.entityId, String(approved.id)),
          eq(auditLog.action, "delete"),
        ),
      );
    expect(entry?.changes.removalReason?.new).toBe(reason);
  });

  it("every participation role is refused (403), a non-participant does not see the matter (404); a document not approved is 409", async () => {
    const { matter, netherlands, approved, other, base, client, adminCookie } = await approvedSetup();
    const body = { reason: "Not mine to remove" };
    const url = `${base}/${approved.id}/approved`;
    const own = await call("DELETE", url, body);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(messages.forbidden);
    expect((await call("DELETE", url, body, client.cookie)).statusCode).toBe(403);
    const germany = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    for (const [role, categoryIds, status] of [
      ["DB_LAWYER", [], 403],
      ["CLIENT_READ_ONLY", [], 403],
      ["LOCAL_COUNSEL_FULL_ACCESS", [netherlands.id], 403],
      // Refused by the route before the object is read: out of scope says no more than 403.
      ["LOCAL_COUNSEL_FULL_ACCESS", [germany.id], 403],
    ] as const) {
      const caller = await participant(matter.id, role, [...categoryIds]);
      expect((await call("DELETE", url, body, caller.cookie)).statusCode, role).toBe(status);
    }
    const outsider = await createUser(db());
    expect((await call("DELETE", url, body, await sessionCookie(db(), outsider.id))).statusCode).toBe(404);
    expect(await documentExists(approved.id)).toBe(true);
    const notApproved = await call("DELETE", `${base}/${other.id}/approved`, body, adminCookie);
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().message).toBe(messages.documentNotApproved);
    expect(await documentExists(other.id)).toBe(true);
  });
});

describe("the local counsel's scope", () => {
  it("local counsel read and write comments only on activities of their categories", async () => {
    const { path, matter, netherlands, activity } = await setup();
    const germany = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    const counsel = await participant(matter.id, "LOCAL_COUNSEL", [germany.id]);
    await postComment(path, { text: "<p>NLD only</p>" });
    expect((await call("GET", path, undefined, counsel.cookie)).statusCode).toBe(404);
    expect((await postComment(path, { text: "<p>x</p>" }, counsel.cookie)).statusCode).toBe(404);
    const dutch = await participant(matter.id, "LOCAL_COUNSEL", [netherlands.id]);
    const mine = await postComment(path, { text: "<p>From the Dutch counsel</p>" }, dutch.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().permissions).toEqual(["CREATE", "READ", "WRITE", "DELETE"]);
    expect(activity.id).toBe(mine.json().activityId);
  });
});

describe("dbbw: deleting what holds documents removes their files", () => {
  const isStored = (key: string) => fs.existsSync(nodePath.join(state.t.config.dataDir, "files", key));
  const keysOf = async (matterId: number) =>
    (await db().select().from(documents).where(eq(documents.matterId, matterId))).map(
      (row) => row.storageKey,
    );
  /** setup() with a comment holding two files and, on the tracking's step, a document of its own. */
  async function withFiles() {
    const parts = await setup();
    const posted = await postComment(parts.path, { files: [pdf("Defence.pdf"), pdf("Annex.pdf")] });
    expect(posted.statusCode, posted.body).toBe(200);
    const keys = await keysOf(parts.matter.id);
    expect(keys.filter(isStored)).toHaveLength(2);
    return { ...parts, keys };
  }
  // The job runs as the delete commits: no housekeeping (it would wait an hour) is involved.
  const filesGone = (keys: string[]) => eventually(() => (keys.some(isStored) ? undefined : true), 5000);

  it("deleting an activity removes its comments' files", async () => {
    const { activity, keys } = await withFiles();
    expect((await call("DELETE", `activities/${activity.id}`)).statusCode).toBe(200);
    await filesGone(keys);
  });

  it("deleting a proceeding removes its activities' comment files and its steps' files", async () => {
    const { matter, proceeding, steps, keys } = await withFiles();
    const stepDocument = await createDocument(state.t, matter.id, { stepId: steps[0]?.id ?? 0 });
    expect(isStored(stepDocument.storageKey)).toBe(true);
    const deleted = await call("DELETE", `matters/${matter.id}/proceedings/${proceeding.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await filesGone([...keys, stepDocument.storageKey]);
  });

  it("a refused delete removes nothing", async () => {
    const { activity, keys } = await withFiles();
    const outsider = await participant((await adminMatter()).matter.id, "ADMIN");
    expect((await call("DELETE", `activities/${activity.id}`, undefined, outsider.cookie)).statusCode).toBe(
      404,
    );
    // Files go only by the removal job a delete enqueues in its transaction: a refused one has none.
    const removals = await db()
      .select({ data: bossJobs.data })
      .from(bossJobs)
      .where(eq(bossJobs.name, fileRemovalJob.name));
    const removing = removals.flatMap((job) => fileRemovalJob.payload.parse(job.data).keys);
    expect(keys.filter((key) => removing.includes(key))).toEqual([]);
    expect(keys.filter(isStored)).toHaveLength(2);
  });
});
