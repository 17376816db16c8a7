// Deadlines on court working days through HTTP (issue 18): the proposal of the following steps'
// deadlines from the template durations (moved past weekends, public holidays and the jurisdiction's
// court vacations, with the reason; months for estimated steps), the working-day check behind the
// step dialog's warning, a tracking created with the accepted deadlines, and their refusals.
import type { DeadlineProposal, WorkingDayCheck } from "@litfolio/shared/deadlines";
import { messages } from "@litfolio/shared/messages";
import type { Template, Tracking } from "@litfolio/shared/tracking";
import { describe, expect, it } from "vitest";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createProceeding, signedInParticipant } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

const templateSteps = [
  { title: "Writ of summons served", averageDuration: "P1M" },
  { title: "Statement of defence", averageDuration: "P14D" },
  { title: "Reply", averageDuration: "P3M" },
  { title: "Hearing", averageDuration: "P2M", estimateDeadline: true, courtHearing: true },
  { title: "Judgement", averageDuration: "P1D" },
];

/** A Spanish proceeding whose jurisdiction has the August vacation, and a template of five steps. */
async function setup() {
  const { matter } = await adminMatter();
  const spain = await createCategory(db(), matter.id, { code: "ESP", name: "Spain" });
  const holland = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const saved = await call("PUT", `matters/${matter.id}/courtcalendar`, {
    defaultCountry: "NLD",
    vacations: [{ category: { id: spain.id }, from: "01-08", to: "31-08", label: "August" }],
    version: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const created = await call("POST", `matters/${matter.id}/tracking/templates`, {
    category: { id: spain.id },
    proceduralSteps: templateSteps,
  });
  expect(created.statusCode, created.body).toBe(200);
  const template = created.json() as Template;
  const proceeding = await createProceeding(db(), matter.id, spain.id);
  const path = `matters/${matter.id}/proceedings/${proceeding.id}/tracking`;
  return { matter, spain, holland, template, proceeding, path };
}

/** The template's steps as the tracking form sends them, the first with `deadline`. */
const withFirstDeadline = (template: Template, deadline: string) =>
  template.proceduralSteps.map((step, index) => ({
    ...step,
    id: null,
    deadline: index === 0 ? deadline : null,
  }));

describe("dbbw/matters/{m}/proceedings/{p}/tracking/proposal", () => {
  it("proposes the following deadlines on working days, saying why a date moved, months for estimates", async () => {
    const { template, path } = await setup();
    const answer = await call("POST", `${path}/proposal`, {
      proceduralSteps: withFirstDeadline(template, "2027-07-15"),
      from: 0,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      country: { code: "ESP", name: "Spain" },
      proposals: [
        // 15 August: the Spanish court vacation, then Wednesday 1 September.
        {
          position: 1,
          deadline: "2027-09-01",
          estimateDeadline: false,
          moved: "moved from 15-08-2027: court vacation (August)",
        },
        { position: 2, deadline: "2027-09-15", estimateDeadline: false, moved: null },
        // The template marks the hearing as an estimate: a month, and every step after it too.
        { position: 3, deadline: "2027-12", estimateDeadline: true, moved: null },
        { position: 4, deadline: "2028-02", estimateDeadline: true, moved: null },
      ],
    } satisfies DeadlineProposal);
  });

  it("proposes from any step whose deadline was set, and stops at a step without a duration", async () => {
    const { template, path } = await setup();
    const steps = withFirstDeadline(template, "").map((step, index) => ({
      ...step,
      deadline: index === 1 ? "2027-12-10" : null,
      averageDuration: index === 2 ? null : step.averageDuration,
    }));
    const answer = await call("POST", `${path}/proposal`, { proceduralSteps: steps, from: 1 });
    // 10 + 14 days = Friday 24 December 2027; Christmas is not a Spanish court vacation here, 24 December is no holiday.
    expect((answer.json() as DeadlineProposal).proposals).toEqual([
      { position: 2, deadline: "2027-12-24", estimateDeadline: false, moved: null },
    ]);
  });

  it("refuses a step that has no deadline to start from, or is not in the list", async () => {
    const { template, path } = await setup();
    const noDeadline = await call("POST", `${path}/proposal`, {
      proceduralSteps: withFirstDeadline(template, ""),
      from: 0,
    });
    expect(noDeadline.statusCode).toBe(400);
    expect(noDeadline.json().subErrors).toEqual([
      { field: "proceduralSteps.0.deadline", message: messages.proposalAnchorDeadline },
    ]);
    const outside = await call("POST", `${path}/proposal`, {
      proceduralSteps: withFirstDeadline(template, "2027-07-15"),
      from: 9,
    });
    expect(outside.json().subErrors).toEqual([{ field: "from", message: messages.proposalAnchor }]);
    for (const junk of [{}, { proceduralSteps: "steps", from: 0 }, { proceduralSteps: [], from: "0" }]) {
      expect((await call("POST", `${path}/proposal`, junk)).statusCode).toBe(400);
    }
  });

  it("answers 404 for a proceeding outside a local counsel's jurisdictions", async () => {
    const { matter, holland, template, path } = await setup();
    const counsel = await signedInParticipant(db(), matter.id, "LOCAL_COUNSEL", [holland.id]);
    const body = { proceduralSteps: withFirstDeadline(template, "2027-07-15"), from: 0 };
    expect((await call("POST", `${path}/proposal`, body, counsel.cookie)).statusCode).toBe(404);
    expect(
      (await call("GET", `${path}/workingday?date=2027-08-02`, undefined, counsel.cookie)).statusCode,
    ).toBe(404);
  });
});

describe("dbbw/matters/{m}/proceedings/{p}/tracking/workingday", () => {
  it("names why a day is not a working day of the proceeding's jurisdiction, and the next one", async () => {
    const { matter, holland, path } = await setup();
    const check = async (requestPath: string, date: string) =>
      (await call("GET", `${requestPath}/workingday?date=${date}`)).json() as WorkingDayCheck;
    expect(await check(path, "2027-08-16")).toEqual({
      date: "2027-08-16",
      nonWorking: "court vacation (August)",
      nextWorkingDay: "2027-09-01",
    });
    expect(await check(path, "2027-09-01")).toEqual({
      date: "2027-09-01",
      nonWorking: null,
      nextWorkingDay: "2027-09-01",
    });
    const dutch = await createProceeding(db(), matter.id, holland.id);
    const dutchPath = `matters/${matter.id}/proceedings/${dutch.id}/tracking`;
    expect(await check(dutchPath, "2027-04-27")).toMatchObject({
      nonWorking: "King's Day",
      nextWorkingDay: "2027-04-28",
    });
    const bad = await call("GET", `${path}/workingday?date=27-04-2027`);
    expect(bad.statusCode).toBe(400);
    expect((await call("GET", `${path}/workingday`)).statusCode).toBe(400);
  });
});

describe("POST dbbw/matters/{m}/proceedings/{p}/tracking with the accepted deadlines", () => {
  const deadlines = [
    { deadline: "2027-07-15" },
    { deadline: "2027-09-01" },
    { deadline: "2027-09-15" },
    { deadline: "2027-12", estimateDeadline: true },
    { deadline: null },
  ];

  it("creates the tracking with them, keeping the template's estimate marks", async () => {
    const { template, path } = await setup();
    const created = await call("POST", path, { templateId: template.id, deadlines });
    expect(created.statusCode, created.body).toBe(200);
    const steps = (created.json() as Tracking).proceduralSteps;
    expect(steps.map((step) => [step.deadline, step.estimateDeadline])).toEqual([
      ["2027-07-15", false],
      ["2027-09-01", false],
      ["2027-09-15", false],
      ["2027-12", true],
      [null, false],
    ]);
  });

  it("refuses deadlines that do not match the template, are out of order or are not dates", async () => {
    const { template, path } = await setup();
    const short = await call("POST", path, { templateId: template.id, deadlines: deadlines.slice(0, 2) });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(messages.deadlinesMismatch);
    const blank = await call("POST", path, { templateId: null, deadlines });
    expect(blank.json().message).toBe(messages.deadlinesMismatch);
    const disorder = await call("POST", path, {
      templateId: template.id,
      deadlines: [{ deadline: "2027-09-15" }, { deadline: "2027-09-01" }, {}, {}, {}],
    });
    expect(disorder.json().subErrors).toEqual([
      { field: "deadlines.1.deadline", message: messages.stepDeadlinesConflict },
    ]);
    const typo = await call("POST", path, {
      templateId: template.id,
      deadlines: [{ deadline: "15-07-2027" }],
    });
    expect(typo.json().subErrors).toEqual([{ field: "deadlines.0.deadline", message: messages.date }]);
    // Nothing was created by the refusals.
    expect((await call("GET", `${path}/available`)).json().trackingId).toBeNull();
  });
});
