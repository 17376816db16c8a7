// The work package form and the approve dialog check amounts with the same table the server's API test
// runs (euro-amount-cases.ts): through the forms' resolvers each typed text is accepted or shows the
// same message, and an accepted text tidied on leaving the field still means the same cents.
import { euroAmountRule, requiredCentsField, tidyDutchNumber } from "@litfolio/shared/dutch-numbers";
import { euroAmountCases } from "@litfolio/shared/euro-amount-cases";
import { messages } from "@litfolio/shared/messages";
import { workPackageApprovalBody, workPackageBody } from "@litfolio/shared/work-packages";
import type { FieldValues } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { schemaResolver } from "../../../components/form/schema-resolver";

const messageAt = async (
  schema: Parameters<typeof schemaResolver>[0],
  values: FieldValues,
  field: string,
) => {
  const result = await schemaResolver<FieldValues>(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return (result.errors[field] as { message?: string } | undefined)?.message;
};

describe("amounts in the work package form and the approve dialog", () => {
  it.each(euroAmountCases)("%j -> %j", async (typed, meaning) => {
    const expected = typeof meaning === "string" ? meaning : undefined;
    expect(await messageAt(workPackageBody, { totalAmount: typed }, "totalAmount")).toBe(expected);
    const approval = { status: "APPROVED", comments: "ok", amountApproved: typed, version: 1 };
    // A blank approved amount is "required" (SPEC 5.8), a wrong one the amount's message.
    const approvalMessage = await messageAt(workPackageApprovalBody, approval, "amountApproved");
    expect(approvalMessage).toBe(typed === "" ? messages.required : expected);
    if (typeof meaning === "number") {
      const tidied = tidyDutchNumber(typed, euroAmountRule);
      expect(requiredCentsField(euroAmountRule).parse(tidied)).toBe(meaning);
    }
  });
});
