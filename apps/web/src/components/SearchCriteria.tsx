// Search criteria rows (SPEC 2.3, 5.11): each row picks a column and a value; a column can be used
// only once, and rows without both are ignored by the caller. Users, proceedings and activities
// search the same way. A "period" column takes two dates (From, To) instead of a text, a "choice"
// column one of its choices (an activity's procedural step).
import AddIcon from "@mui/icons-material/Add";
import RemoveCircleOutlinedIcon from "@mui/icons-material/RemoveCircleOutlined";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { TextInput } from "./form/fields";
import { SelectField, type SelectOption } from "./form/SelectField";
import { PeriodInput } from "./PeriodInput";

export interface SearchCriterion<Column extends string> {
  column: Column;
  value: string;
}

export interface SearchColumnOption<Column extends string> {
  value: Column;
  label: string;
  kind?: "text" | "period" | "choice";
  /** A "choice" column's values (an id and what it is called: a procedural step). */
  choices?: readonly SelectOption[];
}

interface SearchCriteriaProps<Column extends string> {
  columns: readonly SearchColumnOption<Column>[];
  criteria: readonly SearchCriterion<Column>[];
  onChange: (criteria: SearchCriterion<Column>[]) => void;
}

export function SearchCriteria<Column extends string>({
  columns,
  criteria,
  onChange,
}: SearchCriteriaProps<Column>) {
  const usedColumns = new Set(criteria.map((criterion) => criterion.column));
  const unusedColumn = columns.find((column) => !usedColumns.has(column.value));

  const kindOf = (column: Column) => columns.find((option) => option.value === column)?.kind ?? "text";
  const update = (index: number, change: Partial<SearchCriterion<Column>>) =>
    onChange(criteria.map((criterion, i) => (i === index ? { ...criterion, ...change } : criterion)));
  // A value of one kind means nothing to a column of another (a text is no period).
  const changeColumn = (index: number, criterion: SearchCriterion<Column>, column: Column) =>
    update(index, kindOf(column) === kindOf(criterion.column) ? { column } : { column, value: "" });
  const remove = (index: number) => {
    const rest = criteria.filter((_criterion, i) => i !== index);
    const first = columns[0];
    onChange(rest.length > 0 || !first ? rest : [{ column: first.value, value: "" }]);
  };
  const add = () => unusedColumn && onChange([...criteria, { column: unusedColumn.value, value: "" }]);

  return (
    <Stack spacing={1.5}>
      {criteria.map((criterion, index) => (
        <Stack
          // A column appears in one row at most, so it identifies the row.
          key={criterion.column}
          direction={{ xs: "column", sm: "row" }}
          spacing={1.5}
          sx={{
            alignItems: { sm: "flex-end" },
            "& .search-column": { width: { sm: 260 } },
            "& .search-value": { flexGrow: 1, maxWidth: { sm: 420 } },
          }}
        >
          <SelectField
            size="small"
            label="Search in"
            value={criterion.column}
            onChange={(column) => changeColumn(index, criterion, column as Column)}
            options={columns.map((column) => ({
              value: column.value,
              label: column.label,
              disabled: column.value !== criterion.column && usedColumns.has(column.value),
            }))}
            className="search-column"
          />
          {kindOf(criterion.column) === "period" ? (
            <PeriodInput
              value={criterion.value}
              onChange={(value) => update(index, { value })}
              className="search-value"
            />
          ) : kindOf(criterion.column) === "choice" ? (
            <SelectField
              size="small"
              label="For"
              value={criterion.value}
              onChange={(value) => update(index, { value })}
              options={columns.find((column) => column.value === criterion.column)?.choices ?? []}
              className="search-value"
            />
          ) : (
            <TextInput
              size="small"
              type="search"
              label="For"
              value={criterion.value}
              onChange={(event) => update(index, { value: event.target.value })}
              className="search-value"
            />
          )}
          <Tooltip title="Remove search criterion">
            <IconButton aria-label="Remove search criterion" onClick={() => remove(index)}>
              <RemoveCircleOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} onClick={add} disabled={!unusedColumn} size="small">
          Add search criterion
        </Button>
      </div>
    </Stack>
  );
}

/** The criteria that are complete, as column → value (trimmed). */
export function completeCriteria<Column extends string>(
  criteria: readonly SearchCriterion<Column>[],
): Partial<Record<Column, string>> {
  const result: Partial<Record<Column, string>> = {};
  for (const { column, value } of criteria) {
    if (value.trim()) result[column] = value.trim();
  }
  return result;
}
