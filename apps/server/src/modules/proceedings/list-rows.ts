// DELETE of one row of a proceeding's lists (claimants, trucks): the same route for each, with
// WRITE on the proceeding, the row of this proceeding only (else 404), audited in the transaction.
// A list saved as a whole (claimants) has a version: the delete moves it on and answers it.
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { recordAudit } from "../../audit";
import type { claimants, trucks } from "../../db/schema/proceedings";
import { advanceListVersion, type VersionedListOf } from "../../http/edits";
import { notFound } from "../../http/errors";
import { proceedingItemParams } from "../../http/params";
import { needs } from "../../permissions/route-access";
import { proceedingWriter, writeOnProceeding } from "./writer";

export function registerListRowDelete(
  app: FastifyInstance,
  route: {
    path: string;
    table: typeof claimants | typeof trucks;
    entity: string;
    deleted: string;
    list?: VersionedListOf;
  },
) {
  const { table } = route;
  app
    .withTypeProvider<ZodTypeProvider>()
    .delete(
      route.path,
      { config: { access: needs("proceedings", "WRITE") }, schema: { params: proceedingItemParams } },
      async (request) => {
        const { proceedingId, id } = request.params;
        const writer = proceedingWriter(request, proceedingId);
        const version = await writeOnProceeding(app.db, writer, async (tx) => {
          const [deleted] = await tx
            .delete(table as typeof trucks)
            .where(and(eq(table.proceedingId, proceedingId), eq(table.id, id)))
            .returning();
          if (!deleted) throw notFound();
          await recordAudit(tx, {
            actorId: writer.actorId,
            entity: route.entity,
            entityId: id,
            action: "delete",
            before: deleted,
          });
          return route.list && (await advanceListVersion(tx, route.list, proceedingId));
        });
        return { message: route.deleted, ...(version === undefined ? {} : { version }) };
      },
    );
}
