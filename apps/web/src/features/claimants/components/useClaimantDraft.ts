// The claimants editor's draft: the rows as typed, the list's version they build on, whether anything
// changed (the unsaved-changes warning), and their messages. Rows are checked with the shared rules at
// Save, and again at every change after a Save was refused, so a message goes as soon as the field is
// filled in.
import type { Claimant } from "@litfolio/shared/proceeding-lists";
import { useCallback, useMemo, useState } from "react";
import {
  type ClaimantField,
  type ClaimantRow,
  draftOf,
  emptyClaimant,
  listErrors,
  type RowErrors,
  versionAfterDelete,
  withField,
  without,
} from "./claimant-list";

const noErrors = new Map<number, RowErrors>();

export function useClaimantDraft(saved: readonly Claimant[], savedVersion: number) {
  const [rows, setRows] = useState<ClaimantRow[]>(() => draftOf(saved));
  /** The list's version as read with the rows: a reload after someone else's save must not change it. */
  const [version, setVersion] = useState(savedVersion);
  const [changed, setChanged] = useState(false);
  const [checking, setChecking] = useState(false);
  /** Counts additions and removals: the search and paging follow the list's shape, not each key. */
  const [shape, setShape] = useState(0);
  /** The position of a row just added (its first input takes the focus). */
  const [added, setAdded] = useState<number | null>(null);
  const errors = useMemo(() => (checking ? listErrors(rows) : noErrors), [checking, rows]);

  const update = useCallback((next: (current: ClaimantRow[]) => ClaimantRow[], reshaped: boolean) => {
    setRows(next);
    setChanged(true);
    setAdded(null);
    if (reshaped) setShape((current) => current + 1);
  }, []);

  const change = useCallback(
    (position: number, field: ClaimantField, value: string) =>
      update((current) => withField(current, position, field, value), false),
    [update],
  );

  return {
    rows,
    version,
    changed,
    errors,
    shape,
    change,
    added,
    add: () => {
      update((current) => [...current, emptyClaimant()], true);
      setAdded(rows.length);
    },
    remove: (position: number) => update((current) => without(current, position), true),
    /** Drops a row the server has deleted, wherever it now is (`answered`: the list's version after). */
    removeSaved: (id: number, answered: number) => {
      update((current) => current.filter((row) => row.id !== id), true);
      setVersion((current) => versionAfterDelete(current, answered));
    },
    /** Checks every row now and from now on; answers the messages (none: the list can be saved). */
    check: () => {
      setChecking(true);
      return listErrors(rows);
    },
  };
}
