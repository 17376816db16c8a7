// Work packages through HTTP (SPEC 2.3 "Work packages", 3, 4, 5.8, 7.7; DECISIONS): create with the
// matter's next number (unique under concurrent creates, never reused), the limits and messages of
// SPEC 5.8, the list's paging and sorting, edits with the version (a rejected package goes back to
// Pending approval), approvals and rejections by active clients with their e-mails and history, what
// an approval locks, "own" for local counsel, and nothing at all for EXTERNAL_READ_ONLY.
import { euroAmountCases } from "@litfolio/shared/euro-amount-cases";
import { messages } from "@litfolio/shared/messages";
import type { ParticipationRole } from "@litfolio/shared/permissions";
import type { TimelineEvent, WorkPackage } from "@litfolio/shared/work-packages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { workPackageApprovals, workPackages } from "../../db/schema/work-packages";
import { dbbwTestFile } from "../../test/dbbw";
import { createWorkPackage, signedInParticipant, workPackageBody } from "../../test/factories";
import { waitForMail } from "../../test/harness";

const { db, call, state, adminMatter } = dbbwTestFile();

const body = (overrides: Record<string, unknown> = {}) => ({
  ...workPackageBody(state.user.id),
  ...overrides,
});

async function setup() {
  const { matter } = await adminMatter();
  return { matter, path: `matters/${matter.id}/workpackage` };
}

const participant = (matterId: number, role: ParticipationRole) => signedInParticipant(db(), matterId, role);

describe("dbbw/matters/{m}/workpackage: one package", () => {
  it("creates a package with the next number, answers every field and lists it", async () => {
    const { path, matter } = await setup();
    const response = await call("POST", path, body({ notesAmount: "Fixed fee", assumptions: "Data by May" }));
    expect(response.statusCode, response.body).toBe(200);
    const created: WorkPackage & { message: string } = response.json();
    expect(created).toMatchObject({
      message: messages.workPackageSaved,
      id: { matterId: matter.id, number: 1 },
      title: "Expert report on pass-on in Spain",
      totalAmount: 48_000,
      numberDafTrucks: "1.200",
      freeEarnersRole: "Partner and two associates",
      notesAmount: "Fixed fee",
      claimExposureAndImpact: null,
      status: { key: "SUBMITTED", value: "Pending approval" },
      createdBy: { id: state.user.id, emailAddress: state.user.emailAddress },
      assignee: { id: state.user.id },
      lastModifiedBy: null,
      lastModifiedDate: null,
      version: 1,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
    const second = (await call("POST", path, body({ title: "Second" }))).json();
    expect(second.id.number).toBe(2);
    const list = (await call("GET", `${path}?size=10`)).json();
    expect(list.totalElements).toBe(2);
    expect(list.items.map((item: WorkPackage) => item.id.number)).toEqual([2, 1]);
    expect(list.permissions).toEqual(["CREATE", "READ", "WRITE", "DELETE"]);
    expect((await call("GET", `${path}/1`)).json()).toEqual({ ...created, message: undefined });
  });

  it("gives unique numbers under concurrent creates and never reuses a deleted one", async () => {
    const { path } = await setup();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => call("POST", path, body({ title: `P${i}` }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.map((answer) => answer.json().id.number).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect((await call("DELETE", `${path}/8`)).json()).toEqual({ message: messages.workPackageDeleted });
    expect((await call("POST", path, body())).json().id.number).toBe(9);
  });

  it("applies SPEC 5.8's required fields, limits and the positive total amount", async () => {
    const { path } = await setup();
    const empty = await call("POST", path, {});
    expect(empty.statusCode).toBe(400);
    const fields = empty
      .json()
      .subErrors.map((error: { field: string }) => error.field)
      .sort();
    expect(fields).toEqual(
      [
        "assignee",
        "freeEarnersRole",
        "jurisdiction",
        "numberDafTrucks",
        "numberHoursExpected",
        "planning",
        "title",
        "totalAmount",
        "whyEssential",
        "workStream",
      ].sort(),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "x".repeat(101) }, "title", messages.tooLong(100)],
      [{ whyEssential: "x".repeat(1001) }, "whyEssential", messages.tooLong(1000)],
      [{ numberDafTrucks: "x".repeat(51) }, "numberDafTrucks", messages.tooLong(50)],
      [{ freeEarnersRole: "x".repeat(751) }, "freeEarnersRole", messages.tooLong(750)],
      [{ assumptions: "x".repeat(751) }, "assumptions", messages.tooLong(750)],
      [{ notesAmount: "x".repeat(101) }, "notesAmount", messages.tooLong(100)],
      [{ totalAmount: "1,234.56" }, "totalAmount", messages.positiveNumber],
      [{ totalAmount: "-5" }, "totalAmount", messages.positiveNumber],
      [{ totalAmount: 0.005 }, "totalAmount", messages.positiveNumber],
      [{ assignee: { id: 999_999 } }, "assignee", messages.notAnAssignee],
    ];
    for (const [change, field, message] of cases) {
      const response = await call("POST", path, body(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().subErrors, field).toEqual([{ field, message }]);
    }
    expect((await call("GET", path)).json().totalElements).toBe(0);
  });

  it("takes the total amount as typed in the Dutch format (the shared table), stores cents, answers EUR", async () => {
    const { path, matter } = await setup();
    for (const [typed, meaning] of euroAmountCases) {
      const response = await call("POST", path, body({ totalAmount: typed }));
      if (typeof meaning === "string") {
        expect(response.statusCode, typed).toBe(400);
        expect(response.json().subErrors, typed).toEqual([{ field: "totalAmount", message: meaning }]);
        continue;
      }
      expect(response.statusCode, typed).toBe(200);
      const created: WorkPackage = response.json();
      expect(created.totalAmount, typed).toBe(meaning / 100);
      const [stored] = await db()
        .select({ cents: workPackages.totalAmount })
        .from(workPackages)
        .where(eq(workPackages.matterId, matter.id))
        .orderBy(workPackages.number)
        .offset(created.id.number - 1);
      expect(stored?.cents, typed).toBe(meaning);
    }
    // A JSON number in EUR with up to two decimals; the answer round-trips through an edit unchanged.
    const sent = (await call("POST", path, body({ totalAmount: 12_500.5 }))).json();
    expect(sent.totalAmount).toBe(12_500.5);
    const { totalAmount, version } = sent;
    const edited = await call("PUT", `${path}/${sent.id.number}`, { ...body({ totalAmount }), version });
    expect(edited.json().totalAmount).toBe(12_500.5);
    const edits = (await call("GET", `${path}/${sent.id.number}/timeline`)).json();
    expect(edits.items.at(-1)).toMatchObject({ kind: "MODIFIED", changes: [] });
  });

  it("sorts and pages the list by any column", async () => {
    const { path, matter } = await setup();
    for (const [title, totalAmount] of [
      ["Bravo", 300],
      ["alpha", 100],
      ["Charlie", 200],
    ] as const) {
      await createWorkPackage(db(), matter.id, { title, totalAmount, createdBy: state.user.id });
    }
    const titles = async (query: string) =>
      (await call("GET", `${path}?${query}`)).json().items.map((item: WorkPackage) => item.title);
    expect(await titles("sort=title,asc")).toEqual(["alpha", "Bravo", "Charlie"]);
    expect(await titles("sort=totalAmount,desc")).toEqual(["Bravo", "Charlie", "alpha"]);
    expect(await titles("sort=number,asc&size=2&page=1")).toEqual(["Charlie"]);
    expect((await call("GET", `${path}?sort=password,asc`)).statusCode).toBe(400);
  });
});

describe("approval and rejection by the client", () => {
  it("a rejection, an edit back to Pending approval, then an approval of a smaller amount, with e-mails", async () => {
    const { path, matter } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    const lawyer = await participant(matter.id, "DB_LAWYER");
    const before = state.t.printedMails.length;
    const created = (await call("POST", path, body({ assignee: { id: lawyer.user.id } }))).json();
    const asked = await waitForMail(state.t, client.user.emailAddress, { after: before });
    expect(asked.subject).toContain("work package 1 submitted for your approval");
    expect(asked.text).toContain("EUR 48.000");
    expect(asked.text).toContain(`/matters/${matter.id}/workpackage/1`);

    const approvals = `${path}/1/approval`;
    const seen = (await call("GET", approvals, undefined, client.cookie)).json();
    expect(seen).toEqual({ items: [], permissions: ["CREATE", "READ"], changesSinceLastDecision: [] });
    const noComment = await call(
      "POST",
      approvals,
      { status: "NOT_APPROVED", comments: " ", version: 1 },
      client.cookie,
    );
    expect(noComment.json().subErrors).toEqual([{ field: "comments", message: messages.required }]);
    const noAmount = await call(
      "POST",
      approvals,
      { status: "APPROVED", comments: "ok", version: 1 },
      client.cookie,
    );
    expect(noAmount.json().subErrors).toEqual([{ field: "amountApproved", message: messages.required }]);
    const longComment = await call(
      "POST",
      approvals,
      { status: "NOT_APPROVED", comments: "x".repeat(751), version: 1 },
      client.cookie,
    );
    expect(longComment.json().subErrors).toEqual([{ field: "comments", message: messages.tooLong(750) }]);

    const afterCreate = state.t.printedMails.length;
    const rejected = await call(
      "POST",
      approvals,
      { status: "NOT_APPROVED", comments: "Too many hours for the report", version: 1 },
      client.cookie,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: messages.workPackageRejected,
      status: { key: "NOT_APPROVED", value: "Rejected" },
      version: 2,
    });
    for (const person of [state.user, lawyer.user]) {
      const told = await waitForMail(state.t, person.emailAddress, { after: afterCreate });
      expect(told.subject).toContain("work package 1 rejected");
      expect(told.text).toContain("Too many hours for the report");
    }

    // Deciding on a package as it was before a change is refused.
    const stale = await call(
      "POST",
      approvals,
      { status: "APPROVED", comments: "ok", amountApproved: 1, version: 1 },
      client.cookie,
    );
    expect(stale.statusCode).toBe(409);

    const beforeEdit = state.t.printedMails.length;
    const edited = await call(
      "PUT",
      `${path}/1`,
      { ...body({ numberHoursExpected: "90", totalAmount: "44.000,50" }), version: 2 },
      lawyer.cookie,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      status: { key: "SUBMITTED" },
      lastModifiedBy: { id: lawyer.user.id },
      version: 3,
    });
    expect((await waitForMail(state.t, client.user.emailAddress, { after: beforeEdit })).subject).toContain(
      "resubmitted",
    );

    // The approver sees what changed since the rejection, old -> new (the assignee by name).
    const name = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;
    const changes = [
      { field: "assignee", old: name(lawyer.user), new: name(state.user) },
      { field: "numberHoursExpected", old: "120", new: "90" },
      { field: "totalAmount", old: 48_000, new: 44_000.5 },
    ];
    expect((await call("GET", approvals, undefined, client.cookie)).json().changesSinceLastDecision).toEqual(
      changes,
    );
    for (const [typed, message] of [
      ["-1", messages.positiveNumber],
      ["12.5", messages.positiveNumber],
      ["12,505", messages.positiveNumber],
    ]) {
      const refused = await call(
        "POST",
        approvals,
        { status: "APPROVED", comments: "ok", amountApproved: typed, version: 3 },
        client.cookie,
      );
      expect(refused.statusCode, typed).toBe(400);
      expect(refused.json().subErrors, typed).toEqual([{ field: "amountApproved", message }]);
    }
    const beforeApproval = state.t.printedMails.length;
    const approved = await call(
      "POST",
      approvals,
      { status: "APPROVED", comments: "Approved for 90 hours", amountApproved: "40.000,25", version: 3 },
      client.cookie,
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const toldApproved = await waitForMail(state.t, state.user.emailAddress, { after: beforeApproval });
    expect(toldApproved.text).toContain("for EUR 40.000,25.");
    expect(approved.json()).toMatchObject({
      message: messages.workPackageApproved,
      status: { key: "APPROVED", value: "Approved" },
      // The last modification stays the lawyer's edit; the client reads packages.
      lastModifiedBy: { id: lawyer.user.id },
      permissions: ["READ"],
    });
    const history = (await call("GET", approvals)).json();
    expect(history.permissions).toEqual(["READ"]);
    expect(
      history.items.map((item: { status: string; amountApproved: number | null }) => [
        item.status,
        item.amountApproved,
      ]),
    ).toEqual([
      ["NOT_APPROVED", null],
      ["APPROVED", 40_000.25],
    ]);
    const [stored] = await db()
      .select({ cents: workPackageApprovals.amountApproved })
      .from(workPackageApprovals)
      .where(eq(workPackageApprovals.id, history.items[1].id));
    expect(stored?.cents).toBe(4_000_025);
    expect(history.items[1].createdBy).toMatchObject({ id: client.user.id });
    expect(created.createdDate <= history.items[0].createdDate).toBe(true);
    // Decided on: nothing has changed since.
    expect(history.changesSinceLastDecision).toEqual([]);

    // The timeline names who did each step: the creator, the approver (not the author), the editor.
    const timeline: { items: TimelineEvent[] } = (await call("GET", `${path}/1/timeline`)).json();
    expect(timeline.items.map((event) => [event.kind, event.by?.id, event.changes])).toEqual([
      ["CREATED", state.user.id, []],
      ["NOT_APPROVED", client.user.id, []],
      ["MODIFIED", lawyer.user.id, changes],
      ["APPROVED", client.user.id, []],
    ]);
  });

  it("an approved package can no longer be edited, deleted, approved or rejected (409)", async () => {
    const { path, matter } = await setup();
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    await call("POST", path, body());
    await call(
      "POST",
      `${path}/1/approval`,
      { status: "APPROVED", comments: "ok", amountApproved: 48_000, version: 1 },
      client.cookie,
    );
    const attempts = [
      await call("PUT", `${path}/1`, { ...body(), version: 2 }),
      await call("DELETE", `${path}/1`),
      await call(
        "POST",
        `${path}/1/approval`,
        { status: "NOT_APPROVED", comments: "no", version: 2 },
        client.cookie,
      ),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode).toBe(409);
      expect(attempt.json().message).toBe(messages.workPackageLocked);
    }
    expect((await call("GET", `${path}/1/approval`, undefined, client.cookie)).json().permissions).toEqual([
      "READ",
    ]);
  });

  it("only active clients and system administrators approve; others are refused", async () => {
    const { path, matter } = await setup();
    await call("POST", path, body());
    const decision = { status: "APPROVED", comments: "ok", amountApproved: 1, version: 1 };
    for (const role of ["ADMIN", "DB_LAWYER", "CLIENT_READ_ONLY"] as const) {
      const other = await participant(matter.id, role);
      expect((await call("POST", `${path}/1/approval`, decision, other.cookie)).statusCode, role).toBe(403);
    }
  });
});

describe("who sees and changes what", () => {
  it("local counsel create packages, and change only their own (created by or assigned to them)", async () => {
    const { path, matter } = await setup();
    const counsel = await participant(matter.id, "LOCAL_COUNSEL_SUPER_USER");
    await call("POST", path, body());
    const mine = (
      await call("POST", path, body({ assignee: { id: counsel.user.id } }), counsel.cookie)
    ).json();
    expect(mine.permissions).toEqual(["CREATE", "READ", "WRITE"]);
    const list = (await call("GET", path, undefined, counsel.cookie)).json();
    expect(list.items.map((item: WorkPackage) => [item.id.number, item.permissions])).toEqual([
      [2, ["CREATE", "READ", "WRITE"]],
      [1, ["CREATE", "READ"]],
    ]);
    expect((await call("PUT", `${path}/1`, { ...body(), version: 1 }, counsel.cookie)).statusCode).toBe(403);
    expect((await call("PUT", `${path}/2`, { ...body(), version: 1 }, counsel.cookie)).statusCode).toBe(200);
    // Their own packages' approvals only.
    expect((await call("GET", `${path}/1/approval`, undefined, counsel.cookie)).statusCode).toBe(404);
    expect((await call("GET", `${path}/2/approval`, undefined, counsel.cookie)).statusCode).toBe(200);
    // So the timeline of a package not theirs leaves its decisions out.
    const client = await participant(matter.id, "CLIENT_ACTIVE");
    await call(
      "POST",
      `${path}/1/approval`,
      { status: "NOT_APPROVED", comments: "no", version: 1 },
      client.cookie,
    );
    const kinds = async (cookie?: string) =>
      (await call("GET", `${path}/1/timeline`, undefined, cookie))
        .json()
        .items.map((event: TimelineEvent) => event.kind);
    expect(await kinds(counsel.cookie)).toEqual(["CREATED"]);
    expect(await kinds()).toEqual(["CREATED", "NOT_APPROVED"]);
    // A package assigned to them by someone else is theirs too.
    await call("POST", path, body({ assignee: { id: counsel.user.id } }));
    expect((await call("GET", `${path}/3`, undefined, counsel.cookie)).json().permissions).toContain("WRITE");
  });

  it("EXTERNAL_READ_ONLY gets 404 on every work package call", async () => {
    const { path, matter } = await setup();
    await call("POST", path, body());
    const observer = await participant(matter.id, "EXTERNAL_READ_ONLY");
    for (const [method, url] of [
      ["GET", path],
      ["GET", `${path}/1`],
      ["GET", `${path}/1/approval`],
      ["GET", `${path}/1/timeline`],
      ["GET", `${path}/assignees`],
    ] as const) {
      expect((await call(method, url, undefined, observer.cookie)).statusCode, url).toBe(404);
    }
  });

  it("answers the status catalogue", async () => {
    expect((await call("GET", "workpackagestatus")).json()).toEqual([
      { key: "SUBMITTED", value: "Pending approval" },
      { key: "APPROVED", value: "Approved" },
      { key: "NOT_APPROVED", value: "Rejected" },
    ]);
  });
});
