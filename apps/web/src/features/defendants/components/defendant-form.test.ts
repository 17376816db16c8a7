import { messages } from "@litfolio/shared/messages";
import type { ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import { defendantBody } from "@litfolio/shared/proceeding-lists";
import { describe, expect, it } from "vitest";
import { defendantValues, statusOptions, statusRequired } from "./defendant-form";

const unassessed: ProceedingDefendant = {
  rowId: null,
  id: { label: { id: 7, name: "Daimler Truck AG" } },
  label: "Daimler Truck AG",
  principal: false,
  involvement: null,
  status: null,
  tpnSentDate: null,
  joinedDate: null,
  comment: null,
  alert: false,
  warning: null,
  version: null,
};

describe("the defendant dialog", () => {
  it("starts an unassessed defendant empty, its version null (the save creates it)", () => {
    expect(defendantValues(unassessed)).toEqual({
      id: { label: { id: 7 } },
      involvement: null,
      status: null,
      tpnSentDate: "",
      joinedDate: "",
      comment: "",
      version: null,
    });
  });

  it("starts an assessed one with its values and version", () => {
    const values = defendantValues({
      ...unassessed,
      rowId: 3,
      involvement: { key: "JOINER", value: "Joiner" },
      status: { key: "ACTIVE", value: "Active" },
      joinedDate: "2020-01-02",
      version: 4,
    });
    expect(values).toMatchObject({
      involvement: "JOINER",
      status: "ACTIVE",
      joinedDate: "2020-01-02",
      version: 4,
    });
  });

  it("requires the involvement, and the status unless not involved (shared rules)", () => {
    const refused = defendantBody.safeParse(defendantValues(unassessed));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["involvement", messages.required],
    ]);
    const noStatus = defendantBody.safeParse({ ...defendantValues(unassessed), involvement: "JOINER" });
    expect(noStatus.error?.issues.map((issue) => issue.path.join("."))).toEqual(["status"]);
    const notInvolved = defendantBody.parse({
      ...defendantValues(unassessed),
      involvement: "NOT_INVOLVED",
      status: "ACTIVE",
    });
    expect(notInvolved.status).toBeNull();
    expect(statusRequired("NOT_INVOLVED")).toBe(false);
    expect(statusRequired(null)).toBe(true);
  });

  it("offers an empty status only when the defendant is not involved", () => {
    expect(statusOptions("NOT_INVOLVED")[0]).toEqual({ value: "", label: "None" });
    expect(statusOptions("JOINER").map((option) => option.value)).toEqual([
      "ACTIVE",
      "PASSIVE",
      "DROPPED_OUT",
    ]);
  });
});
