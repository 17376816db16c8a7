import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderPermissionsDoc } from "./doc";

describe("docs/permissions.md", () => {
  it("is what the permission matrix says (run `npm run docs` after changing it)", () => {
    const committed = fs.readFileSync(
      path.resolve(import.meta.dirname, "../../../../docs/permissions.md"),
      "utf8",
    );
    expect(committed).toBe(renderPermissionsDoc());
  });
});
