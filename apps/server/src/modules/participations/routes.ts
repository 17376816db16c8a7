// A matter's users tab (SPEC 2.3 "Matter page", 5.3, 7.2; DECISIONS "Accounts", "Paths"):
// participations list, the add form's e-mail lookup, add (a new platform user is created inactive
// and mailed an activation link), edit, remove and the activation resend; plus the lookups
// dbbw/participationroles and dbbw/matters/{id}/assignees.
import {
  type Assignee,
  entityId,
  type ParticipantLookup,
  type Participation,
  participantLookupQuery,
  participationBody,
  participationListQuery,
  participationUpdateBody,
} from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { ListEnvelope } from "@litfolio/shared/paging";
import {
  type KeyValue,
  type ParticipationRole,
  participationRoleLabels,
  participationRoles,
} from "@litfolio/shared/permissions";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUser } from "../../auth/guards";
import { matterParams } from "../../http/params";
import { presentPerson, seesEmailAddressesIn } from "../../permissions/people";
import { matterAccessOf, needs } from "../../permissions/route-access";
import { findUserByEmail } from "../users/service";
import { presentParticipantUser, presentParticipation } from "./presenter";
import { findParticipation, listParticipations, participationOfUser } from "./queries";
import {
  addParticipant,
  assignees,
  removeParticipation,
  resendParticipantActivation,
  updateParticipation,
} from "./service";

const participationParams = matterParams.extend({ participationId: entityId });

export async function participationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const collection = "/matters/:matterId/participations";
  const one = `${collection}/:participationId`;

  api.get(
    collection,
    {
      config: { access: needs("participants", "READ") },
      schema: { params: matterParams, querystring: participationListQuery },
    },
    async (request): Promise<ListEnvelope<Participation>> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("participants");
      const { rows, totalElements } = await listParticipations(app.db, access.matterId, request.query);
      return {
        items: rows.map((row) => presentParticipation(row, permissions)),
        totalElements,
        permissions,
      };
    },
  );

  /** The add form's hint: on this matter already, in the platform already, or new. */
  api.get(
    `${collection}/search`,
    {
      config: { access: needs("participants", "CREATE") },
      schema: { params: matterParams, querystring: participantLookupQuery },
    },
    async (request): Promise<ParticipantLookup> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("participants");
      const user = await findUserByEmail(app.db, request.query.query);
      if (!user) return { match: "NEW", message: messages.lookupNew, user: null, participation: null };
      const participation = await participationOfUser(app.db, access.matterId, user.id);
      if (participation) {
        return {
          match: "PARTICIPANT",
          message: messages.lookupOnMatter,
          user: presentParticipantUser(user),
          participation: presentParticipation(participation, permissions),
        };
      }
      return {
        match: "PLATFORM_USER",
        message: messages.lookupInPlatform,
        user: presentParticipantUser(user),
        participation: null,
      };
    },
  );

  api.post(
    collection,
    {
      config: { access: needs("participants", "CREATE"), idempotent: true },
      schema: { params: matterParams, body: participationBody },
    },
    async (request): Promise<Participation> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("participants");
      const id = await addParticipant(app, access.matterId, currentUser(request).id, request.body);
      return presentParticipation(await findParticipation(app.db, access.matterId, id), permissions);
    },
  );

  api.put(
    one,
    {
      config: { access: needs("participants", "WRITE") },
      schema: { params: participationParams, body: participationUpdateBody },
    },
    async (request): Promise<Participation> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("participants");
      const { participationId } = request.params;
      const actorId = currentUser(request).id;
      await updateParticipation(app.db, access.matterId, actorId, participationId, request.body);
      return presentParticipation(
        await findParticipation(app.db, access.matterId, participationId),
        permissions,
      );
    },
  );

  api.delete(
    one,
    { config: { access: needs("participants", "DELETE") }, schema: { params: participationParams } },
    async (request) => {
      const access = matterAccessOf(request);
      const actorId = currentUser(request).id;
      await removeParticipation(app.db, access.matterId, actorId, request.params.participationId);
      return { message: messages.participantRemoved };
    },
  );

  api.get(
    `${one}/activation`,
    { config: { access: needs("participants", "WRITE") }, schema: { params: participationParams } },
    async (request) => {
      const access = matterAccessOf(request);
      await resendParticipantActivation(app, access.matterId, request.params.participationId);
      return { message: messages.activationSent };
    },
  );

  /** The people work can be assigned to: the matter's participants with an account in use. */
  api.get(
    "/matters/:matterId/assignees",
    { config: { access: needs("matter", "READ") }, schema: { params: matterParams } },
    async (request): Promise<ListEnvelope<Assignee>> => {
      const access = matterAccessOf(request);
      const permissions = access.verbs("matter");
      const withEmail = seesEmailAddressesIn(access);
      const items = (await assignees(app.db, access.matterId)).map((row) => presentPerson(row, withEmail));
      return { items, totalElements: items.length, permissions };
    },
  );

  api.get(
    "/participationroles",
    { config: { access: "signedIn" } },
    async (): Promise<KeyValue<ParticipationRole>[]> =>
      participationRoles.map((key) => ({ key, value: participationRoleLabels[key] })),
  );
}
