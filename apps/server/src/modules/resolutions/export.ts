// A proceeding's judgements or settlements as an Excel sheet (issue 17): the list's rows of the kind
// (both kinds without one) in the list's order (by date, undated last), with the table's columns and
// the expandable row's figures. Amounts in EUR are amount cells; an amount in another currency is
// named with its currency in the last column, so no figure is shown under the wrong currency.
import type { Judgement, Price, Resolution, ResolutionKind, Settlement } from "@litfolio/shared/resolutions";
import type { DbOrTx } from "../../db/client";
import { type ExportColumn, type ExportSheet, inBatches } from "../../export/workbook";
import { presentResolution } from "./presenter";
import { listResolutions, loadCatalogues, proceedingSteps } from "./queries";

type Row = Resolution;

const euros = (price: Price | null | undefined) =>
  price?.currency === "EUR" && price.amount !== null ? price.amount : null;

/** "Legal cost: USD 8400", for each amount given in a currency other than EUR. */
const otherCurrencies = (prices: [string, Price | null | undefined][]) =>
  prices
    .filter(([, price]) => price && price.amount !== null && price.currency !== "EUR")
    .map(([label, price]) => `${label}: ${[price?.currency, price?.amount].filter(Boolean).join(" ")}`)
    .join("; ") || null;

const judgement = (row: Row) => (row.resolution === "JUDGEMENT" ? row : null);
const settlement = (row: Row) => (row.resolution === "SETTLEMENT" ? row : null);

const stepColumns: ExportColumn<Row>[] = [
  { header: "Step", kind: "text", value: (row) => row.step?.title ?? null },
  {
    header: "Step deadline",
    kind: "text",
    // A step's deadline is a day or, when estimated, a month: shown as the table does.
    value: (row) => row.step?.deadline?.split("-").reverse().join("-") ?? null,
  },
];

const judgementColumns: ExportColumn<Row>[] = [
  { header: "Date", kind: "date", value: (row) => judgement(row)?.date ?? null },
  { header: "Court", kind: "text", value: (row) => judgement(row)?.court.name ?? null },
  { header: "Court location", kind: "text", value: (row) => judgement(row)?.court.location ?? null },
  { header: "Court record number", kind: "text", value: (row) => judgement(row)?.court.recordNumber ?? null },
  { header: "Type", kind: "text", value: (row) => row.type.value },
  { header: "Instance", kind: "text", value: (row) => judgement(row)?.instance?.value ?? null },
  { header: "Legal effect", kind: "text", value: (row) => judgement(row)?.legalEffect.value ?? null },
  { header: "Outcome", kind: "text", value: (row) => row.outcome },
  {
    header: "Content",
    kind: "text",
    value: (row) => row.contents.map((content) => content.value).join(", "),
  },
  {
    header: "Established damages (EUR)",
    kind: "amount",
    value: (row) => judgement(row)?.establishedDamages?.totalSumInEuro ?? null,
  },
  {
    header: "Overcharge percentage",
    kind: "percent",
    value: (row) => judgement(row)?.establishedDamages?.overchargePercentage?.percentage ?? null,
  },
  { header: "Legal cost (EUR)", kind: "amount", value: (row) => euros(judgement(row)?.legalCost) },
  { header: "Legal interest (EUR)", kind: "amount", value: (row) => euros(judgement(row)?.legalInterest) },
  {
    header: "Legal interest is an estimate",
    kind: "yesNo",
    value: (row) => judgement(row)?.legalInterest?.estimate ?? null,
  },
  { header: "Adverse cost (EUR)", kind: "amount", value: (row) => euros(judgement(row)?.adverseCost) },
  {
    header: "Adverse cost payment date",
    kind: "date",
    value: (row) => judgement(row)?.adverseCost?.paymentDate ?? null,
  },
];

const settlementColumns: ExportColumn<Row>[] = [
  { header: "Type", kind: "text", value: (row) => row.type.value },
  { header: "Outcome", kind: "text", value: (row) => row.outcome },
  {
    header: "Content",
    kind: "text",
    value: (row) => row.contents.map((content) => content.value).join(", "),
  },
  {
    header: "Settlement amount (EUR)",
    kind: "amount",
    value: (row) => euros(settlement(row)?.settledAmount),
  },
  {
    header: "Settlement amount description",
    kind: "text",
    value: (row) => settlement(row)?.settledAmount?.label ?? null,
  },
];

const paymentColumns: ExportColumn<Row>[] = [
  { header: "Payment date", kind: "date", value: (row) => row.amountPaided?.paymentDate ?? null },
  { header: "Payment description", kind: "text", value: (row) => row.amountPaided?.label ?? null },
  { header: "Amount paid (EUR)", kind: "amount", value: (row) => euros(row.amountPaided) },
  {
    header: "Amounts in other currencies",
    kind: "text",
    value: (row) =>
      otherCurrencies([
        ...judgementPrices(judgement(row)),
        ["Settlement amount", settlement(row)?.settledAmount],
        ["Amount paid", row.amountPaided],
      ]),
  },
];

function judgementPrices(row: Judgement | null): [string, Price | null | undefined][] {
  if (!row) return [];
  const damages = row.establishedDamages;
  return [
    ["Total damages", damages?.totalAmount],
    ["Damages awarded", damages?.amount],
    ...(damages?.otherAmounts ?? []).map((other, index): [string, Price] => [
      other.label ?? `Other amount ${index + 1}`,
      other,
    ]),
    ["Legal cost", row.legalCost],
    ["Legal interest", row.legalInterest],
    ["Adverse cost", row.adverseCost],
  ];
}

const kindColumns = (kind: ResolutionKind | undefined): ExportColumn<Row>[] => {
  if (kind === "SETTLEMENT") return [...stepColumns, ...settlementColumns, ...paymentColumns];
  if (kind === "JUDGEMENT") return [...stepColumns, ...judgementColumns, ...paymentColumns];
  return [
    {
      header: "Kind",
      kind: "text",
      value: (row) => (row.resolution === "JUDGEMENT" ? "Judgement" : "Settlement"),
    },
    ...stepColumns,
    ...judgementColumns,
    settlementColumns[3] as ExportColumn<Row>,
    settlementColumns[4] as ExportColumn<Row>,
    ...paymentColumns,
  ];
};

const sheetNames: Record<ResolutionKind, string> = { JUDGEMENT: "Judgements", SETTLEMENT: "Settlements" };

export const resolutionsSheet = (
  db: DbOrTx,
  proceedingId: number,
  kind: ResolutionKind | undefined,
  subject: string,
): ExportSheet<Judgement | Settlement> => ({
  name: kind ? sheetNames[kind] : "Judgements and settlements",
  subject,
  filters: [],
  columns: kindColumns(kind),
  batches: (async function* () {
    const [catalogues, steps] = await Promise.all([loadCatalogues(db), proceedingSteps(db, proceedingId)]);
    yield* inBatches(async (offset, size) => {
      const { rows } = await listResolutions(db, proceedingId, {
        resolution: kind,
        page: offset / size,
        size,
      });
      return rows.map((row) => presentResolution(row, catalogues, [], steps));
    });
  })(),
});
