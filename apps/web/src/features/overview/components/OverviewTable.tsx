// The overview table (SPEC 2.3 "Overview"): one row per jurisdiction or workstream with checkboxes and
// sorting; proceedings (against the client's expected number), items, claimed amount total in EUR,
// items total and collective proceedings, each with a tooltip saying what was counted; a Subtotal row
// for the selected rows (sums; percentages as rounded averages), a Total row; edit or add totals. A
// matter has tens of categories, all answered at once: sorting and selection happen here.
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import { messages } from "@litfolio/shared/messages";
import { type OverviewFigures, type OverviewRow, sumFigures } from "@litfolio/shared/overview";
import AddIcon from "@mui/icons-material/Add";
import EditIcon from "@mui/icons-material/Edit";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableFooter from "@mui/material/TableFooter";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Tooltip from "@mui/material/Tooltip";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { categoryLabel } from "../../../lib/category-options";

type SortField = "category" | "proceedings" | "items" | "amount" | "itemsTotal" | "collective";

const sortValue: Record<SortField, (row: OverviewRow) => number | string> = {
  category: (row) => `${row.category.type}${row.categoryCode}`,
  proceedings: (row) => row.numberOfProceedings,
  items: (row) => row.totalNumberOfFirstAssets,
  amount: (row) => row.totalClaimAmount,
  itemsTotal: (row) => row.totalNumberOfAssets,
  collective: (row) => row.numberOfMassClaimProceedings,
};

const number = (value: number | null) => (value === null ? "-" : formatDutchNumber(value));

/** A figure with the tooltip that says which share of the proceedings it rests on. */
const Counted = ({ value, note }: { value: string; note: string }) => (
  <Tooltip title={note}>
    <span>{value}</span>
  </Tooltip>
);

/** The figure cells of a row, the subtotal or the total. */
function FigureCells({ figures, firstAssetLabel }: { figures: OverviewFigures; firstAssetLabel: string }) {
  const { percentages } = figures;
  return (
    <>
      <TableCell align="right">
        {number(figures.numberOfProceedings)}
        {figures.expected.totalNumberOfProceedings !== null &&
          ` / ${number(figures.expected.totalNumberOfProceedings)}`}
      </TableCell>
      <TableCell align="right">
        <Counted
          value={`${number(figures.totalNumberOfFirstAssets)}${figures.expected.totalNumberOfFirstAssets === null ? "" : ` / ${number(figures.expected.totalNumberOfFirstAssets)}`}`}
          note={messages.overviewShare(
            percentages.numberOfFirstAssetsInfo,
            `the number of ${firstAssetLabel.toLowerCase()}`,
          )}
        />
      </TableCell>
      <TableCell align="right">
        <Counted
          value={number(figures.totalClaimAmount)}
          note={`${messages.overviewShare(percentages.numberOfClaimAmountInfo, "a claimed amount")} ${messages.overviewEuroOnly}`}
        />
      </TableCell>
      <TableCell align="right">
        <Counted
          value={number(figures.totalNumberOfAssets)}
          note={messages.overviewShare(percentages.numberOfAssetsInfo, "the number of items")}
        />
      </TableCell>
      <TableCell align="right">{number(figures.numberOfMassClaimProceedings)}</TableCell>
    </>
  );
}

interface OverviewTableProps {
  rows: readonly OverviewRow[];
  total: OverviewFigures;
  firstAssetLabel: string;
  /** The link of a row into the proceedings list filtered to its category. */
  proceedingsPath: (row: OverviewRow) => string;
  onTotals: (row: OverviewRow) => void;
}

export function OverviewTable({
  rows,
  total,
  firstAssetLabel,
  proceedingsPath,
  onTotals,
}: OverviewTableProps) {
  const [sort, setSort] = useState<{ field: SortField; direction: "asc" | "desc" }>({
    field: "category",
    direction: "asc",
  });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const sorted = [...rows].sort((a, b) => {
    const [x, y] = [sortValue[sort.field](a), sortValue[sort.field](b)];
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.direction === "asc" ? order : -order;
  });
  const chosen = rows.filter((row) => selected.has(row.category.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const header = (field: SortField, label: ReactNode, align: "left" | "right" = "right") => (
    <TableCell align={align} sortDirection={sort.field === field ? sort.direction : false}>
      <TableSortLabel
        active={sort.field === field}
        direction={sort.field === field ? sort.direction : "asc"}
        onClick={() =>
          setSort((current) => ({
            field,
            direction: current.field === field && current.direction === "asc" ? "desc" : "asc",
          }))
        }
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label="Overview">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={rows.length > 0 && chosen.length === rows.length}
                indeterminate={chosen.length > 0 && chosen.length < rows.length}
                onChange={(event) =>
                  setSelected(new Set(event.target.checked ? rows.map((row) => row.category.id) : []))
                }
                slotProps={{ input: { "aria-label": "Select every row" } }}
              />
            </TableCell>
            {header("category", "Jurisdiction or workstream", "left")}
            {header("proceedings", "Proceedings / client's expected")}
            {header("items", `${firstAssetLabel} / expected`)}
            {header("amount", "Claimed amount total (EUR)")}
            {header("itemsTotal", "Items total")}
            {header(
              "collective",
              <Tooltip title={messages.collectiveExplained}>
                <span>Collective proceedings</span>
              </Tooltip>,
            )}
            <TableCell align="right">Totals</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => (
            <TableRow key={row.category.id} selected={selected.has(row.category.id)} hover>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.category.id)}
                  onChange={() => toggle(row.category.id)}
                  slotProps={{ input: { "aria-label": `Select ${categoryLabel(row.category)}` } }}
                />
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={proceedingsPath(row)} sx={{ fontWeight: 600 }}>
                  {row.categoryCode} – {row.categoryText}
                </Link>
              </TableCell>
              <FigureCells figures={row} firstAssetLabel={firstAssetLabel} />
              <TableCell align="right">
                {row.totalsId !== null && row.totalsPermissions.includes("WRITE") && (
                  <IconButton
                    aria-label={`Edit the expected totals of ${row.categoryText}`}
                    onClick={() => onTotals(row)}
                  >
                    <EditIcon />
                  </IconButton>
                )}
                {row.totalsId === null && row.totalsPermissions.includes("CREATE") && (
                  <IconButton
                    aria-label={`Add expected totals for ${row.categoryText}`}
                    onClick={() => onTotals(row)}
                  >
                    <AddIcon />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {chosen.length > 0 && (
            <TableRow aria-label="Subtotal of the selected rows">
              <TableCell />
              <TableCell sx={{ fontWeight: 600 }}>Subtotal ({chosen.length} selected)</TableCell>
              <FigureCells figures={sumFigures(chosen)} firstAssetLabel={firstAssetLabel} />
              <TableCell />
            </TableRow>
          )}
          <TableRow aria-label="Total">
            <TableCell />
            <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
            <FigureCells figures={total} firstAssetLabel={firstAssetLabel} />
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
