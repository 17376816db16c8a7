// A matter's categories as the choices of a select field (the participant form's categories, the
// proceeding form's category): "NLD – Netherlands", grouped under Jurisdictions and Workstreams in
// the order the server lists them (jurisdictions first).
import type { CategoryOption, CategoryType } from "@litfolio/shared/matters";

const categoryTypeLabels: Record<CategoryType, string> = {
  jurisdiction: "Jurisdictions",
  workstream: "Workstreams",
};

export const categoryOptions = (categories: readonly CategoryOption[]) =>
  categories.map((category) => ({
    value: String(category.id),
    label: `${category.code} – ${category.name}`,
    group: categoryTypeLabels[category.type],
  }));
