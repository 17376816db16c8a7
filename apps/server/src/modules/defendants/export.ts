// A proceeding's defendants as an Excel sheet (issue 17): every defendant of the matter with its part
// in this proceeding, under the list's name search, in the list's order (the principal first); a
// matter has a few dozen labels, read in the list's own pages.
import type { defendantListQuery, ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { type ExportColumn, type ExportSheet, inBatches } from "../../export/workbook";
import { presentDefendant } from "./presenter";
import { listDefendants, principalLabelId } from "./queries";

const columns: ExportColumn<ProceedingDefendant>[] = [
  { header: "Defendant", kind: "text", value: (defendant) => defendant.label },
  { header: "Principal defendant", kind: "yesNo", value: (defendant) => defendant.principal },
  { header: "Involvement", kind: "text", value: (defendant) => defendant.involvement?.value ?? null },
  { header: "Status", kind: "text", value: (defendant) => defendant.status?.value ?? null },
  { header: "Third party notice sent on", kind: "date", value: (defendant) => defendant.tpnSentDate },
  { header: "Joined on", kind: "date", value: (defendant) => defendant.joinedDate },
  { header: "Warning", kind: "text", value: (defendant) => defendant.warning },
  { header: "Comment", kind: "text", value: (defendant) => defendant.comment },
];

type DefendantQuery = z.output<typeof defendantListQuery>;

/** The name search in words, for the title row and the audit trail. */
export const defendantFilters = (query: DefendantQuery): string[] =>
  query.query ? [`Defendant contains "${query.query}"`] : [];

export const defendantsSheet = (
  db: DbOrTx,
  matterId: number,
  proceedingId: number,
  query: DefendantQuery,
  subject: string,
): ExportSheet<ProceedingDefendant> => ({
  name: "Defendants",
  subject,
  filters: defendantFilters(query),
  columns,
  batches: (async function* () {
    const principal = await principalLabelId(db, matterId);
    yield* inBatches(async (offset, size) => {
      const { rows } = await listDefendants(db, matterId, proceedingId, {
        ...query,
        page: offset / size,
        size,
      });
      return rows.map(({ label, row }) => presentDefendant(label, row, label.id === principal));
    });
  })(),
});
