// A matter's categories as the choices of a select field (the participant form's categories, the
// proceeding and template forms' category): "NLD – Netherlands", grouped under Jurisdictions and
// Workstreams in the order the server lists them (jurisdictions first); and one category in words.
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

/** One category with its kind: "Jurisdiction NLD Netherlands". */
export const categoryLabel = (category: CategoryOption) =>
  `${category.type === "workstream" ? "Workstream" : "Jurisdiction"} ${category.code} ${category.name}`;
