import { messages } from "@litfolio/shared/messages";
import { describe, expect, it, vi } from "vitest";
import { discardQuestion, leaveUnlessKept } from "./unsaved-changes";

describe("leaving a form", () => {
  it("leaves a clean form at once, without asking", async () => {
    const ask = vi.fn(async () => false);
    const leave = vi.fn();
    await leaveUnlessKept(false, ask, leave);
    expect(ask).not.toHaveBeenCalled();
    expect(leave).toHaveBeenCalledOnce();
  });

  it("asks first when the form holds unsaved input, and stays on Keep editing", async () => {
    const ask = vi.fn(async () => false);
    const leave = vi.fn();
    await leaveUnlessKept(true, ask, leave);
    expect(ask).toHaveBeenCalledOnce();
    expect(leave).not.toHaveBeenCalled();
  });

  it("leaves a form with unsaved input on Discard", async () => {
    const leave = vi.fn();
    await leaveUnlessKept(true, async () => true, leave);
    expect(leave).toHaveBeenCalledOnce();
  });

  it("asks with Keep editing focused and Discard as the answer that loses the input", () => {
    expect(discardQuestion(messages.unsavedChangesInForm)).toEqual({
      title: "Discard unsaved changes?",
      message: "You have unsaved changes. Do you want to close this form and lose them?",
      yes: "Discard",
      no: "Keep editing",
      focusNo: true,
    });
  });
});
