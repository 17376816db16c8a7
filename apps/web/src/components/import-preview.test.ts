import type { ErrorCode } from "@litfolio/shared/errors";
import { importLimits } from "@litfolio/shared/imports";
import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api";
import {
  ignoredColumnsText,
  importCountDetails,
  importFailure,
  importFileProblem,
  importTexts,
  moreInvalidText,
  uploadPercent,
} from "./import-preview";

describe("importTexts", () => {
  it("names the kind's columns, the optional ones marked, and the limits", () => {
    const claimants = importTexts("claimants");
    expect(claimants.title).toBe("Import claimants from Excel");
    expect(claimants.file).toContain("the columns Full name and Short name;");
    expect(claimants.file).toContain("(.xlsx or .csv)");
    expect(claimants.file).toContain("at most 10.000 rows");
    expect(claimants.file).toContain("under 100 MB");
    const trucks = importTexts("trucks");
    expect(trucks.title).toBe("Import trucks from Excel");
    expect(trucks.file).toContain("the columns Chassis number and Confirmed (optional);");
    expect(trucks.file).toContain("at most 250.000 rows");
  });
});

describe("importFileProblem", () => {
  it.each([
    ["claimants.xlsx", 2048, null],
    ["Claimants.CSV", 10, null],
    ["claimants.xls", 2048, messages.importFileType],
    ["claimants.pdf", 2048, messages.importFileType],
    ["claimants", 2048, messages.importFileType],
    ["claimants.csv", 0, messages.importEmpty],
    ["claimants.csv", importLimits.maxBytes, messages.fileTooLarge("100.00")],
    ["claimants.csv", importLimits.maxBytes - 1, null],
  ])("%s of %d bytes: %s", (name, size, problem) => {
    expect(importFileProblem({ name, size })).toBe(problem);
  });
});

describe("uploadPercent", () => {
  it("counts whole percent, 100 once all is sent, 0 before the size is known", () => {
    expect(uploadPercent(0, 0)).toBe(0);
    expect(uploadPercent(333, 1000)).toBe(33);
    expect(uploadPercent(1000, 1000)).toBe(100);
    expect(uploadPercent(1200, 1000)).toBe(100);
  });
});

describe("the preview", () => {
  it("lists the counts in Dutch number format", () => {
    expect(importCountDetails({ added: 1234, updated: 2, skipped: 0, invalid: 3 })).toEqual([
      { label: "To add", value: "1.234" },
      { label: "To update", value: "2" },
      { label: "Unchanged (skipped)", value: "0" },
      { label: "Invalid rows", value: "3" },
    ]);
  });

  it("tells how many problems are not listed", () => {
    const listed = Array.from({ length: importLimits.maxInvalidRowsShown }, (_, index) => ({
      row: index + 2,
      column: "Full name",
      message: messages.required,
    }));
    expect(moreInvalidText({ invalidRows: listed, invalidCount: 2500 })).toBe("and 1.500 more");
    expect(moreInvalidText({ invalidRows: listed.slice(0, 3), invalidCount: 3 })).toBeNull();
  });

  it("names the ignored columns", () => {
    expect(ignoredColumnsText([])).toBeNull();
    expect(ignoredColumnsText(["Notes"])).toBe('The column "Notes" is not imported.');
    expect(ignoredColumnsText(["Notes", "City", "Zip"])).toBe(
      'The columns "Notes", "City" and "Zip" are not imported.',
    );
  });
});

const refusal = (status: number, code: ErrorCode, message: string) =>
  new ApiError(status, { status, code, message, subErrors: [] });

describe("importFailure", () => {
  it("shows the server's message; a changed proceeding, an expired preview, a busy server or no answer may check again", () => {
    expect(importFailure(refusal(415, "UNSUPPORTED_MEDIA_TYPE", messages.importFileType))).toEqual({
      message: messages.importFileType,
      checkAgain: false,
    });
    expect(importFailure(new ApiError(409, null))).toEqual({
      message: messages.importStale,
      checkAgain: true,
    });
    expect(importFailure(refusal(404, "NOT_FOUND", messages.importNotFound))).toEqual({
      message: messages.importNotFound,
      checkAgain: true,
    });
    expect(importFailure(refusal(429, "TOO_MANY_REQUESTS", messages.importBusy))).toEqual({
      message: messages.importBusy,
      checkAgain: true,
    });
    expect(importFailure(new ApiError(0, null))).toEqual({ message: messages.noResponse, checkAgain: true });
    expect(importFailure(new Error("boom"))).toEqual({ message: messages.somethingWrong, checkAgain: true });
  });
});
