import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api";
import { activationFailureMessage, authenticateUrl, readActivationRequest } from "./connect-activation";

describe("authenticateUrl", () => {
  it("carries the redirect address encoded as one query value", () => {
    expect(authenticateUrl("https://litfolio.example.com/?a=1&b=2")).toBe(
      "/api/dbbw/collaborate/authenticate?redirectUrl=https%3A%2F%2Flitfolio.example.com%2F%3Fa%3D1%26b%3D2",
    );
  });
});

describe("readActivationRequest", () => {
  it("is null without a code", () => {
    expect(readActivationRequest(new URLSearchParams(""))).toBeNull();
    expect(readActivationRequest(new URLSearchParams("state=abc"))).toBeNull();
    expect(readActivationRequest(new URLSearchParams("code="))).toBeNull();
  });

  it("reads the code and the state", () => {
    expect(readActivationRequest(new URLSearchParams("code=c0de&state=st4te"))).toEqual({
      code: "c0de",
      query: { code: "c0de", state: "st4te" },
    });
  });

  it("has no query to send when the state is missing or blank", () => {
    expect(readActivationRequest(new URLSearchParams("code=c0de"))).toEqual({ code: "c0de", query: null });
    expect(readActivationRequest(new URLSearchParams("code=c0de&state=%20"))).toEqual({
      code: "c0de",
      query: null,
    });
  });
});

describe("activationFailureMessage", () => {
  const refusal = (status: number, message?: string) =>
    new ApiError(status, message ? { status, code: "VALIDATION_FAILED", message, subErrors: [] } : null);

  it("is the server's reason for a refusal the page handles", () => {
    expect(activationFailureMessage(refusal(400, messages.connectStateMismatch))).toBe(
      messages.connectStateMismatch,
    );
    expect(activationFailureMessage(refusal(503, messages.connectUnreachable))).toBe(
      messages.connectUnreachable,
    );
  });

  it("falls back to the generic text when the refusal has no message", () => {
    expect(activationFailureMessage(refusal(409))).toBe(messages.somethingWrong);
  });

  it("is null when the global handling has spoken (401, 500, no answer) or for other errors", () => {
    expect(activationFailureMessage(refusal(401, "Session expired"))).toBeNull();
    expect(activationFailureMessage(refusal(500, "Boom"))).toBeNull();
    expect(activationFailureMessage(refusal(0))).toBeNull();
    expect(activationFailureMessage(new Error("plain"))).toBeNull();
  });
});
