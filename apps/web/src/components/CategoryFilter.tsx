// The Jurisdiction/Workstream filter of a matter's lists (the calendar, the missed deadlines): all of
// the matter's jurisdictions and workstreams, or one of them.
import Box from "@mui/material/Box";
import { categoryOptions } from "../lib/category-options";
import { useCategories } from "../lib/matter-api/useCategories";
import { SelectField } from "./form/SelectField";

/** Wide enough for a category's code and name. */
export const filterSelectSx = { width: { xs: "100%", sm: 260 } };

export function CategoryFilter({
  matterId,
  value,
  onChange,
}: {
  matterId: number;
  value: number | null;
  onChange: (categoryId: number | null) => void;
}) {
  const categories = useCategories(matterId).data?.items ?? [];
  return (
    <Box sx={filterSelectSx}>
      <SelectField
        size="small"
        label="Jurisdiction/Workstream"
        value={value === null ? "" : String(value)}
        onChange={(selected) => onChange(selected ? Number(selected) : null)}
        options={[{ value: "", label: "All jurisdictions and workstreams" }, ...categoryOptions(categories)]}
      />
    </Box>
  );
}
