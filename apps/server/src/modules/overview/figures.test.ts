// The overview's kept figures (category_figures, kept by the overview_figures migration's triggers) after each kind
// of write through HTTP: every answer equals the overview computed the old way, one aggregate
// statement over the proceedings, their item rows and claimants, for the matter's ADMIN and a local
// counsel limited to one category, under the default statuses, all of them and one; a write that
// changes a figure changes the answer, the others (trucks, granted costs) leave it as it was.
import type { Overview } from "@litfolio/shared/overview";
import { type ProceedingStatus, proceedingStatuses } from "@litfolio/shared/proceedings";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DbOrTx } from "../../db/client";
import { assetLabels } from "../../db/schema/matters";
import { claimants, proceedings, trucks } from "../../db/schema/proceedings";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createLabel, signedInParticipant } from "../../test/factories";
import { multipartFiles } from "../../test/multipart";
import { presentOverview } from "./presenter";
import type { AggregateRow } from "./queries";

const { db, call, adminMatter } = dbbwTestFile();

/** The overview's figures as its aggregate computed them before they were kept: from the base tables. */
async function fromBaseTables(
  db: DbOrTx,
  matterId: number,
  statuses: readonly ProceedingStatus[],
  scope: readonly number[] | null,
) {
  const result = await db.execute(sql`
    with first_label as (
      select id, name from asset_labels where matter_id = ${matterId} order by id limit 1
    ),
    chosen as (
      select p.id, p.category_id, p.total_sum_in_euro,
        p.is_mass_claim or exists (select 1 from claimants cl where cl.proceeding_id = p.id offset 20) as collective
      from proceedings p
      where p.matter_id = ${matterId} and p.status = any(${sql.param([...statuses])}::text[])
    ),
    assets as (
      select a.proceeding_id, sum(a.number) as total, count(*) as rows,
             sum(a.number) filter (where a.asset_label_id = (select id from first_label)) as first
      from proceeding_assets a join chosen on chosen.id = a.proceeding_id
      group by a.proceeding_id
    )
    select c.id, c.type, c.code, c.name,
      count(chosen.id)::int as proceedings,
      count(assets.first)::int as "withFirstAssets",
      coalesce(sum(assets.first), 0)::bigint as "firstAssets",
      count(chosen.total_sum_in_euro)::int as "withClaimAmount",
      coalesce(sum(chosen.total_sum_in_euro), 0)::bigint as "claimAmount",
      count(*) filter (where assets.rows > 0)::int as "withAssets",
      coalesce(sum(assets.total), 0)::bigint as assets,
      count(*) filter (where chosen.collective)::int as collective,
      t.id as "totalsId", t.version as "totalsVersion",
      t.total_number_of_first_assets as "expectedFirstAssets",
      t.total_number_of_proceedings as "expectedProceedings",
      (select name from first_label) as "firstAssetLabel"
    from categories c
    left join chosen on chosen.category_id = c.id
    left join assets on assets.proceeding_id = chosen.id
    left join expected_totals t on t.category_id = c.id
    where c.matter_id = ${matterId} and (${scope === null} or c.id = any(${sql.param([...(scope ?? [])])}::int[]))
    group by c.id, t.id
    order by c.type, c.code
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const numeric = (value: unknown) => (value === null ? null : Number(value));
  return {
    rows: rows.map(
      (row): AggregateRow => ({
        ...(row as unknown as AggregateRow),
        firstAssets: Number(row.firstAssets),
        claimAmount: Number(row.claimAmount),
        assets: Number(row.assets),
        expectedFirstAssets: numeric(row.expectedFirstAssets),
        expectedProceedings: numeric(row.expectedProceedings),
      }),
    ),
    firstAssetLabel: (rows[0]?.firstAssetLabel as string | null) ?? null,
  };
}

const statusSets: ProceedingStatus[][] = [
  ["ONGOING", "ON_HOLD", "NOT_YET"],
  [...proceedingStatuses],
  ["SETTLED"],
];

/** What the product is, what it answers. */
interface World {
  matterId: number;
  base: string;
  labels: { unused: number; first: number; second: number };
  nld: number;
  deu: number;
  counsel: { cookie: string; scope: number[] };
  proceeding: number;
  form: Record<string, unknown>;
}

async function setup(): Promise<World> {
  const { matter } = await adminMatter();
  // The matter's first item label (lowest id) is used by no proceeding: deleting it makes `first` the first.
  const unused = await createLabel(db(), assetLabels, matter.id);
  const first = await createLabel(db(), assetLabels, matter.id);
  const second = await createLabel(db(), assetLabels, matter.id);
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const deu = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
  const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [deu.id]);
  return {
    matterId: matter.id,
    base: `matters/${matter.id}`,
    labels: { unused: unused.id, first: first.id, second: second.id },
    nld: nld.id,
    deu: deu.id,
    counsel: { cookie: counsel.cookie, scope: [deu.id] },
    proceeding: 0,
    form: {
      category: { id: nld.id },
      status: { key: "ONGOING" },
      plaintiff: { fullName: "Transportbedrijf Jansen B.V.", shortName: "Jansen" },
      dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
      assets: [
        { id: { label: { id: first.id } }, number: 12 },
        { id: { label: { id: second.id } }, number: 3 },
      ],
      claimedCosts: { principalAmount: { type: "COST", currency: "EUR", amount: "100.000" } },
    },
  };
}

/** Every answer of the overview, by caller and statuses, each checked against the base tables. */
async function servedAndChecked(world: World): Promise<Overview[]> {
  const answers: Overview[] = [];
  for (const [cookie, scope] of [
    [undefined, null],
    [world.counsel.cookie, world.counsel.scope],
  ] as const) {
    for (const statuses of statusSets) {
      const answer = await call(
        "GET",
        `${world.base}/aggregator?statuses=${statuses.join(",")}`,
        undefined,
        cookie,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const served: Overview = answer.json();
      const { rows, firstAssetLabel } = await fromBaseTables(db(), world.matterId, statuses, scope);
      expect(served, `${scope ? "local counsel" : "admin"}, ${statuses}`).toEqual(
        presentOverview(rows, firstAssetLabel, served.permissions),
      );
      answers.push(served);
    }
  }
  return answers;
}

const ok = async (answer: Promise<{ statusCode: number; body: string }>) => {
  const { statusCode, body } = await answer;
  expect(statusCode, body).toBeLessThan(300);
  return JSON.parse(body || "null");
};

/** PUT the proceeding's form with these changes and its current version. */
async function editProceeding(world: World, changes: Record<string, unknown>) {
  Object.assign(world.form, changes);
  const [row] = await db().select().from(proceedings).where(eq(proceedings.id, world.proceeding));
  await ok(
    call("PUT", `${world.base}/proceedings/${world.proceeding}`, { ...world.form, version: row?.version }),
  );
}

async function saveClaimants(world: World, count: number) {
  const [row] = await db().select().from(proceedings).where(eq(proceedings.id, world.proceeding));
  const items = Array.from({ length: count }, (_, n) => ({
    fullName: `Claimant ${n} B.V.`,
    shortName: `C${n}`,
  }));
  await ok(
    call("PUT", `${world.base}/proceedings/${world.proceeding}/claimants`, {
      items,
      version: row?.claimantsVersion,
    }),
  );
}

async function importRows(world: World, kind: "claimants" | "trucks", csv: string) {
  const path = `${world.base}/proceedings/${world.proceeding}/${kind}/import`;
  const preview = await ok(
    call("POST", `${path}/preview`, multipartFiles([{ name: `${kind}.csv`, content: Buffer.from(csv) }])),
  );
  await ok(call("POST", `${path}/${preview.importId}/commit`, { confirm: true }));
}

const truckPath = (world: World) => `${world.base}/proceedings/${world.proceeding}/trucks`;

/** Each write, in order on one proceeding, and whether it changes what the overview shows. */
const writes: [string, boolean, (world: World) => Promise<unknown>][] = [
  [
    "a proceeding created with items and a claimed amount",
    true,
    async (world) => {
      world.proceeding = (await ok(call("POST", `${world.base}/proceedings`, world.form))).id;
    },
  ],
  ["its status changed", true, (world) => editProceeding(world, { status: { key: "SETTLED" } })],
  [
    "moved into the local counsel's category",
    true,
    (world) => editProceeding(world, { category: { id: world.deu }, status: { key: "ONGOING" } }),
  ],
  [
    "its claimed amount changed",
    true,
    (world) =>
      editProceeding(world, {
        claimedCosts: { principalAmount: { type: "COST", currency: "EUR", amount: "250.000" } },
      }),
  ],
  ["made a mass claim", true, (world) => editProceeding(world, { isMassClaim: true })],
  ["no longer a mass claim", true, (world) => editProceeding(world, { isMassClaim: false })],
  [
    "its item rows edited",
    true,
    (world) => editProceeding(world, { assets: [{ id: { label: { id: world.labels.first } }, number: 20 }] }),
  ],
  [
    "the matter's first item label deleted (another becomes the first)",
    true,
    (world) => ok(call("DELETE", `${world.base}/assetlabels/${world.labels.unused}`)),
  ],
  [
    "an item label added",
    false,
    (world) => ok(call("POST", `${world.base}/assetlabels`, { name: "Trailers" })),
  ],
  ["its item rows removed", true, (world) => editProceeding(world, { assets: [] })],
  ["21 claimants saved (collective)", true, (world) => saveClaimants(world, 21)],
  [
    "a claimant deleted (20 left)",
    true,
    async (world) => {
      const [one] = await db()
        .select()
        .from(claimants)
        .where(eq(claimants.proceedingId, world.proceeding))
        .limit(1);
      return ok(call("DELETE", `${world.base}/proceedings/${world.proceeding}/claimants/${one?.id}`));
    },
  ],
  [
    "a claimant imported (21 again)",
    true,
    (world) => importRows(world, "claimants", "Full name;Short name\nNieuw B.V.;Nieuw\n"),
  ],
  ["the claimants saved as 3", true, (world) => saveClaimants(world, 3)],
  [
    "a truck added",
    false,
    (world) => ok(call("POST", truckPath(world), { chassisNumber: "WDB12345678901234" })),
  ],
  [
    "a truck confirmed, then deleted",
    false,
    async (world) => {
      const [truck] = await db().select().from(trucks).where(eq(trucks.proceedingId, world.proceeding));
      await ok(
        call("PATCH", `${truckPath(world)}/${truck?.id}`, { confirmed: true, version: truck?.version }),
      );
      await ok(call("DELETE", `${truckPath(world)}/${truck?.id}`));
    },
  ],
  [
    "trucks imported",
    false,
    (world) => importRows(world, "trucks", "Chassis number\nWDB12345678900001\nWDB12345678900002\n"),
  ],
  [
    "granted costs saved",
    false,
    (world) =>
      ok(
        call("PUT", `${world.base}/proceedings/${world.proceeding}/grantedCosts`, {
          grantedCosts: { principalAmount: { type: "COST", currency: "EUR", amount: "80.000" } },
          version: null,
        }),
      ),
  ],
  [
    "expected totals set",
    true,
    (world) =>
      ok(
        call("POST", `${world.base}/totals`, {
          category: { id: world.deu },
          totalNumberOfFirstAssets: 40,
          totalNumberOfProceedings: 5,
        }),
      ),
  ],
  [
    "the proceeding deleted",
    true,
    (world) => ok(call("DELETE", `${world.base}/proceedings/${world.proceeding}`)),
  ],
];

describe("the overview's kept figures", () => {
  let world: World;
  let before: Overview[];

  it("start equal to the base tables' sums", async () => {
    world = await setup();
    before = await servedAndChecked(world);
  });

  for (const [write, changes, act] of writes) {
    it(`${changes ? "change" : "stay"} with the base tables when ${write}`, async () => {
      await act(world);
      const after = await servedAndChecked(world);
      if (changes) expect(after).not.toEqual(before);
      else expect(after).toEqual(before);
      before = after;
    });
  }

  it("stay exact under concurrent writes: moves both ways between two categories, claimants saved", async () => {
    const created = await Promise.all(
      [world.nld, world.nld, world.nld, world.deu, world.deu, world.deu].map(async (categoryId) => {
        const answer = await ok(
          call("POST", `${world.base}/proceedings`, { ...world.form, category: { id: categoryId } }),
        );
        return { id: answer.id as number, categoryId };
      }),
    );
    await Promise.all(
      created.flatMap(({ id, categoryId }) => {
        const one = { ...world, proceeding: id, form: { ...world.form } };
        const other = categoryId === world.nld ? world.deu : world.nld;
        return [editProceeding(one, { category: { id: other } }), saveClaimants({ ...one }, 21)];
      }),
    );
    await servedAndChecked(world);
  });

  it("follow writes straight into the tables: a bulk insert of several proceedings' rows", async () => {
    const ids = await Promise.all(
      [world.nld, world.deu, world.deu].map(async (categoryId, n) => {
        const answer = await ok(
          call("POST", `${world.base}/proceedings`, { ...world.form, category: { id: categoryId } }),
        );
        return { id: answer.id as number, n };
      }),
    );
    await db()
      .insert(claimants)
      .values(
        ids.flatMap(({ id, n }) =>
          Array.from({ length: 20 + n }, (_, position) => ({
            proceedingId: id,
            fullName: "C",
            shortName: "C",
            position,
          })),
        ),
      );
    await db().update(proceedings).set({ status: "NOT_YET" }).where(eq(proceedings.matterId, world.matterId));
    await servedAndChecked(world);
    await db().delete(proceedings).where(eq(proceedings.matterId, world.matterId));
    const emptied = await servedAndChecked(world);
    expect(emptied[1]?.total.numberOfProceedings).toBe(0);
  });
});
