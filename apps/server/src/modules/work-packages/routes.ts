// Work packages, dbbw/matters/{m}/workpackage (SPEC 7.7): the list (paged, sorted), GET /export
// (every package as an Excel sheet), POST, GET/PUT/DELETE /{number}, GET assignees, GET/POST
// /{number}/approval, GET /{number}/timeline (issue 27: who did each step, what each edit changed);
// and the status catalogue dbbw/workpackagestatus. The `workPackages` and `workPackageApprovals` rows of the matrix decide
// (EXTERNAL_READ_ONLY holds nothing: 404 everywhere); policy.ts adds "own" and "not once approved".
import { type Assignee, entityId } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import type { KeyValue } from "@litfolio/shared/permissions";
import { keyValues } from "@litfolio/shared/proceedings";
import {
  changesSinceLastDecision,
  type WorkPackage,
  type WorkPackageApprovals,
  type WorkPackageStatus,
  type WorkPackageTimeline,
  workPackageApprovalBody,
  workPackageBody,
  workPackageListQuery,
  workPackageStatuses,
  workPackageStatusLabels,
  workPackageTimeline,
  workPackageUpdateBody,
} from "@litfolio/shared/work-packages";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DbOrTx } from "../../db/client";
import { sendExport } from "../../export/send";
import { matterParams } from "../../http/params";
import type { MatterAccess } from "../../permissions/access";
import { presentPerson, seesEmailAddressesIn } from "../../permissions/people";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { assignees } from "../participations/service";
import { workPackagesSheet } from "./export";
import { approvalVerbs, packageVerbs, requireOnApprovals, requireOnPackage } from "./policy";
import { presentApproval, presentModification, presentWorkPackage } from "./presenter";
import { approvalsOf, findPackage, listPackages, modificationsOf } from "./queries";
import { createPackage, decidePackage, deletePackage, updatePackage } from "./service";

const packageParams = matterParams.extend({ number: entityId });
/** Routes on one package: local counsel hold WRITE (and DELETE) on their own packages only. */
const onOwnPackage = { own: true };

/** One package as answered (404 unless the caller may READ it). */
async function readPackage(db: DbOrTx, access: MatterAccess, number: number): Promise<WorkPackage> {
  const row = await findPackage(db, access.matterId, number);
  requireOnPackage(access, row.workPackage, "READ");
  return presentWorkPackage(row, packageVerbs(access, row.workPackage), seesEmailAddressesIn(access));
}

export async function workPackageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const list = "/matters/:matterId/workpackage";
  const one = `${list}/:number`;

  api.get(
    "/workpackagestatus",
    { config: { access: "signedIn" } },
    async (): Promise<KeyValue<WorkPackageStatus>[]> =>
      keyValues(workPackageStatuses, workPackageStatusLabels),
  );

  api.get(
    list,
    {
      config: { access: needs("workPackages", "READ") },
      schema: { params: matterParams, querystring: workPackageListQuery },
    },
    async (request): Promise<ListEnvelope<WorkPackage>> => {
      const access = matterAccessOf(request);
      const { rows, totalElements } = await listPackages(app.db, access.matterId, request.query);
      const withEmail = seesEmailAddressesIn(access);
      return {
        items: rows.map((row) => presentWorkPackage(row, packageVerbs(access, row.workPackage), withEmail)),
        totalElements,
        permissions: access.verbs("workPackages"),
      };
    },
  );

  api.get(
    `${list}/export`,
    {
      config: { access: needs("workPackages", "READ") },
      schema: { params: matterParams, querystring: workPackageListQuery },
    },
    async (request, reply) => {
      const access = matterAccessOf(request);
      return sendExport(app.db, reply, access, { list: "work packages" }, (subject) =>
        workPackagesSheet(app.db, access.matterId, request.query, subject),
      );
    },
  );

  api.get(
    `${list}/assignees`,
    { config: { access: needs("workPackages", "READ") }, schema: { params: matterParams } },
    async (request): Promise<ListEnvelope<Assignee>> => {
      const access = matterAccessOf(request);
      const withEmail = seesEmailAddressesIn(access);
      const items = (await assignees(app.db, access.matterId)).map((row) => presentPerson(row, withEmail));
      return { items, totalElements: items.length, permissions: access.verbs("workPackages") };
    },
  );

  api.post(
    list,
    {
      config: { access: needs("workPackages", "CREATE"), idempotent: true },
      schema: { params: matterParams, body: workPackageBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      const number = await createPackage(app, access, request.body);
      return { ...(await readPackage(app.db, access, number)), message: messages.workPackageSaved };
    },
  );

  api.get(
    one,
    {
      config: { access: needs("workPackages", "READ", undefined, onOwnPackage) },
      schema: { params: packageParams },
    },
    async (request) => readPackage(app.db, matterAccessOf(request), request.params.number),
  );

  api.put(
    one,
    {
      config: { access: needs("workPackages", "WRITE", undefined, onOwnPackage) },
      schema: { params: packageParams, body: workPackageUpdateBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      await updatePackage(app, access, request.params.number, request.body);
      return {
        ...(await readPackage(app.db, access, request.params.number)),
        message: messages.workPackageSaved,
      };
    },
  );

  api.delete(
    one,
    {
      config: { access: needs("workPackages", "DELETE", undefined, onOwnPackage) },
      schema: { params: packageParams },
    },
    async (request) => {
      await deletePackage(app.db, matterAccessOf(request), request.params.number);
      return { message: messages.workPackageDeleted };
    },
  );

  api.get(
    `${one}/approval`,
    {
      config: { access: needs("workPackageApprovals", "READ", undefined, onOwnPackage) },
      schema: { params: packageParams },
    },
    async (request): Promise<WorkPackageApprovals> => {
      const access = matterAccessOf(request);
      const { workPackage } = await findPackage(app.db, access.matterId, request.params.number);
      requireOnPackage(access, workPackage, "READ");
      requireOnApprovals(access, workPackage, "READ");
      const withEmail = seesEmailAddressesIn(access);
      const items = (await approvalsOf(app.db, workPackage.id)).map((row) => presentApproval(row, withEmail));
      const modifications = (await modificationsOf(app.db, workPackage.id)).map((row) =>
        presentModification(row, withEmail),
      );
      return {
        items,
        permissions: approvalVerbs(access, workPackage),
        changesSinceLastDecision: changesSinceLastDecision(items, modifications),
      };
    },
  );

  api.get(
    `${one}/timeline`,
    {
      config: { access: needs("workPackages", "READ", undefined, onOwnPackage) },
      schema: { params: packageParams },
    },
    async (request): Promise<WorkPackageTimeline> => {
      const access = matterAccessOf(request);
      const row = await findPackage(app.db, access.matterId, request.params.number);
      requireOnPackage(access, row.workPackage, "READ");
      const withEmail = seesEmailAddressesIn(access);
      // The decisions only for those who may read them (local counsel: their own packages').
      const approvals = approvalVerbs(access, row.workPackage).includes("READ")
        ? (await approvalsOf(app.db, row.workPackage.id)).map((approval) =>
            presentApproval(approval, withEmail),
          )
        : [];
      const modifications = (await modificationsOf(app.db, row.workPackage.id)).map((modification) =>
        presentModification(modification, withEmail),
      );
      const workPackage = presentWorkPackage(row, [], withEmail);
      return { items: workPackageTimeline(workPackage, approvals, modifications) };
    },
  );

  api.post(
    `${one}/approval`,
    {
      config: { access: needs("workPackageApprovals", "CREATE"), idempotent: true },
      schema: { params: packageParams, body: workPackageApprovalBody },
    },
    async (request) => {
      const access = matterAccessOf(request);
      await decidePackage(app, access, request.params.number, request.body);
      const message =
        request.body.status === "APPROVED" ? messages.workPackageApproved : messages.workPackageRejected;
      return { ...(await readPackage(app.db, access, request.params.number)), message };
    },
  );
}
