import { describe, expect, it } from "vitest";
import { failedText, uploadingText } from "./connect-copies";

describe("Connect copies texts", () => {
  it("count documents being copied, one or many", () => {
    expect(uploadingText(0)).toBe("0 documents being copied");
    expect(uploadingText(1)).toBe("1 document being copied");
    expect(uploadingText(12)).toBe("12 documents being copied");
  });

  it("count failed copies, one or many", () => {
    expect(failedText(0)).toBe("0 copies failed");
    expect(failedText(1)).toBe("1 copy failed");
    expect(failedText(3)).toBe("3 copies failed");
  });
});
