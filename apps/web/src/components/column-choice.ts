// Which columns of a table a user chose to see (DataTable's column chooser). The choice is kept per
// user and table in localStorage: it should outlive the 30-minute cookies of SPEC 9 and a sign-out,
// it is a matter of taste on this computer rather than data the server must keep, and unlike a
// cookie it is not sent with every request. A stored value we cannot read counts as no choice.
import { useState } from "react";
import { useActiveUser } from "../lib/session/active-user";

/** Column id → shown, for the columns the user switched; the rest follow the table's defaults. */
export type ColumnChoice = Readonly<Record<string, boolean>>;

export interface ColumnChooserOptions {
  /** Names the table in the stored choice, e.g. "proceedings". */
  tableId: string;
  /** The ids of the less used columns, offered in the chooser but hidden until chosen. */
  hiddenByDefault?: readonly string[];
}

export const columnChoiceKey = (userId: number | "anonymous", tableId: string) =>
  `litfolio.columns.${userId}.${tableId}`;

/** The stored choice: an object of booleans; anything else (or an unreadable value) is no choice. */
export function parseColumnChoice(stored: string | null): ColumnChoice {
  let parsed: unknown;
  try {
    parsed = stored === null ? null : JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"),
  );
}

/**
 * The columns to show, in the table's order: the choice where it names a column, the default
 * elsewhere (so a column added later follows its default). Ids the choice names that are no column
 * are ignored, and a choice that would leave no column falls back to the defaults.
 */
export function chosenColumns<Column extends { id: string }>(
  columns: readonly Column[],
  choice: ColumnChoice,
  hiddenByDefault: readonly string[] = [],
): readonly Column[] {
  const shownByDefault = (column: Column) => !hiddenByDefault.includes(column.id);
  const chosen = columns.filter((column) => choice[column.id] ?? shownByDefault(column));
  return chosen.length > 0 ? chosen : columns.filter(shownByDefault);
}

function readStoredChoice(key: string | undefined): ColumnChoice {
  if (key === undefined) return {};
  try {
    return parseColumnChoice(localStorage.getItem(key));
  } catch {
    return {}; // storage switched off: the defaults
  }
}

/** The signed-in user's choice for this table (none without a table id), and a setter that keeps it. */
export function useColumnChoice(tableId: string | undefined): [ColumnChoice, (choice: ColumnChoice) => void] {
  const userId = useActiveUser()?.id ?? "anonymous";
  const key = tableId === undefined ? undefined : columnChoiceKey(userId, tableId);
  const [held, setHeld] = useState(() => ({ key, choice: readStoredChoice(key) }));
  // Someone else signed in (in another tab, say): read their choice.
  const current = held.key === key ? held : { key, choice: readStoredChoice(key) };
  if (current !== held) setHeld(current);

  const choose = (choice: ColumnChoice) => {
    setHeld({ key, choice });
    if (key === undefined) return;
    try {
      localStorage.setItem(key, JSON.stringify(choice));
    } catch {
      // Storage switched off: the choice lasts until the page is left.
    }
  };
  return [current.choice, choose];
}
