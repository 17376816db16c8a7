// The refusal to delete a step that activities point to (SPEC 5.9): its message names the step's
// number and title. Activities arrive with their own issue; the rule is checked on the counts here.
import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import type { StepRow } from "./queries";
import { activityLinkProblem } from "./service";

const step = (id: number, position: number, title: string) => ({ id, position, title }) as StepRow;

describe("activityLinkProblem", () => {
  it("names the first removed step with activities, numbered from 1", () => {
    const removed = [step(7, 0, "Writ"), step(9, 3, "Oral hearing")];
    expect(activityLinkProblem(removed, new Map([[9, 2]]))).toBe(
      messages.stepLinkedToActivities(4, "Oral hearing"),
    );
    expect(messages.stepLinkedToActivities(4, "Oral hearing")).toBe(
      "This procedural step (4. Oral hearing) is linked to one or more activities. Delete or change the procedural step in the activity and try again.",
    );
  });

  it("has nothing to say when no removed step has activities", () => {
    expect(activityLinkProblem([step(7, 0, "Writ")], new Map([[8, 1]]))).toBeNull();
  });
});
