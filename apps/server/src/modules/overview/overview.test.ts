// The overview through HTTP (SPEC 2.3 "Overview", 3, 7.3; DECISIONS "First assets", "collective"):
// expected totals (create, one per category, read by id and code, update with the version, delete,
// messages) and the aggregation equal to a hand-computed answer, by status, with the local counsel's
// scope; and the subtotal rule (sums, percentages as rounded averages).
import { messages } from "@litfolio/shared/messages";
import { type ExpectedTotals, type OverviewFigures, sumFigures } from "@litfolio/shared/overview";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assetLabels } from "../../db/schema/matters";
import { claimants, proceedingAssets, proceedings } from "../../db/schema/proceedings";
import { permissionMatrix } from "../../permissions/matrix";
import { dbbwTestFile } from "../../test/dbbw";
import {
  createCategory,
  createLabel,
  createProceeding,
  createTotals,
  signedInParticipant,
} from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

/** A proceeding with its EUR total, first-item and second-item counts, claimants and mass-claim flag. */
async function proceeding(
  matterId: number,
  categoryId: number,
  figures: {
    euros?: number;
    first?: number;
    second?: number;
    claimants?: number;
    mass?: boolean;
    status?: "ONGOING" | "SETTLED";
  },
  labels: { first: number; second: number },
) {
  const row = await createProceeding(db(), matterId, categoryId);
  await db()
    .update(proceedings)
    .set({
      totalSumInEuro: figures.euros ?? null,
      isMassClaim: figures.mass ?? false,
      status: figures.status ?? "ONGOING",
    })
    .where(eq(proceedings.id, row.id));
  const assets = [
    ...(figures.first === undefined
      ? []
      : [{ proceedingId: row.id, assetLabelId: labels.first, number: figures.first }]),
    ...(figures.second === undefined
      ? []
      : [{ proceedingId: row.id, assetLabelId: labels.second, number: figures.second }]),
  ];
  if (assets.length > 0) await db().insert(proceedingAssets).values(assets);
  const people = Array.from({ length: figures.claimants ?? 0 }, (_, position) => ({
    proceedingId: row.id,
    fullName: `Claimant ${position}`,
    shortName: `C${position}`,
    position,
  }));
  if (people.length > 0) await db().insert(claimants).values(people);
}

async function setup() {
  const { matter } = await adminMatter();
  const first = await createLabel(db(), assetLabels, matter.id);
  const second = await createLabel(db(), assetLabels, matter.id);
  const labels = { first: first.id, second: second.id };
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
  const pas = await createCategory(db(), matter.id, { type: "workstream", code: "PAS", name: "Pass-on" });
  // NLD: three ongoing (one collective by 21 claimants, one a mass claim) and one settled.
  await proceeding(matter.id, nld.id, { euros: 100_000, first: 10, second: 5, claimants: 21 }, labels);
  await proceeding(matter.id, nld.id, { euros: 50_000, second: 7, mass: true }, labels);
  await proceeding(matter.id, nld.id, { claimants: 20 }, labels);
  await proceeding(matter.id, nld.id, { euros: 999, first: 1000, status: "SETTLED" }, labels);
  // DEU: one ongoing with everything filled in.
  await proceeding(matter.id, deu.id, { euros: 30_000, first: 4 }, labels);
  await createTotals(db(), matter.id, nld.id, { totalNumberOfFirstAssets: 40, totalNumberOfProceedings: 5 });
  return { matter, nld, deu, pas, first, path: `matters/${matter.id}` };
}

describe("dbbw/matters/{m}/aggregator", () => {
  it("adds up each category's proceedings of the default statuses, as computed by hand", async () => {
    const { path, first } = await setup();
    const overview = (await call("GET", `${path}/aggregator`)).json();
    expect(overview.firstAssetLabel).toBe(first.name);
    const byCode = Object.fromEntries(
      overview.categories.map((row: OverviewFigures & { categoryCode: string }) => [row.categoryCode, row]),
    );
    expect(Object.keys(byCode)).toEqual(["DEU", "NLD", "PAS"]);
    expect(byCode.NLD).toMatchObject({
      categoryText: "Netherlands",
      numberOfProceedings: 3,
      numberOfFirstAssets: 1,
      totalNumberOfFirstAssets: 10,
      totalClaimAmount: 150_000,
      totalNumberOfAssets: 22,
      numberOfMassClaimProceedings: 2,
      expected: { totalNumberOfFirstAssets: 40, totalNumberOfProceedings: 5 },
      // 2 of 3 with an amount, 2 of 3 with items, 1 of 3 with the first item.
      percentages: { numberOfClaimAmountInfo: 67, numberOfAssetsInfo: 67, numberOfFirstAssetsInfo: 33 },
      totalsPermissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
    expect(byCode.DEU).toMatchObject({
      numberOfProceedings: 1,
      totalNumberOfFirstAssets: 4,
      totalClaimAmount: 30_000,
      expected: { totalNumberOfFirstAssets: null, totalNumberOfProceedings: null },
      percentages: { numberOfClaimAmountInfo: 100, numberOfAssetsInfo: 100, numberOfFirstAssetsInfo: 100 },
      totalsId: null,
      totalsPermissions: ["CREATE", "READ"],
    });
    expect(byCode.PAS).toMatchObject({
      numberOfProceedings: 0,
      totalClaimAmount: 0,
      percentages: { numberOfClaimAmountInfo: 0 },
    });
    expect(overview.total).toMatchObject({
      numberOfProceedings: 4,
      totalNumberOfFirstAssets: 14,
      totalClaimAmount: 180_000,
      totalNumberOfAssets: 26,
      numberOfMassClaimProceedings: 2,
      expected: { totalNumberOfFirstAssets: 40, totalNumberOfProceedings: 5 },
      percentages: { numberOfClaimAmountInfo: 56, numberOfAssetsInfo: 56, numberOfFirstAssetsInfo: 44 },
    });
  });

  it("counts the statuses asked for, and shows a local counsel only their categories", async () => {
    const { path, matter, deu } = await setup();
    const settled = (await call("GET", `${path}/aggregator?statuses=SETTLED`)).json();
    expect(settled.total).toMatchObject({
      numberOfProceedings: 1,
      totalNumberOfFirstAssets: 1000,
      totalClaimAmount: 999,
    });
    expect((await call("GET", `${path}/aggregator?statuses=OPEN`)).statusCode).toBe(400);
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [deu.id]);
    const seen = (await call("GET", `${path}/aggregator`, undefined, counsel.cookie)).json();
    expect(seen.categories.map((row: { categoryCode: string }) => row.categoryCode)).toEqual(["DEU"]);
    expect(seen.total.numberOfProceedings).toBe(1);
    expect((await call("GET", `${path}/totals`, undefined, counsel.cookie)).json().items).toEqual([]);
    expect((await call("GET", `${path}/totals/category/NLD`, undefined, counsel.cookie)).statusCode).toBe(
      404,
    );
  });
});

describe("dbbw/matters/{m}/totals", () => {
  it("adds, reads, edits and deletes a category's expected totals with their messages", async () => {
    const { path, deu } = await setup();
    const created = await call("POST", `${path}/totals`, {
      category: { id: deu.id },
      totalNumberOfFirstAssets: "1.200",
      totalNumberOfProceedings: 12,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: messages.totalsSaved,
      category: { id: deu.id, code: "DEU" },
      totalNumberOfFirstAssets: 1200,
      totalNumberOfProceedings: 12,
      version: 1,
    });
    const id = created.json().id;
    expect((await call("GET", `${path}/totals/category/deu`)).json().id).toBe(id);
    const again = await call("POST", `${path}/totals`, {
      category: { id: deu.id },
      totalNumberOfFirstAssets: 1,
      totalNumberOfProceedings: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.totalsExist);
    const edited = await call("PUT", `${path}/totals/${id}`, {
      category: { id: deu.id },
      totalNumberOfFirstAssets: 1300,
      totalNumberOfProceedings: 13,
      version: 1,
    });
    expect(edited.json()).toMatchObject({ totalNumberOfFirstAssets: 1300, version: 2 });
    const stale = await call("PUT", `${path}/totals/${id}`, {
      category: { id: deu.id },
      totalNumberOfFirstAssets: 1,
      totalNumberOfProceedings: 1,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call("GET", `${path}/totals`)).json().totalElements).toBe(2);
    expect((await call("DELETE", `${path}/totals/${id}`)).json()).toEqual({
      message: messages.totalsDeleted,
    });
    expect((await call("GET", `${path}/totals/${id}`)).statusCode).toBe(404);
  });

  it("narrows a local counsel's totals as the matrix's row says (scoped: their categories only)", async () => {
    const { path, matter, deu } = await setup();
    await createTotals(db(), matter.id, deu.id, { totalNumberOfFirstAssets: 4, totalNumberOfProceedings: 1 });
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [deu.id]);
    const codes = async (cookie?: string) =>
      (await call("GET", `${path}/totals`, undefined, cookie))
        .json()
        .items.map((item: ExpectedTotals) => item.category.code);
    expect(await codes()).toEqual(["DEU", "NLD"]);
    expect(await codes(counsel.cookie)).toEqual(
      permissionMatrix.expectedTotals.scoped ? ["DEU"] : ["DEU", "NLD"],
    );
  });

  it("refuses missing and invalid numbers, and another matter's category", async () => {
    const { path, deu } = await setup();
    const empty = await call("POST", `${path}/totals`, {
      category: { id: deu.id },
      totalNumberOfFirstAssets: "",
      totalNumberOfProceedings: "-1",
    });
    expect(empty.json().subErrors).toEqual([
      { field: "totalNumberOfFirstAssets", message: messages.required },
      { field: "totalNumberOfProceedings", message: messages.positiveNumber },
    ]);
    const { matter: other } = await adminMatter();
    const theirs = await createCategory(db(), other.id);
    const elsewhere = await call("POST", `${path}/totals`, {
      category: { id: theirs.id },
      totalNumberOfFirstAssets: 1,
      totalNumberOfProceedings: 1,
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});

describe("sumFigures: the subtotal of selected rows", () => {
  const row = (
    proceedings: number,
    amount: number,
    expected: number | null,
    claimShare: number,
  ): OverviewFigures => ({
    numberOfProceedings: proceedings,
    numberOfFirstAssets: 0,
    totalNumberOfFirstAssets: 0,
    totalClaimAmount: amount,
    totalNumberOfAssets: 0,
    numberOfMassClaimProceedings: 0,
    expected: { totalNumberOfFirstAssets: null, totalNumberOfProceedings: expected },
    percentages: { numberOfClaimAmountInfo: claimShare, numberOfAssetsInfo: 0, numberOfFirstAssetsInfo: 0 },
  });

  it.each([
    [[row(3, 100, 5, 67), row(1, 50, null, 100)], 4, 150, 5, 84],
    [[row(2, 0, null, 33), row(2, 0, null, 34)], 4, 0, null, 34],
    [[row(1, 1, 1, 50)], 1, 1, 1, 50],
    [[], 0, 0, null, 0],
  ])(
    "%#: sums counts and amounts, expected totals where given, averages percentages",
    (rows, proceedingsSum, amount, expected, share) => {
      const total = sumFigures(rows);
      expect(total.numberOfProceedings).toBe(proceedingsSum);
      expect(total.totalClaimAmount).toBe(amount);
      expect(total.expected.totalNumberOfProceedings).toBe(expected);
      expect(total.percentages.numberOfClaimAmountInfo).toBe(share);
    },
  );
});
