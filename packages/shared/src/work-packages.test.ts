import { describe, expect, it } from "vitest";
import { messages } from "./messages";
import { workPackageApprovalBody, workPackageTimeline } from "./work-packages";

const person = (id: number) => ({
  id,
  firstName: "A",
  lastName: `B${id}`,
  emailAddress: `${id}@example.com`,
});

describe("workPackageTimeline", () => {
  it("puts created, modified, rejected and approved in date order", () => {
    const events = workPackageTimeline(
      {
        createdDate: "2027-01-01T09:00:00.000Z",
        createdBy: person(1),
        lastModifiedDate: "2027-01-03T09:00:00.000Z",
        lastModifiedBy: person(1),
      },
      [
        {
          id: 1,
          status: "NOT_APPROVED",
          amountApproved: null,
          comments: "no",
          createdBy: person(2),
          createdDate: "2027-01-02T09:00:00.000Z",
        },
        {
          id: 2,
          status: "APPROVED",
          amountApproved: 5,
          comments: "ok",
          createdBy: person(2),
          createdDate: "2027-01-04T09:00:00.000Z",
        },
      ],
    );
    expect(events.map((event) => event.kind)).toEqual(["CREATED", "NOT_APPROVED", "MODIFIED", "APPROVED"]);
  });

  it("leaves MODIFIED out of a package never edited", () => {
    const events = workPackageTimeline(
      {
        createdDate: "2027-01-01T09:00:00.000Z",
        createdBy: null,
        lastModifiedDate: null,
        lastModifiedBy: null,
      },
      [],
    );
    expect(events.map((event) => event.kind)).toEqual(["CREATED"]);
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
    expect(issues({ status: "APPROVED", comments: "ok", amountApproved: "0", version: 1 })).toEqual([
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
  });
});
