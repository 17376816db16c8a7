// dbbw/matters/{m}/proceedings/{p}/defendants (SPEC 2.3 "Defendants tab", 4, 5.7, 7.4, 8.2): GET
// every defendant of the matter with its part in this proceeding (a label not yet assessed has
// none), PUT one defendant ("Defendant has been saved"). Saving recomputes the defendant's alert
// and the proceeding's defendantsAlert (the tab's banner) in the same transaction.

import {
  type DefendantList,
  defendantAlert,
  defendantBody,
  defendantListQuery,
  type ProceedingDefendant,
} from "@litfolio/shared/proceeding-lists";
import { and, asc, eq, ilike, min, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { recordAudit } from "../../audit";
import { currentUser } from "../../auth/guards";
import type { DbOrTx } from "../../db/client";
import { defendantLabels } from "../../db/schema/matters";
import { proceedingDefendants, proceedings } from "../../db/schema/proceedings";
import { assertVersion, versionedUpdate } from "../../http/edits";
import { notFound } from "../../http/errors";
import { containing, pageOf } from "../../http/listing";
import { proceedingParams } from "../../http/params";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { requireOnProceeding } from "../proceedings/service";
import { type DefendantRow, presentDefendant } from "./presenter";

/** DECISIONS: the principal truck maker is the matter's first defendant label (lowest id). */
async function principalLabelId(db: DbOrTx, matterId: number) {
  const [row] = await db
    .select({ id: min(defendantLabels.id) })
    .from(defendantLabels)
    .where(eq(defendantLabels.matterId, matterId));
  return row?.id ?? null;
}

/** Sets the proceeding's defendantsAlert from its defendants' alerts (not a user edit: no version). */
async function refreshDefendantsAlert(tx: DbOrTx, proceedingId: number) {
  await tx
    .update(proceedings)
    .set({
      defendantsAlert: sql`exists (select 1 from ${proceedingDefendants} where ${proceedingDefendants.proceedingId} = ${proceedingId} and ${proceedingDefendants.alert})`,
    })
    .where(eq(proceedings.id, proceedingId));
}

type Body = z.output<typeof defendantBody>;

async function saveDefendant(
  tx: DbOrTx,
  proceedingId: number,
  principal: boolean,
  body: Body,
  before?: DefendantRow,
) {
  const fields = {
    involvement: body.involvement,
    status: body.status,
    // SPEC 2.3: no third party notice for the principal defendant.
    tpnSentDate: principal ? null : body.tpnSentDate,
    joinedDate: body.joinedDate,
    comment: body.comment,
  };
  const alert = defendantAlert({
    principal,
    involvement: fields.involvement,
    tpnSentDate: fields.tpnSentDate,
  });
  if (!before) {
    const [row] = await tx
      .insert(proceedingDefendants)
      .values({ proceedingId, defendantLabelId: body.id.label.id, ...fields, alert })
      .returning();
    return row;
  }
  return versionedUpdate(tx, proceedingDefendants, before, { ...fields, alert });
}

export async function defendantRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/proceedings/:proceedingId/defendants";

  api.get(
    collection,
    {
      config: { access: needs("proceedings", "READ") },
      schema: { params: proceedingParams, querystring: defendantListQuery },
    },
    async (request): Promise<DefendantList> => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const permissions = await requireOnProceeding(app.db, access, proceedingId, "READ");
      const { query } = request.query;
      const joined = and(
        eq(proceedingDefendants.defendantLabelId, defendantLabels.id),
        eq(proceedingDefendants.proceedingId, proceedingId),
      );
      const [{ rows, totalElements }, principal, [proceeding]] = await Promise.all([
        pageOf(
          app.db,
          {
            select: app.db
              .select({
                label: { id: defendantLabels.id, name: defendantLabels.name },
                row: proceedingDefendants,
              })
              .from(defendantLabels)
              .leftJoin(proceedingDefendants, joined)
              .$dynamic(),
            countFrom: defendantLabels,
            where: and(
              eq(defendantLabels.matterId, access.matterId),
              query ? ilike(defendantLabels.name, containing(query)) : undefined,
            ),
            orderBy: [asc(defendantLabels.id)],
          },
          request.query,
        ),
        principalLabelId(app.db, access.matterId),
        app.db
          .select({ alert: proceedings.defendantsAlert })
          .from(proceedings)
          .where(eq(proceedings.id, proceedingId)),
      ]);
      return {
        items: rows.map(({ label, row }) => presentDefendant(label, row, label.id === principal)),
        totalElements,
        permissions,
        defendantsAlert: proceeding?.alert ?? false,
      };
    },
  );

  api.put(
    collection,
    {
      config: { access: needs("proceedings", "WRITE") },
      schema: { params: proceedingParams, body: defendantBody },
    },
    async (request): Promise<ProceedingDefendant> => {
      const access = matterAccessOf(request);
      const { proceedingId } = request.params;
      const body = request.body;
      return app.db.transaction(async (tx) => {
        await requireOnProceeding(tx, access, proceedingId, "WRITE", { lock: true });
        const [label] = await tx
          .select({ id: defendantLabels.id, name: defendantLabels.name })
          .from(defendantLabels)
          .where(
            and(eq(defendantLabels.matterId, access.matterId), eq(defendantLabels.id, body.id.label.id)),
          );
        if (!label) throw notFound();
        const [before] = await tx
          .select()
          .from(proceedingDefendants)
          .where(
            and(
              eq(proceedingDefendants.proceedingId, proceedingId),
              eq(proceedingDefendants.defendantLabelId, label.id),
            ),
          );
        assertVersion(body.version, before?.version ?? null);
        const principal = label.id === (await principalLabelId(tx, access.matterId));
        const after = await saveDefendant(tx, proceedingId, principal, body, before);
        if (!after) throw new Error("defendant not saved");
        await refreshDefendantsAlert(tx, proceedingId);
        await recordAudit(tx, {
          actorId: currentUser(request).id,
          entity: "proceedingDefendant",
          entityId: after.id,
          action: before ? "update" : "create",
          before,
          after,
        });
        return presentDefendant(label, after, principal);
      });
    },
  );
}
