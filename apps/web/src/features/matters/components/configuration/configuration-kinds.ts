// The five sub-tabs of "Specific information" (SPEC 2.3, 3, 5.3, 8.2) as data: one generic list
// component serves them all, each kind only naming its API path, its words, whether it has a code,
// and its messages.
import { categoryBody, labelBody } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { z } from "zod";
import type { ConfigurationEntry, ConfigurationPath } from "../../../../lib/matter-api/configuration-entries";

/** What the add and edit forms hold; kinds without a code leave it out. */
export interface ConfigurationEntryValues {
  code?: string;
  name: string;
}

export interface ConfigurationKind {
  /** The sub-tab's value in the URL (?section=). */
  section: string;
  path: ConfigurationPath;
  /** The sub-tab's label. */
  title: string;
  /** "jurisdiction" / "jurisdictions": for "Add jurisdiction", "Search jurisdictions" ... */
  noun: { one: string; many: string };
  /** Jurisdictions and workstreams: a 3-letter code (mask AAA) besides the name. */
  hasCode: boolean;
  created: string;
  saved: string;
  deleted: string;
  /** SPEC 5.3: why a row that proceedings use cannot be deleted. */
  inUse: (entry: ConfigurationEntry, count: number) => string;
}

export const configurationKinds: readonly ConfigurationKind[] = [
  {
    section: "jurisdictions",
    path: "jurisdictions",
    title: "Jurisdictions",
    noun: { one: "jurisdiction", many: "jurisdictions" },
    hasCode: true,
    created: messages.jurisdictionCreated,
    saved: messages.jurisdictionSaved,
    deleted: messages.jurisdictionDeleted,
    inUse: (_entry, count) => messages.jurisdictionInUse(count),
  },
  {
    section: "workstreams",
    path: "workstreams",
    title: "Workstreams",
    noun: { one: "workstream", many: "workstreams" },
    hasCode: true,
    created: messages.workstreamCreated,
    saved: messages.workstreamSaved,
    deleted: messages.workstreamDeleted,
    inUse: (_entry, count) => messages.workstreamInUse(count),
  },
  {
    section: "items",
    path: "assetlabels",
    title: "Items",
    noun: { one: "item", many: "items" },
    hasCode: false,
    created: messages.itemCreated,
    saved: messages.itemSaved,
    deleted: messages.itemDeleted,
    inUse: (_entry, count) => messages.itemInUse(count),
  },
  {
    section: "defendants",
    path: "defendantlabels",
    title: "Defendants",
    noun: { one: "defendant", many: "defendants" },
    hasCode: false,
    created: messages.defendantCreated,
    saved: messages.defendantLabelSaved,
    deleted: messages.defendantDeleted,
    inUse: (_entry, count) => messages.defendantInUse(count),
  },
  {
    section: "writs",
    path: "servedWritAt",
    title: "Service of the writ",
    noun: { one: "writ place", many: "writ places" },
    hasCode: false,
    created: messages.writCreated,
    saved: messages.writSaved,
    deleted: messages.writDeleted,
    inUse: (entry, count) => messages.writInUse(entry.name, count),
  },
];

/** The kind a ?section= value names; the first one when it names none. */
export function kindOfSection(section: string | null): ConfigurationKind {
  const first = configurationKinds[0];
  if (!first) throw new Error("no configuration kinds");
  return configurationKinds.find((kind) => kind.section === section) ?? first;
}

/** SPEC 5.3: deleting is blocked while proceedings use the row; the warning to show, or null. */
export const deleteRefusal = (kind: ConfigurationKind, entry: ConfigurationEntry): string | null =>
  entry.count ? kind.inUse(entry, entry.count) : null;

/** The row's label in questions and tooltips: "ZZA Zeeland" for a category, else the name. */
export const entryLabel = (entry: ConfigurationEntry): string =>
  entry.code ? `${entry.code} ${entry.name}` : entry.name;

/** The shared server rules for the form: code and name for categories, the name for the others. */
const categoryFields = categoryBody.pick({ code: true, name: true });
const labelFields = labelBody.pick({ name: true });

export const entrySchema = (
  kind: ConfigurationKind,
): z.ZodType<ConfigurationEntryValues, ConfigurationEntryValues> =>
  kind.hasCode ? categoryFields : labelFields;

/** The body a save sends: the code only for categories. */
export const entryBody = (kind: ConfigurationKind, { code, name }: ConfigurationEntryValues) =>
  kind.hasCode ? { code: code ?? "", name } : { name };

/** The AAA mask of SPEC 5.3: letters only, upper case as typed, three at most. */
export const maskCategoryCode = (typed: string): string =>
  typed
    .replace(/[^a-z]/gi, "")
    .toUpperCase()
    .slice(0, 3);
