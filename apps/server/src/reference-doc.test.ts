import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderReferenceDoc, withSettingsTable } from "./reference-doc";

const root = path.resolve(import.meta.dirname, "../../..");
const committed = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("generated references (run `npm run docs` after changing what they describe)", () => {
  it("docs/reference.md lists the route table, the job registry and the schema as they are", async () => {
    expect(committed("docs/reference.md")).toBe(await renderReferenceDoc());
  });

  it("the README's settings table is config-doc.ts's", () => {
    const readme = committed("README.md");
    expect(readme).toBe(withSettingsTable(readme));
  });
});
