import { describe, expect, it } from "vitest";
import { fileProgress, formatFileSize } from "./upload-progress";

describe("fileProgress", () => {
  it("fills the files in order from the bytes sent", () => {
    expect(fileProgress([100, 300], 0, 420)).toEqual([0, 0]);
    expect(fileProgress([100, 300], 210, 420)).toEqual([100, 33]);
    expect(fileProgress([100, 300], 420, 420)).toEqual([100, 100]);
  });

  it("shows nothing before the total is known", () => {
    expect(fileProgress([100], 10, 0)).toEqual([0]);
  });
});

describe("formatFileSize", () => {
  it("reads kilobytes and megabytes", () => {
    expect(formatFileSize(200)).toBe("1 KB");
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(12.4 * 1024 * 1024)).toBe("12.4 MB");
  });
});
