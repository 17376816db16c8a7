import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import type { ConfigurationEntry } from "../../../../lib/matter-api/configuration-entries";
import {
  configurationKinds,
  deleteRefusal,
  entryBody,
  entryLabel,
  entrySchema,
  kindOfSection,
  maskCategoryCode,
} from "./configuration-kinds";

const entry = (change: Partial<ConfigurationEntry> = {}): ConfigurationEntry => ({
  id: 1,
  name: "Rechtbank Amsterdam",
  count: 0,
  permissions: ["ADMIN", "READ"],
  version: 1,
  ...change,
});

describe("the code mask AAA (SPEC 5.3)", () => {
  it("keeps letters only, upper case as typed, three at most", () => {
    expect(maskCategoryCode("nld")).toBe("NLD");
    expect(maskCategoryCode("n1-l d")).toBe("NLD");
    expect(maskCategoryCode("deutschland")).toBe("DEU");
    expect(maskCategoryCode("42")).toBe("");
  });
});

describe("the sub-tabs", () => {
  it("are the five lists of SPEC 2.3 on their SPEC 7.2 paths, the first when the URL names none", () => {
    expect(configurationKinds.map((kind) => [kind.title, kind.path])).toEqual([
      ["Jurisdictions", "jurisdictions"],
      ["Workstreams", "workstreams"],
      ["Items", "assetlabels"],
      ["Defendants", "defendantlabels"],
      ["Service of the writ", "servedWritAt"],
    ]);
    expect(kindOfSection("writs").path).toBe("servedWritAt");
    expect(kindOfSection(null).path).toBe("jurisdictions");
    expect(kindOfSection("nonsense").path).toBe("jurisdictions");
  });
});

describe("deleting (SPEC 5.3)", () => {
  it("is refused with the kind's exact warning while proceedings use the row", () => {
    const refusal = (section: string, change: Partial<ConfigurationEntry>) =>
      deleteRefusal(kindOfSection(section), entry(change));
    expect(refusal("jurisdictions", { count: 3 })).toBe(messages.jurisdictionInUse(3));
    expect(refusal("workstreams", { count: 1 })).toBe(messages.workstreamInUse(1));
    expect(refusal("items", { count: 2 })).toBe(messages.itemInUse(2));
    expect(refusal("defendants", { count: 5 })).toBe(messages.defendantInUse(5));
    expect(refusal("writs", { count: 4 })).toBe(
      "Rechtbank Amsterdam is included in 4 proceedings and therefore cannot be deleted",
    );
    expect(refusal("items", { count: 0 })).toBeNull();
  });

  it("names a category by code and name, a label by its name", () => {
    expect(entryLabel(entry({ code: "NLD", name: "Netherlands" }))).toBe("NLD Netherlands");
    expect(entryLabel(entry())).toBe("Rechtbank Amsterdam");
  });
});

describe("the add and edit form", () => {
  const jurisdictions = kindOfSection("jurisdictions");
  const items = kindOfSection("items");

  it("needs exactly three letters for a category code and a name for every kind", () => {
    const invalid = (section: string, values: { code?: string; name: string }) =>
      entrySchema(kindOfSection(section))
        .safeParse(values)
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(invalid("jurisdictions", { code: "ZZ", name: "Zeeland" })).toEqual([
      ["code", messages.categoryCode],
    ]);
    expect(invalid("workstreams", { code: "ZZA", name: "" })).toEqual([["name", messages.required]]);
    expect(invalid("items", { code: "", name: "" })).toEqual([["name", messages.required]]);
    expect(invalid("items", { code: "", name: "Trailers" })).toBeUndefined();
  });

  it("sends the code only for categories", () => {
    expect(entryBody(jurisdictions, { code: "ZZA", name: "Zeeland" })).toEqual({
      code: "ZZA",
      name: "Zeeland",
    });
    expect(entryBody(items, { code: "", name: "Trailers" })).toEqual({ name: "Trailers" });
  });
});
