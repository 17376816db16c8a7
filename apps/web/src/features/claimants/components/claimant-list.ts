// The claimants editor's list logic (SPEC 2.3 "Claimants tab", 5.4). A proceeding may have thousands
// of claimants, so the draft is a plain array (one copy per change, no form library state per field),
// validated with the shared rules the server uses; the editor shows one page of the rows matching the
// search, by their positions in the whole list.
import { type Claimant, type ClaimantListBody, claimantListForm } from "@litfolio/shared/proceeding-lists";

/** A row as the editor holds it: new rows have no id yet. */
export interface ClaimantRow {
  id: number | null;
  fullName: string;
  shortName: string;
}

export type ClaimantField = "fullName" | "shortName";

/** The messages of one row's fields. */
export type RowErrors = Partial<Record<ClaimantField, string>>;

export const draftOf = (claimants: readonly Claimant[]): ClaimantRow[] =>
  claimants.map(({ id, fullName, shortName }) => ({ id, fullName, shortName }));

export const emptyClaimant = (): ClaimantRow => ({ id: null, fullName: "", shortName: "" });

/** The list with one field of one row changed (the other rows stay the same objects). */
export const withField = (
  rows: readonly ClaimantRow[],
  position: number,
  field: ClaimantField,
  value: string,
) => rows.map((row, index) => (index === position ? { ...row, [field]: value } : row));

export const without = (rows: readonly ClaimantRow[], position: number) =>
  rows.filter((_row, index) => index !== position);

/** The shared rules' messages by position (a sparse map); empty when the list can be saved. */
export function listErrors(rows: readonly ClaimantRow[]): Map<number, RowErrors> {
  const errors = new Map<number, RowErrors>();
  const result = claimantListForm.safeParse({ claimants: rows });
  for (const issue of result.error?.issues ?? []) {
    const [, position, field] = issue.path;
    if (typeof position !== "number" || (field !== "fullName" && field !== "shortName")) continue;
    errors.set(position, { ...errors.get(position), [field]: issue.message });
  }
  return errors;
}

/** The positions of the rows whose full or short name contains the query (any letter case). */
export function matchingPositions(rows: readonly ClaimantRow[], query: string): number[] {
  const needle = query.trim().toLocaleLowerCase();
  const positions: number[] = [];
  rows.forEach((row, position) => {
    if (!needle || `${row.fullName}\n${row.shortName}`.toLocaleLowerCase().includes(needle))
      positions.push(position);
  });
  return positions;
}

/** The page (zero-based) that shows a position. */
export const pageOfPosition = (position: number, pageSize: number) => Math.floor(position / pageSize);

/** What the PUT sends: the rows in their order, new ones without an id, and the version they build on. */
export const listBody = (rows: readonly ClaimantRow[], version: number): ClaimantListBody => ({
  items: rows.map(({ id, fullName, shortName }) =>
    id === null ? { fullName, shortName } : { id, fullName, shortName },
  ),
  version,
});

/**
 * After a saved row was deleted on the server, the version a draft with other changes builds on: the
 * list's after the delete when that delete was the only change (it moves the version on by one); else
 * someone else saved too, and the draft keeps its version so that its save is refused (409).
 */
export const versionAfterDelete = (draftVersion: number, answered: number) =>
  answered === draftVersion + 1 ? answered : draftVersion;
