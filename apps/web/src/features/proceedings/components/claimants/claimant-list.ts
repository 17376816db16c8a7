// The claimants editor's list logic (SPEC 2.3 "Claimants tab"): a proceeding may have thousands of
// claimants, so the editor shows one page of the rows that match the search, by their positions in
// the whole list, and a refused save opens the page of the first row in error.
import type { Claimant } from "@litfolio/shared/proceeding-lists";

/** A row as the editor holds it: new rows have no id yet. */
export interface ClaimantRow {
  id: number | null;
  fullName: string;
  shortName: string;
}

export interface ClaimantValues {
  claimants: ClaimantRow[];
}

export const claimantValues = (claimants: readonly Claimant[]): ClaimantValues => ({
  claimants: claimants.map(({ id, fullName, shortName }) => ({ id, fullName, shortName })),
});

export const emptyClaimant = (): ClaimantRow => ({ id: null, fullName: "", shortName: "" });

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

/** The first position with an error in a form's errors for the list (a sparse array), or null. */
export function firstErrorPosition(rowErrors: unknown): number | null {
  if (!rowErrors || typeof rowErrors !== "object") return null;
  const positions = Object.keys(rowErrors)
    .filter((key) => /^\d+$/.test(key))
    .map(Number);
  return positions.length > 0 ? Math.min(...positions) : null;
}

/** The page (zero-based) that shows a position. */
export const pageOfPosition = (position: number, pageSize: number) => Math.floor(position / pageSize);
