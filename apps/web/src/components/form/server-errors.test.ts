import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { showServerErrors } from "./server-errors";

const refused = new ApiError(400, {
  status: 400,
  code: "VALIDATION_FAILED",
  message: messages.formInvalid,
  subErrors: [
    { field: "grantedCosts.principalAmount.currency", message: messages.currency },
    { field: "name", message: messages.required },
    { field: "version", message: messages.required },
  ],
});

/** The fields a refused save marks, with their messages. */
function marked(fields: Parameters<typeof showServerErrors>[2]) {
  const set: [string, string | undefined][] = [];
  showServerErrors(refused, (field, error) => set.push([field, error.message]), fields);
  return set;
}

describe("the server's field messages in a form", () => {
  it("go to the form's fields and to paths inside them, not to what the form does not hold", () => {
    expect(marked(["grantedCosts", "name"])).toEqual([
      ["grantedCosts.principalAmount.currency", messages.currency],
      ["name", messages.required],
    ]);
  });

  it("go where a form's own test puts them", () => {
    expect(marked((field) => field === "version")).toEqual([["version", messages.required]]);
  });
});
