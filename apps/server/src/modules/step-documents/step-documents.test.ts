// Step documents through HTTP (SPEC 4 "Documents", 5.9, 5.10, 7.5; issue: content checks, limits,
// names): upload 1 to 5 files of the allowed types, each refusal with its status and message and
// nothing kept, downloads with their names and headers, delete, scope and other matters' ids, and
// the housekeeping of stored files without a row.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { fileLimits, type StoredDocument } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import type { Tracking } from "@litfolio/shared/tracking";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { documents } from "../../db/schema/documents";
import { demoPdf } from "../../demo/demo-pdf";
import { removeUnusedFiles } from "../../files/housekeeping";
import { dbbwTestFile } from "../../test/dbbw";
import {
  addParticipation,
  createCategory,
  createProceeding,
  createTracking,
  createUser,
  sessionCookie,
} from "../../test/factories";
import { eventually } from "../../test/harness";
import {
  multipartFiles,
  sampleOle2,
  sampleOoxml,
  samplePdf,
  sampleZip,
  zipArchive,
} from "../../test/multipart";

const { state, db, call, adminMatter } = dbbwTestFile();

/** What a hostile file hides behind a format's first bytes. */
const html = "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>\n";
const zipMagic = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
const ole2Magic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

async function setup() {
  const { matter } = await adminMatter();
  const category = await createCategory(db(), matter.id, { code: "NLD" });
  const proceeding = await createProceeding(db(), matter.id, category.id);
  const { tracking, steps } = await createTracking(db(), matter.id, { proceedingId: proceeding.id }, [
    "Writ of summons served",
    "Statement of defence",
  ]);
  const trackingPath = `matters/${matter.id}/proceedings/${proceeding.id}/tracking/${tracking.id}`;
  const stepPath = (stepId = steps[0]?.id) => `${trackingPath}/proceduralsteps/${stepId}`;
  return { matter, category, proceeding, tracking, steps, trackingPath, stepPath };
}

const upload = (stepPath: string, files: { name: string; content: Buffer }[], cookie?: string) =>
  call("POST", `${stepPath}/attacheddocuments`, multipartFiles(files), cookie);

const filesFolder = () => path.join(state.t.config.dataDir, "files");
const storedFiles = () => fs.readdirSync(filesFolder());
const documentCount = async (stepId: number | undefined) =>
  (
    await db()
      .select()
      .from(documents)
      .where(eq(documents.stepId, stepId ?? 0))
  ).length;

describe("dbbw/.../tracking/{t}/proceduralsteps/{s}/attacheddocuments", () => {
  it("stores one PDF, answers it and lists it on the step, with its trail entry", async () => {
    const { stepPath, trackingPath, steps } = await setup();
    const before = storedFiles().length;
    const response = await upload(stepPath(), [
      { name: "Dagvaarding – Café Müller.pdf", content: samplePdf() },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [document] = response.json().items as StoredDocument[];
    expect(response.json().message).toBe(messages.documentUploaded);
    expect(document).toMatchObject({
      name: "Dagvaarding – Café Müller.pdf",
      status: "SUCCEEDED",
      reason: null,
      contentType: "application/pdf",
      createdBy: { id: state.user.id },
      permissions: ["READ", "DELETE"],
      // Connect is not configured here: nothing is said about a copy.
      connectCopy: null,
    });
    expect(storedFiles()).toHaveLength(before + 1);
    const tracking = (await call("GET", trackingPath)).json() as Tracking;
    expect(tracking.proceduralSteps[0]?.attachedDocuments).toMatchObject({
      totalElements: 1,
      items: [{ id: document?.id }],
    });
    expect(tracking.proceduralSteps[1]?.attachedDocuments.totalElements).toBe(0);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(document?.id)));
    expect(entry).toMatchObject({ entity: "document", action: "create" });
    expect(await documentCount(steps[0]?.id)).toBe(1);
  });

  it("stores five files of the Office types and PDF at once", async () => {
    const { stepPath, steps } = await setup();
    const response = await upload(stepPath(), [
      { name: "a.pdf", content: samplePdf() },
      { name: "b.docx", content: sampleOoxml() },
      { name: "c.xlsx", content: sampleOoxml("xl/") },
      { name: "d.doc", content: sampleOle2() },
      { name: "e.msg", content: Buffer.concat([sampleOle2(), Buffer.from("m")]) },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe(messages.documentsUploaded);
    expect(response.json().items.map((item: StoredDocument) => item.contentType)).toEqual([
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/msword",
      "application/vnd.ms-outlook",
    ]);
    expect(await documentCount(steps[0]?.id)).toBe(5);
  });

  it("accepts the demo PDF, a PDF with a cross-reference stream, a large package and a zip64 one, checked at both ends", async () => {
    const { stepPath } = await setup();
    const padding = "x".repeat(3 * 1024 * 1024);
    const response = await upload(stepPath(), [
      { name: "demo.pdf", content: demoPdf("Writ", ["A line."]) },
      {
        name: "stream.pdf",
        content: Buffer.from(
          `%PDF-1.7\r\n1 0 obj << /Type /XRef /Size 2 /W [1 2 1] >>\r\nstream\r\n..\r\nendstream\r\nendobj\r\nstartxref\r\n11\r\n%%EOF\r\n`,
        ),
      },
      {
        name: "large.xlsx",
        content: zipArchive([
          { name: "[Content_Types].xml", content: "<Types/>" },
          { name: "xl/media/image1.bin", content: padding },
          { name: "xl/workbook.xml", content: "<workbook/>" },
        ]),
      },
      {
        name: "zip64.docx",
        content: zipArchive(
          [
            { name: "[Content_Types].xml", content: "<Types/>" },
            { name: "word/document.xml", content: "<document/>" },
          ],
          { zip64: true },
        ),
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((item: StoredDocument) => item.contentType)).toEqual([
      "application/pdf",
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
  });

  it.each([
    [
      "six files",
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.pdf`, content: samplePdf() })),
      400,
      messages.tooManyFiles,
    ],
    [
      "a type not allowed",
      [{ name: "run.exe", content: samplePdf() }],
      415,
      messages.fileTypeUnsupported(".exe"),
    ],
    [
      "a zip named .pdf",
      [{ name: "writ.pdf", content: sampleZip() }],
      415,
      messages.fileContentMismatch(".pdf"),
    ],
    [
      "a PDF named .docx",
      [{ name: "writ.docx", content: samplePdf() }],
      415,
      messages.fileContentMismatch(".docx"),
    ],
    [
      "HTML behind a %PDF- signature, named .pdf",
      [{ name: "writ.pdf", content: Buffer.from(`%PDF-1.4\n${html}`) }],
      415,
      messages.fileContentMismatch(".pdf"),
    ],
    [
      "HTML with a PDF's ends after its first bytes, named .pdf",
      [{ name: "writ.pdf", content: Buffer.from(`${html}%PDF-1.4\nstartxref\n0\n%%EOF\n`) }],
      415,
      messages.fileContentMismatch(".pdf"),
    ],
    [
      "zip magic and [Content_Types].xml followed by HTML, named .docx",
      [{ name: "writ.docx", content: Buffer.concat([zipMagic, Buffer.from(`[Content_Types].xml${html}`)]) }],
      415,
      messages.fileContentMismatch(".docx"),
    ],
    [
      "a zip with [Content_Types].xml but no word/ folder, named .docx",
      [{ name: "writ.docx", content: zipArchive([{ name: "[Content_Types].xml", content: "<Types/>" }]) }],
      415,
      messages.fileContentMismatch(".docx"),
    ],
    [
      "a zip64 Word package whose directory offset points past the file, named .docx",
      [
        {
          name: "writ.docx",
          content: zipArchive(
            [
              { name: "[Content_Types].xml", content: "<Types/>" },
              { name: "word/document.xml", content: "<document/>" },
            ],
            { zip64: true, zip64Offset: 2n ** 40n },
          ),
        },
      ],
      415,
      messages.fileContentMismatch(".docx"),
    ],
    [
      "a Word package named .xlsx",
      [{ name: "sheet.xlsx", content: sampleOoxml("word/") }],
      415,
      messages.fileContentMismatch(".xlsx"),
    ],
    [
      "OLE2 magic followed by HTML, named .msg",
      [{ name: "mail.msg", content: Buffer.concat([ole2Magic, Buffer.from(html.repeat(20))]) }],
      415,
      messages.fileContentMismatch(".msg"),
    ],
    [
      "a right-to-left override in the name",
      [{ name: "invoice\u202Efdp.exe.pdf", content: samplePdf() }],
      400,
      messages.fileNameHiddenCharacters,
    ],
    [
      "a path in the name",
      [{ name: "../../etc/passwd.pdf", content: samplePdf() }],
      400,
      messages.fileNameInvalid,
    ],
    [
      "a back-slashed path",
      [{ name: "..\\..\\boot.pdf", content: samplePdf() }],
      400,
      messages.fileNameInvalid,
    ],
    [
      "the same file twice",
      [
        { name: "a.pdf", content: samplePdf("same") },
        { name: "a.pdf", content: samplePdf("same") },
      ],
      400,
      messages.duplicatedFile,
    ],
  ] as const)("refuses %s with its message and keeps nothing", async (_, files, status, message) => {
    const { stepPath, steps } = await setup();
    const before = storedFiles().length;
    const response = await upload(stepPath(), [...files]);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().message).toBe(message);
    expect(storedFiles()).toHaveLength(before);
    expect(await documentCount(steps[0]?.id)).toBe(0);
  });

  it("refuses a request without files, and a JSON body", async () => {
    const { stepPath } = await setup();
    const empty = await call("POST", `${stepPath()}/attacheddocuments`, multipartFiles([], { note: "x" }));
    expect(empty.json()).toMatchObject({ status: 400, message: messages.noFileSent });
    const json = await call("POST", `${stepPath()}/attacheddocuments`, { file: "x" });
    expect(json.json()).toMatchObject({ status: 400, message: messages.noFileSent });
  });

  it("cuts off a file of 100 MB with 413 and keeps nothing, without holding it in memory", async () => {
    const { stepPath, steps } = await setup();
    const before = storedFiles().length;
    const boundary = "----litfolio-large";
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    async function* body() {
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      for (let sent = 0; sent <= fileLimits.maxBytes; sent += chunk.length) yield chunk;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    const response = await state.t.app.inject({
      method: "POST",
      url: `/api/dbbw/${stepPath()}/attacheddocuments`,
      headers: { cookie: state.cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: expect.stringMatching(/^The selected file is too large \(/),
    });
    expect(storedFiles()).toHaveLength(before);
    expect(await documentCount(steps[0]?.id)).toBe(0);
  }, 60_000);

  it("refuses an upload to a template with its message, and to another tracking's step with 404", async () => {
    const { matter, proceeding, category, stepPath } = await setup();
    const template = await createTracking(db(), matter.id, { categoryId: category.id });
    const templatePath = `matters/${matter.id}/proceedings/${proceeding.id}/tracking/${template.tracking.id}/proceduralsteps/${template.steps[0]?.id}`;
    const toTemplate = await upload(templatePath, [{ name: "a.pdf", content: samplePdf() }]);
    expect(toTemplate.json()).toMatchObject({ status: 400, message: messages.uploadToTemplate });
    const other = await createProceeding(db(), matter.id, category.id);
    const otherTracking = await createTracking(db(), matter.id, { proceedingId: other.id });
    const foreignStep = await upload(stepPath(otherTracking.steps[0]?.id), [
      { name: "a.pdf", content: samplePdf() },
    ]);
    expect(foreignStep.statusCode).toBe(404);
  });

  it("downloads a document with its name, type and nosniff; another matter's document is 404", async () => {
    const { stepPath } = await setup();
    const content = samplePdf();
    const [document] = (await upload(stepPath(), [{ name: "Dagvaarding Café Müller.pdf", content }])).json()
      .items;
    const download = await call("GET", `${stepPath()}/attachedDocuments/${document.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(content.length),
      "x-content-type-options": "nosniff",
      "content-disposition":
        "attachment; filename=\"Dagvaarding Caf_ M_ller.pdf\"; filename*=UTF-8''Dagvaarding%20Caf%C3%A9%20M%C3%BCller.pdf",
    });
    const elsewhere = await setup();
    const theirs = await call("GET", `${elsewhere.stepPath()}/attachedDocuments/${document.id}/download`);
    expect(theirs.statusCode).toBe(404);
  });

  it("deletes a document (row, trail entry and bytes); the wrong step's path is 404", async () => {
    const { stepPath, steps } = await setup();
    const before = storedFiles().length;
    const [document] = (await upload(stepPath(), [{ name: "a.pdf", content: samplePdf() }])).json().items;
    const wrongStep = await call(
      "DELETE",
      `${stepPath(steps[1]?.id)}/attacheddocuments?documentId=${document.id}`,
    );
    expect(wrongStep.statusCode).toBe(404);
    const deleted = await call("DELETE", `${stepPath()}/attacheddocuments?documentId=${document.id}`);
    expect(deleted.json()).toEqual({ message: messages.documentDeleted });
    expect(await documentCount(steps[0]?.id)).toBe(0);
    // The file goes by a job as the delete commits.
    await eventually(() => (storedFiles().length === before ? true : undefined), 5000);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(document.id)));
    expect(entries.map((entry) => entry.action)).toEqual(["create", "delete"]);
  });

  it("a step removed from the tracking takes its documents' files along", async () => {
    const { stepPath, steps, trackingPath } = await setup();
    const [document] = (
      await upload(stepPath(steps[1]?.id), [{ name: "a.pdf", content: samplePdf() }])
    ).json().items;
    const [stored] = await db().select().from(documents).where(eq(documents.id, document.id));
    const file = path.join(filesFolder(), stored?.storageKey ?? "");
    expect(fs.existsSync(file)).toBe(true);
    const tracking = (await call("GET", trackingPath)).json() as Tracking;
    const saved = await call("PUT", trackingPath, {
      proceduralSteps: tracking.proceduralSteps.slice(0, 1),
      version: tracking.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await documentCount(steps[1]?.id)).toBe(0);
    await eventually(() => (fs.existsSync(file) ? undefined : true), 5000);
  });

  it("lets a client read and download but not upload or delete; a local counsel elsewhere sees nothing", async () => {
    const { matter, stepPath } = await setup();
    const [document] = (await upload(stepPath(), [{ name: "a.pdf", content: samplePdf() }])).json().items;
    const client = await createUser(db());
    await addParticipation(db(), matter.id, client.id, "CLIENT_READ_ONLY");
    const clientCookie = await sessionCookie(db(), client.id);
    expect(
      (await call("GET", `${stepPath()}/attachedDocuments/${document.id}/download`, undefined, clientCookie))
        .statusCode,
    ).toBe(200);
    expect(
      (await upload(stepPath(), [{ name: "b.pdf", content: samplePdf() }], clientCookie)).statusCode,
    ).toBe(403);
    const germany = await createCategory(db(), matter.id, { code: "DEU" });
    const counsel = await createUser(db());
    await addParticipation(db(), matter.id, counsel.id, "LOCAL_COUNSEL_FULL_ACCESS", [germany.id]);
    const counselCookie = await sessionCookie(db(), counsel.id);
    expect(
      (await call("GET", `${stepPath()}/attachedDocuments/${document.id}/download`, undefined, counselCookie))
        .statusCode,
    ).toBe(404);
    expect(
      (await upload(stepPath(), [{ name: "b.pdf", content: samplePdf() }], counselCookie)).statusCode,
    ).toBe(404);
  });

  it("housekeeping removes stored files no document names once an hour old, and keeps the others", async () => {
    const { stepPath } = await setup();
    await upload(stepPath(), [{ name: "kept.pdf", content: samplePdf() }]);
    const orphan = await state.t.app.files.put(Readable.from([samplePdf()]), {
      maxBytes: fileLimits.maxBytes,
    });
    const partial = path.join(filesFolder(), "00000000-0000-4000-8000-000000000000.part");
    fs.writeFileSync(partial, "half");
    const inUse = storedFiles().filter((name) => name !== orphan.key && !name.endsWith(".part"));
    expect(await removeUnusedFiles(db(), state.t.app.files, new Date())).toBe(0);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await removeUnusedFiles(db(), state.t.app.files, later)).toBe(1);
    expect(storedFiles().sort()).toEqual(inUse.sort());
  });
});
