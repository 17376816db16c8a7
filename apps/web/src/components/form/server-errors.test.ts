import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { type AlertMessage, subscribeToAlerts } from "../../lib/alerts";
import { ApiError } from "../../lib/api";
import { announceConflict, showServerErrors } from "./server-errors";

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

describe("a 409 taken over from the global handler", () => {
  it("is announced with the server's message; other failures are not announced here", () => {
    const shown: AlertMessage[] = [];
    const unsubscribe = subscribeToAlerts((alert) => shown.push(alert));
    const conflict = { status: 409, code: "CONFLICT" as const, message: messages.conflict, subErrors: [] };
    announceConflict(new ApiError(409, conflict));
    announceConflict(refused);
    unsubscribe();
    expect(shown.map((alert) => [alert.severity, alert.message])).toEqual([["error", messages.conflict]]);
  });
});
