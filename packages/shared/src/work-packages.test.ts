import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import {
  changesSinceLastDecision,
  type WorkPackageChange,
  workPackageApprovalBody,
  workPackageTimeline,
} from "./work-packages";

const person = (id: number) => ({
  id,
  firstName: "A",
  lastName: `B${id}`,
  emailAddress: `${id}@example.com`,
});

const approval = (id: number, status: "APPROVED" | "NOT_APPROVED", createdDate: string) => ({
  id,
  status,
  amountApproved: status === "APPROVED" ? 5 : null,
  comments: "",
  createdBy: person(2),
  createdDate,
});

const edit = (date: string, changes: WorkPackageChange[]) => ({ date, by: person(3), changes });

describe("workPackageTimeline", () => {
  it("puts created, each edit with its changes, rejected and approved in date order, each by its actor", () => {
    const hours: WorkPackageChange = { field: "numberHoursExpected", old: "120", new: "90" };
    const events = workPackageTimeline(
      { createdDate: "2027-01-01T09:00:00.000Z", createdBy: person(1) },
      [
        approval(1, "NOT_APPROVED", "2027-01-02T09:00:00.000Z"),
        approval(2, "APPROVED", "2027-01-05T09:00:00.000Z"),
      ],
      [edit("2027-01-03T09:00:00.000Z", [hours]), edit("2027-01-04T09:00:00.000Z", [])],
    );
    expect(events.map((event) => [event.kind, event.by?.id, event.changes])).toEqual([
      ["CREATED", 1, []],
      ["NOT_APPROVED", 2, []],
      ["MODIFIED", 3, [hours]],
      ["MODIFIED", 3, []],
      ["APPROVED", 2, []],
    ]);
  });

  it("holds only CREATED for a package never edited nor decided", () => {
    const events = workPackageTimeline({ createdDate: "2027-01-01T09:00:00.000Z", createdBy: null }, [], []);
    expect(events.map((event) => event.kind)).toEqual(["CREATED"]);
  });
});

describe("changesSinceLastDecision", () => {
  const amount = (old: number, next: number): WorkPackageChange => ({ field: "totalAmount", old, new: next });
  const title = (old: string, next: string): WorkPackageChange => ({ field: "title", old, new: next });

  it("is nothing before the first decision", () => {
    expect(changesSinceLastDecision([], [edit("2027-01-03T09:00:00.000Z", [amount(1, 2)])])).toEqual([]);
  });

  it("merges the edits after the last decision per field, from its value then to its value now", () => {
    const rejected = [approval(1, "NOT_APPROVED", "2027-01-02T09:00:00.000Z")];
    const edits = [
      edit("2027-01-01T10:00:00.000Z", [title("A", "B")]),
      edit("2027-01-03T09:00:00.000Z", [amount(12_500, 11_000), title("B", "C")]),
      edit("2027-01-04T09:00:00.000Z", [amount(11_000, 10_000), title("C", "B")]),
    ];
    // The title went B -> C -> B: nothing to see. The edit before the rejection was decided on.
    expect(changesSinceLastDecision(rejected, edits)).toEqual([amount(12_500, 10_000)]);
  });
});

describe("workPackageApprovalBody", () => {
  const issues = (body: object) => {
    const result = workPackageApprovalBody.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("needs an amount to approve, none to reject (a blank field is none), and comments always", () => {
    expect(issues({ status: "APPROVED", comments: "ok", amountApproved: "", version: 1 })).toEqual([
      ["amountApproved", messages.required],
    ]);
    expect(issues({ status: "NOT_APPROVED", comments: "no", amountApproved: "", version: 1 })).toEqual([]);
    expect(issues({ status: "APPROVED", comments: "ok", amountApproved: "-1", version: 1 })).toEqual([
      ["amountApproved", messages.positiveNumber],
    ]);
    expect(issues({ status: "NOT_APPROVED", comments: "", version: 1 })).toEqual([
      ["comments", messages.required],
    ]);
    expect(
      workPackageApprovalBody.parse({
        status: "NOT_APPROVED",
        comments: "no",
        amountApproved: "5",
        version: 1,
      }),
    ).toMatchObject({ amountApproved: null });
    expect(
      workPackageApprovalBody.parse({
        status: "APPROVED",
        comments: "ok",
        amountApproved: "10.000,50",
        version: 1,
      }),
    ).toMatchObject({ amountApproved: 1_000_050 });
  });
});
