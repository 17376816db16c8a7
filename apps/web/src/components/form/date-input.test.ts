import { describe, expect, it } from "vitest";
import { dateFromTyped, dateToTyped } from "./date-input";

describe("typed dates", () => {
  it("keeps a whole DD-MM-YYYY date as YYYY-MM-DD, padding day and month", () => {
    expect(dateFromTyped("14-03-2019")).toBe("2019-03-14");
    expect(dateFromTyped(" 1.3.2019 ")).toBe("2019-03-01");
    expect(dateFromTyped("1/3/2019")).toBe("2019-03-01");
  });

  it("keeps a partial or other text as typed", () => {
    expect(dateFromTyped("14-03-20")).toBe("14-03-20");
    expect(dateFromTyped("")).toBe("");
    expect(dateFromTyped("2019-03-14")).toBe("2019-03-14");
  });

  it("shows an API date as DD-MM-YYYY and anything else as it is", () => {
    expect(dateToTyped("2019-03-14")).toBe("14-03-2019");
    expect(dateToTyped("14-03-20")).toBe("14-03-20");
    expect(dateToTyped("")).toBe("");
  });
});
