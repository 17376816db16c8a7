// Matter and matter-configuration payloads (SPEC 3 "Matter", "Category", "Other per-matter lists",
// "Participation"; 5.3; 7.2). The server validates with these schemas and the web forms use them.
import { z } from "zod";
import { emailAddress } from "./account-rules";
import { messages } from "./messages";
import { pagingQuery, sortParam } from "./paging";
import type { Person } from "./people";
import {
  isLocalCounselRole,
  type KeyValue,
  type ParticipationRole,
  type PermissionResource,
  participationRoles,
  type Verb,
} from "./permissions";
import { bodyId, digitsText, maxStoredInteger, requiredText, storedInteger, url } from "./rules";
import { versionedList, withVersion } from "./versions";

const idMessage = messages.wholeNumber(1, maxStoredInteger);

/**
 * A database id (a positive 32-bit integer), the one id rule of every path, query and body: a JSON
 * number in a body, plain digits in a path or query string.
 */
export const entityId = z.union([storedInteger(idMessage, 1), digitsText(1, maxStoredInteger)], {
  error: idMessage,
});

// ---- Matters ---------------------------------------------------------------------------------

export const matterStatuses = ["ACTIVE", "ON_HOLD", "CLOSED"] as const;
export type MatterStatus = (typeof matterStatuses)[number];
export const matterStatusLabels: Record<MatterStatus, string> = {
  ACTIVE: "Active",
  ON_HOLD: "On hold",
  CLOSED: "Closed",
};

export const matterSortFields = ["name", "client", "key"] as const;

export const matterListQuery = z.object({ ...pagingQuery, sort: sortParam(matterSortFields) });

/** GET dbbw/matters/search: each given column narrows the list (contains, any letter case). */
export const matterSearchQuery = matterListQuery.extend({
  client: z.string().trim().max(200).optional(),
  name: z.string().trim().max(200).optional(),
  key: z.string().trim().max(50).optional(),
});

export const matterBody = z.object({
  id: bodyId,
  name: requiredText(200),
  key: requiredText(50),
  client: requiredText(200),
  connectFolderId: requiredText(100),
  status: z.enum(matterStatuses, { error: messages.required }).default("ACTIVE"),
});
export type MatterBody = z.input<typeof matterBody>;

export const matterUpdateBody = withVersion(matterBody);
export type MatterUpdateBody = z.input<typeof matterUpdateBody>;

export interface MatterSummary {
  id: number;
  name: string;
  key: string;
  client: string;
  connectFolderId: string;
  status: MatterStatus;
  /** The caller's own participation on the matter; null for a SYSTEM_ADMIN who does not take part. */
  participation: { role: KeyValue<ParticipationRole> } | null;
  numberOfAssetLabels: number;
  numberOfDefendantLabels: number;
  numberOfServedWritAt: number;
  permissions: Verb[];
  version: number;
}

export interface Matter extends MatterSummary {
  menuItems: MenuItem[];
  /**
   * The caller's verbs on each kind of thing in this matter (for local counsel: on the objects of
   * their categories). E.g. the users tab needs READ on `participants`.
   */
  resourcePermissions: Record<PermissionResource, Verb[]>;
}

/** SPEC 4: a matter is not properly configured until it has an item and a served-writ place. */
export const isMatterConfigured = (
  matter: Pick<MatterSummary, "numberOfAssetLabels" | "numberOfServedWritAt">,
) => matter.numberOfAssetLabels > 0 && matter.numberOfServedWritAt > 0;

// ---- Jurisdictions and workstreams -------------------------------------------------------------

export const categoryTypes = ["jurisdiction", "workstream"] as const;
export type CategoryType = (typeof categoryTypes)[number];

/** Exactly three letters (mask AAA), stored upper case. */
export const categoryCode = z
  .string({ error: messages.categoryCode })
  .trim()
  .regex(/^[A-Za-z]{3}$/, messages.categoryCode)
  .transform((value) => value.toUpperCase());

export const categoryBody = z.object({
  id: bodyId,
  code: categoryCode,
  name: requiredText(100),
});
export type CategoryBody = z.input<typeof categoryBody>;

export interface Category {
  id: number;
  type: CategoryType;
  code: string;
  name: string;
  /** Proceedings in this category; null for a local counsel outside their categories. */
  count: number | null;
  permissions: Verb[];
  version: number;
}

/** GET dbbw/matters/{id}/categories: the choice lists of forms. */
export type CategoryOption = Pick<Category, "id" | "type" | "code" | "name">;

/** Optional text filter of the configuration lists (name, and code for categories). */
export const configurationListQuery = z.object({ query: z.string().trim().max(100).optional() });

// ---- Items (asset labels), defendant labels, served-writ places --------------------------------

export const labelBody = z.object({ id: bodyId, name: requiredText(100) });
export type LabelBody = z.input<typeof labelBody>;

export interface Label {
  id: number;
  name: string;
  /** Proceedings that use this label (a local counsel's: in their categories). */
  count: number | null;
  permissions: Verb[];
  version: number;
}

// ---- Additional menu items ---------------------------------------------------------------------

export const menuItemBody = z.object({ id: bodyId, name: requiredText(100), url });
export type MenuItemBody = z.input<typeof menuItemBody>;

/**
 * PUT dbbw/matters/{id}/menuitems: the whole list in its new order (names and urls may change too),
 * with the list's version as GET answered it.
 */
export const menuItemListBody = versionedList(
  z.array(menuItemBody.extend({ id: entityId }), { error: messages.required }).max(200),
);
export type MenuItemListBody = z.input<typeof menuItemListBody>;

export interface MenuItem {
  id: number;
  name: string;
  url: string;
  /** Position in the drawer, from 0 (SPEC 3 spells it order_item). */
  order_item: number;
}

// ---- Participations ----------------------------------------------------------------------------

const roleAndCategories = {
  id: bodyId,
  role: z.object(
    { key: z.enum(participationRoles, { error: messages.required }) },
    { error: messages.required },
  ),
  categories: z
    .array(z.object({ id: entityId }), { error: messages.required })
    .max(500)
    .default([]),
};

/** Local counsel roles need at least one jurisdiction or workstream (DECISIONS). */
const categoriesForLocalCounsel = (
  body: { role: { key: ParticipationRole }; categories: unknown[] },
  context: z.RefinementCtx,
) => {
  if (isLocalCounselRole(body.role.key) && body.categories.length === 0) {
    context.addIssue({ code: "custom", path: ["categories"], message: messages.categoriesRequired });
  }
};

export const participationBody = z
  .object({
    ...roleAndCategories,
    user: z.object(
      { emailAddress, firstName: requiredText(100), lastName: requiredText(100) },
      { error: messages.required },
    ),
  })
  .superRefine(categoriesForLocalCounsel);
export type ParticipationBody = z.input<typeof participationBody>;

/** PUT: the role and categories change; the user does not (a `user` sent along is ignored). */
export const participationUpdateBody = withVersion(z.object(roleAndCategories)).superRefine(
  categoriesForLocalCounsel,
);
export type ParticipationUpdateBody = z.input<typeof participationUpdateBody>;

export const participationListQuery = z.object({
  ...pagingQuery,
  sort: sortParam(["emailAddress", "firstName", "lastName", "role"]),
});

/** GET dbbw/matters/{id}/participations/search?query={e-mail}: the add-user form's lookup. */
export const participantLookupQuery = z.object({ query: emailAddress });

export interface ParticipantUser {
  id: number;
  emailAddress: string;
  firstName: string;
  lastName: string;
  active: boolean;
  deleted: boolean;
}

export interface Participation {
  id: number;
  role: KeyValue<ParticipationRole>;
  categories: Pick<Category, "id" | "type" | "code" | "name">[];
  user: ParticipantUser;
  permissions: Verb[];
  version: number;
}

/**
 * PARTICIPANT: already on the matter (edit `participation`); PLATFORM_USER: has an account
 * (`user`), choose a role; NEW: not in the platform, enter first and last name.
 */
export const lookupMatches = ["PARTICIPANT", "PLATFORM_USER", "NEW"] as const;
export interface ParticipantLookup {
  match: (typeof lookupMatches)[number];
  message: string;
  user: ParticipantUser | null;
  participation: Participation | null;
}

/**
 * GET dbbw/matters/{id}/assignees and .../workpackage/assignees: the matter's participants, to assign
 * work to, each a Person (names; the e-mail address only for who may READ the participants).
 */
export type Assignee = Person;
