// A table's search panel (SPEC 2.3, 9): a titled box of search criteria rows; what is typed reaches
// the table 1000 ms after the last key, and only complete rows (column and value) count. Extra
// controls of a table (e.g. "Show deactivated users") go in as children.
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "../lib/useDebouncedValue";
import { completeCriteria, SearchCriteria, type SearchCriterion } from "./SearchCriteria";

export const SEARCH_DEBOUNCE_MS = 1000;

type Search<Column extends string> = Partial<Record<Column, string>>;

interface SearchPanelProps<Column extends string> {
  title: string;
  columns: readonly { value: Column; label: string }[];
  /** The criteria in the URL when the page opened. */
  initialCriteria: SearchCriterion<Column>[];
  /** The search the table shows now. */
  search: Search<Column>;
  onSearchChange: (search: Search<Column>) => void;
  children?: ReactNode;
}

export function SearchPanel<Column extends string>({
  title,
  columns,
  initialCriteria,
  search,
  onSearchChange,
  children,
}: SearchPanelProps<Column>) {
  const titleId = useId();
  const [criteria, setCriteria] = useState<SearchCriterion<Column>[]>(() => {
    const first = columns[0];
    if (initialCriteria.length > 0 || !first) return initialCriteria;
    return [{ column: first.value, value: "" }];
  });
  const typed = JSON.stringify(completeCriteria(criteria));
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const applied = JSON.stringify(search);

  // Only a settled change of what was typed reloads; the applied search changing on its own (e.g. a
  // reload of the page) must not, so the effect reads it through a ref.
  const latest = useRef({ applied, onSearchChange });
  latest.current = { applied, onSearchChange };
  useEffect(() => {
    if (debounced !== latest.current.applied) latest.current.onSearchChange(JSON.parse(debounced));
  }, [debounced]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <SearchCriteria columns={columns} criteria={criteria} onChange={setCriteria} />
      {children}
    </Paper>
  );
}
