// dbbw/matters/{m}/proceedings/{p}/grantedCosts (SPEC 7.4 "Costs"): what the courts granted the
// proceeding overall, a cost block ruled like the claimed costs (one row per proceeding, created by
// the first PUT, version + 409), answered with EUR sums over its judgements as a guide.
import { type ClaimedCosts, claimedSumInEuro, emptyClaimedCosts } from "@litfolio/shared/costs";
import { messages } from "@litfolio/shared/messages";
import type { Verb } from "@litfolio/shared/permissions";
import {
  damagesSumInEuro,
  type GrantedCosts,
  grantedCostsBody,
  type JudgementTotals,
  type Price,
} from "@litfolio/shared/resolutions";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { proceedingGrantedCosts, resolutions } from "../../db/schema/resolutions";
import { assertVersion, versionedUpdate } from "../../http/edits";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { assertCostCurrencies, requireOnProceeding } from "../proceedings/service";

type GrantedRow = typeof proceedingGrantedCosts.$inferSelect;

const euros = (price: Price | null | undefined) =>
  price?.currency === "EUR" && price.amount !== null ? price.amount : null;

/** The sum of the amounts given; null when none is. */
const sumOf = (values: (number | null)[]) => {
  const given = values.filter((value): value is number => value !== null);
  return given.length > 0 ? given.reduce((sum, value) => sum + value, 0) : null;
};

async function judgementTotals(db: DbOrTx, proceedingId: number): Promise<JudgementTotals> {
  const rows = await db
    .select()
    .from(resolutions)
    .where(and(eq(resolutions.proceedingId, proceedingId), eq(resolutions.resolution, "JUDGEMENT")));
  return {
    judgements: rows.length,
    establishedDamagesInEuro: sumOf(
      rows.map((row) => (row.establishedDamages ? damagesSumInEuro(row.establishedDamages) : null)),
    ),
    legalCostInEuro: sumOf(rows.map((row) => euros(row.legalCost))),
    legalInterestInEuro: sumOf(rows.map((row) => euros(row.legalInterest))),
    adverseCostInEuro: sumOf(rows.map((row) => euros(row.adverseCost))),
    amountPaidInEuro: sumOf(rows.map((row) => euros(row.amountPaid))),
  };
}

async function answer(
  db: DbOrTx,
  proceedingId: number,
  row: GrantedRow | undefined,
  permissions: Verb[],
): Promise<GrantedCosts> {
  const costs: ClaimedCosts = row?.costs ?? emptyClaimedCosts();
  return {
    grantedCosts: { ...costs, totalSumInEuro: row?.totalSumInEuro ?? null },
    judgementTotals: await judgementTotals(db, proceedingId),
    permissions,
    version: row?.version ?? null,
  };
}

const findGranted = async (db: DbOrTx, proceedingId: number) =>
  (
    await db
      .select()
      .from(proceedingGrantedCosts)
      .where(eq(proceedingGrantedCosts.proceedingId, proceedingId))
  )[0];

async function saveGranted(tx: DbOrTx, proceedingId: number, costs: ClaimedCosts, before?: GrantedRow) {
  const fields = { costs, totalSumInEuro: claimedSumInEuro(costs) };
  if (!before) {
    const [row] = await tx
      .insert(proceedingGrantedCosts)
      .values({ proceedingId, ...fields })
      .returning();
    return row;
  }
  return versionedUpdate(tx, proceedingGrantedCosts, before, fields, "proceedingId");
}

export async function grantedCostRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const path = "/matters/:matterId/proceedings/:proceedingId/grantedCosts";

  api.get(
    path,
    { config: { access: needs("proceedings", "READ") }, schema: { params: proceedingParams } },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, access, proceedingId, "READ");
      return answer(app.db, proceedingId, await findGranted(app.db, proceedingId), permissions);
    },
  );

  api.put(
    path,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: grantedCostsBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const { grantedCosts, version } = request.body;
      const result = await app.db.transaction(async (tx) => {
        const permissions = await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const before = await findGranted(tx, proceedingId);
        // The version loaded: null before the first save.
        assertVersion(version, before?.version ?? null);
        await assertCostCurrencies(tx, grantedCosts, "grantedCosts");
        const after = await saveGranted(tx, proceedingId, grantedCosts, before);
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "grantedCosts",
          entityId: proceedingId,
          action: before ? "update" : "create",
          before,
          after,
        });
        return answer(tx, proceedingId, after, permissions);
      });
      return { ...result, message: messages.grantedCostsSaved };
    },
  );
}
