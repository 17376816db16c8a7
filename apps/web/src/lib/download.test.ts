import { describe, expect, it } from "vitest";
import { fileNameOf } from "./download";

describe("fileNameOf", () => {
  it.each([
    [
      `attachment; filename="export.xlsx"; filename*=UTF-8''Proceedings%20-%20Caf%C3%A9%20-%202026-11-26.xlsx`,
      "Proceedings - Café - 2026-11-26.xlsx",
    ],
    ['attachment; filename="Trucks.xlsx"', "Trucks.xlsx"],
    [`attachment; filename="x.xlsx"; filename*=UTF-8''%E0%A4%A`, "x.xlsx"],
    [null, null],
  ])("reads %s as %s", (disposition, name) => {
    expect(fileNameOf(disposition)).toBe(name);
  });
});
