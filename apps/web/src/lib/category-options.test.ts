import type { CategoryOption } from "@litfolio/shared/matters";
import { describe, expect, it } from "vitest";
import { categoryOptions } from "./category-options";

const category = (id: number, type: CategoryOption["type"], code: string, name: string): CategoryOption => ({
  id,
  type,
  code,
  name,
});

describe("categories as choices", () => {
  it("reads each category as its code and name, grouped by its type, in the server's order", () => {
    expect(
      categoryOptions([
        category(7, "jurisdiction", "NLD", "Netherlands"),
        category(9, "workstream", "CAR", "Cartel"),
      ]),
    ).toEqual([
      { value: "7", label: "NLD – Netherlands", group: "Jurisdictions" },
      { value: "9", label: "CAR – Cartel", group: "Workstreams" },
    ]);
  });
});
