// A table's search panel (SPEC 2.3, 9): a titled box of search criteria rows; what is typed reaches
// the table 1000 ms after the last key, and only complete rows (column and value) count. A table's
// own rule over the criteria (e.g. "All fields" alone) shows its message and holds the search back
// until it is met. The panel can be expandable (proceedings); extra controls of a table (e.g. "Show
// deactivated users") go in as children.
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Collapse from "@mui/material/Collapse";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useDebouncedValue } from "../lib/useDebouncedValue";
import {
  completeCriteria,
  type SearchColumnOption,
  SearchCriteria,
  type SearchCriterion,
} from "./SearchCriteria";

export const SEARCH_DEBOUNCE_MS = 1000;

type Search<Column extends string> = Partial<Record<Column, string>>;

interface SearchPanelProps<Column extends string> {
  title: string;
  columns: readonly SearchColumnOption<Column>[];
  /** The criteria in the URL when the page opened. */
  initialCriteria: SearchCriterion<Column>[];
  /** The search the table shows now. */
  search: Search<Column>;
  onSearchChange: (search: Search<Column>) => void;
  /** The message of a broken rule over the complete criteria; null when they may be searched. */
  problemOf?: (search: Search<Column>) => string | null;
  /** Set: the title is a button that shows and hides the criteria; the value is the start state. */
  defaultExpanded?: boolean;
  /** Search (now, without waiting) and Clear (every criterion) buttons below the criteria. */
  withButtons?: boolean;
  children?: ReactNode;
}

export function SearchPanel<Column extends string>({
  title,
  columns,
  initialCriteria,
  search,
  onSearchChange,
  problemOf,
  defaultExpanded,
  withButtons,
  children,
}: SearchPanelProps<Column>) {
  const titleId = useId();
  const contentId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded ?? true);
  const [criteria, setCriteria] = useState<SearchCriterion<Column>[]>(() => {
    const first = columns[0];
    if (initialCriteria.length > 0 || !first) return initialCriteria;
    return [{ column: first.value, value: "" }];
  });
  const debounced = useDebouncedValue(JSON.stringify(completeCriteria(criteria)), SEARCH_DEBOUNCE_MS);
  const problem = problemOf?.(JSON.parse(debounced)) ?? null;
  const applied = JSON.stringify(search);

  // Only a settled change of what was typed reloads; the applied search changing on its own (e.g. a
  // reload of the page) must not, so the effect reads it through a ref.
  const latest = useRef({ applied, onSearchChange, problem });
  latest.current = { applied, onSearchChange, problem };
  useEffect(() => {
    if (debounced !== latest.current.applied && !latest.current.problem) {
      latest.current.onSearchChange(JSON.parse(debounced));
    }
  }, [debounced]);

  const clear = () => {
    const first = columns[0];
    setCriteria(first ? [{ column: first.value, value: "" }] : []);
    onSearchChange({});
  };

  const body = (
    <Stack spacing={1.5}>
      <SearchCriteria columns={columns} criteria={criteria} onChange={setCriteria} />
      {problem && (
        <Typography role="alert" color="error" variant="body2">
          {problem}
        </Typography>
      )}
      {withButtons && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            size="small"
            disabled={problemOf?.(completeCriteria(criteria)) != null}
            onClick={() => onSearchChange(completeCriteria(criteria))}
          >
            Search
          </Button>
          <Button size="small" onClick={clear}>
            Clear
          </Button>
        </Stack>
      )}
      {children}
    </Stack>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h3" component="h2" sx={{ mb: expanded ? 2 : 0 }}>
        {defaultExpanded === undefined ? (
          title
        ) : (
          <ButtonBase
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded(!expanded)}
            sx={{ font: "inherit", gap: 1, borderRadius: 1, width: "100%", justifyContent: "space-between" }}
          >
            {title}
            <ExpandMoreIcon
              sx={{ transform: expanded ? "rotate(180deg)" : "none", transition: "transform 150ms" }}
            />
          </ButtonBase>
        )}
      </Typography>
      {defaultExpanded === undefined ? (
        body
      ) : (
        <Collapse in={expanded} id={contentId}>
          {body}
        </Collapse>
      )}
    </Paper>
  );
}
