// dbbw/matters/{m}/proceedings/{p}/{claimants|trucks}/import (the claimants tab's and the trucks
// section's "Import from Excel"): GET template (an .xlsx with the header row and one example row),
// POST preview (multipart, one `file`: .xlsx or a UTF-8 .csv; nothing is written to the lists) and
// POST {importId}/commit (`{"confirm": true}`: writes the preview, all or nothing; 409 when the
// proceeding changed since). WRITE on the proceeding for the preview and the commit, READ for the
// template.
import multipart from "@fastify/multipart";
import {
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  importColumns,
  importCommitBody,
  importKinds,
  importLimits,
} from "@litfolio/shared/imports";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { attachmentDisposition } from "../../files/content";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { proceedingWriter, requireOnProceeding } from "../proceedings/service";
import { commitImport, previewImport } from "./service";

const commitParams = proceedingParams.extend({ importId: z.uuid() });

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

const exampleRows: Record<ImportKind, string[]> = {
  claimants: ["Transportbedrijf Jansen B.V.", "Jansen"],
  trucks: ["XLRTE47MS0E000001", "no"],
};

/** The template: the columns' headers (bold, frozen) and one example row, as text cells. */
async function template(kind: ImportKind) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === "claimants" ? "Claimants" : "Trucks");
  sheet.columns = importColumns[kind].map((column) => ({
    header: column.label,
    width: 32,
    style: { numFmt: "@" },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: "frozen", ySplit: 1 }];
  sheet.addRow(exampleRows[kind]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function importRoutes(app: FastifyInstance) {
  // One file per request, streamed to a temporary file (service.ts); a second file part is refused.
  await app.register(multipart, {
    limits: { files: 2, fileSize: importLimits.maxBytes, fields: 5, parts: 10 },
    preservePath: true,
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  const templates = new Map<ImportKind, Promise<Buffer>>();

  for (const kind of importKinds) {
    const base = `/matters/:matterId/proceedings/:proceedingId/${kind}/import`;

    api.get(
      `${base}/template`,
      { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
      async (request, reply) => {
        await requireOnProceeding(app.db, matterAccessOf(request), request.params.proceedingId, "READ");
        let file = templates.get(kind);
        if (!file) {
          file = template(kind);
          templates.set(kind, file);
        }
        return reply
          .type(XLSX)
          .header("content-disposition", attachmentDisposition(`${kind}-import-template.xlsx`))
          .send(await file);
      },
    );

    api.post(
      `${base}/preview`,
      // A retry with the same Idempotency-Key (a lost answer) gets the same preview back.
      {
        config: { access: needs("proceedings", "WRITE"), idempotent: true },
        schema: { params: proceedingParams },
      },
      async (request): Promise<ImportPreview> =>
        previewImport(app.db, request, proceedingWriter(request, request.params.proceedingId), kind),
    );

    api.post(
      `${base}/:importId/commit`,
      {
        // A retry after a lost answer gets the first answer, not "no such import".
        config: { access: needs("proceedings", "WRITE"), idempotent: true },
        schema: { params: commitParams, body: importCommitBody },
      },
      async (request): Promise<ImportResult> => {
        const { proceedingId, importId } = request.params;
        return commitImport(app.db, proceedingWriter(request, proceedingId), kind, importId);
      },
    );
  }
}
