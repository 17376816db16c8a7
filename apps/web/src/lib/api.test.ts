import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { apiUrl, globalAlertFor } from "./api";

const body = (message: string, subErrors: { field: string; message: string }[] = []) => ({
  status: 400,
  code: "VALIDATION_FAILED" as const,
  message,
  subErrors,
});

describe("global response handling (SPEC 8.1)", () => {
  it("shows a 400's message followed by its sub-errors, one per line", () => {
    const alert = globalAlertFor(
      400,
      body(messages.formInvalid, [
        { field: "firstName", message: messages.required },
        { field: "emailAddress", message: messages.emailInvalid },
      ]),
    );
    expect(alert.message).toBe(`${messages.formInvalid}<br>${messages.required}<br>${messages.emailInvalid}`);
    expect(globalAlertFor(400, null).message).toBe(messages.somethingWrong);
  });

  it("asks to contact support on a 500 and keeps that message 40 seconds", () => {
    const alert = globalAlertFor(500, body("Request abc failed"), {
      support: { email: "help@firm.example", phone: "+31 20 1" },
    });
    expect(alert.message).toBe(
      `An unexpected error occurred: Request abc failed<br>${messages.contactSupport("help@firm.example", "+31 20 1")}`,
    );
    expect(alert.durationMs).toBe(40_000);
  });

  it.each([
    [401, messages.sessionExpired],
    [503, messages.serviceUnavailable],
    [409, messages.somethingWrong],
    [0, messages.noResponse],
  ])("status %i shows %j", (status, message) => {
    expect(globalAlertFor(status, null).message).toBe(message);
  });

  it.each([403, 404, 409, 413, 415, 429])(
    "a refused save or delete (%i) shows the server's reason; a read keeps SPEC 8.1's text",
    (status) => {
      const reason = { ...body(messages.activityHasApprovedDocument), status, code: "CONFLICT" as const };
      expect(globalAlertFor(status, reason, { write: true }).message).toBe(
        messages.activityHasApprovedDocument,
      );
      expect(globalAlertFor(status, reason).message).toBe(messages.somethingWrong);
      // Without a message there is nothing better to say.
      expect(globalAlertFor(status, null, { write: true }).message).toBe(messages.somethingWrong);
    },
  );
});

describe("apiUrl", () => {
  it("puts calls under /api/ and leaves empty query values out", () => {
    expect(
      apiUrl("admin/users", { page: 0, size: 15, sort: undefined, emailAddress: "", showDeleted: false }),
    ).toBe("/api/admin/users?page=0&size=15&showDeleted=false");
  });
});
