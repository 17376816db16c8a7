// The five per-matter configuration lists share one API shape (SPEC 7.2): GET/POST on
// dbbw/matters/{id}/{path}, PUT and DELETE on .../{path}/{entryId}. Jurisdictions and workstreams
// carry a code besides the name; items, defendants and writ places only a name.
import type { Category, Label } from "@litfolio/shared/matters";

export const configurationPaths = [
  "jurisdictions",
  "workstreams",
  "assetlabels",
  "defendantlabels",
  "servedWritAt",
] as const;
export type ConfigurationPath = (typeof configurationPaths)[number];

/** A row of any of the five lists: a Label, with the code when it is a category. */
export type ConfigurationEntry = Label & Partial<Pick<Category, "code" | "type">>;

/** What a save sends: the code only for categories (an edit adds id and version). */
export interface ConfigurationEntryBody {
  code?: string;
  name: string;
}

export const configurationUrl = (matterId: number, path: ConfigurationPath, entryId?: number) =>
  `dbbw/matters/${matterId}/${path}${entryId === undefined ? "" : `/${entryId}`}`;
