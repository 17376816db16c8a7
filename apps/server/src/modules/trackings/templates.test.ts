// Templates through HTTP (SPEC 2.3 "Templates", 3, 5.9, 7.5, 8.2): create with ordered steps and
// durations (weeks stored as days), one template per category (also when two race), the list paged,
// sorted and filtered, edit with versions (reorder, insert, delete steps), delete, the look-up by
// category code, and ids of another matter or of a tracking.
import { messages } from "@litfolio/shared/messages";
import type { Template } from "@litfolio/shared/tracking";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { trackings } from "../../db/schema/tracking";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createMatter, createProceeding, createTracking } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const netherlands = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const spain = await createCategory(db(), matter.id, { code: "ESP", name: "Spain" });
  return { matter, netherlands, spain, path: `matters/${matter.id}/tracking/templates` };
}

const dutchSteps = [
  { title: "Writ of summons served", averageDuration: "P6W" },
  { title: "Statement of defence", averageDuration: "P2W", courtHearing: false, clientDeadline: false },
  {
    title: "Oral hearing",
    averageDuration: "P3M",
    courtHearing: true,
    description: "Mondelinge behandeling",
  },
  { title: "Judgement", averageDuration: "P0D" },
];

describe("dbbw/matters/{m}/tracking/templates", () => {
  it("creates a template with its steps in order, weeks stored as days, and reads it back", async () => {
    const { path, netherlands, matter } = await setup();
    const response = await call("POST", path, {
      category: { id: netherlands.id },
      proceduralSteps: dutchSteps,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as Template & { message: string };
    expect(saved).toMatchObject({
      message: messages.templateSaved,
      template: true,
      category: { id: netherlands.id, code: "NLD", name: "Netherlands", type: "jurisdiction" },
      matter: { id: matter.id, name: matter.name },
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
      version: 1,
    });
    expect(
      saved.proceduralSteps.map((step) => [step.title, step.averageDuration, step.nextStepDuration]),
    ).toEqual([
      ["Writ of summons served", "P42D", "P42D"],
      ["Statement of defence", "P14D", "P14D"],
      ["Oral hearing", "P3M", "P3M"],
      ["Judgement", "P0D", null],
    ]);
    expect(saved.proceduralSteps[1]).toMatchObject({
      clientDeadline: false,
      courtHearing: false,
      deadline: null,
    });
    expect(saved.proceduralSteps[2]).toMatchObject({
      courtHearing: true,
      clientDeadline: true,
      description: "Mondelinge behandeling",
      missedDeadline: false,
      attachedDocuments: { totalElements: 0, items: [], permissions: ["READ", "DELETE"] },
    });
    const read = await call("GET", `${path}/${saved.id}`);
    expect(read.json()).toEqual({ ...saved, message: undefined, proceduralSteps: saved.proceduralSteps });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(saved.id)));
    expect(entry).toMatchObject({ entity: "template", action: "create" });
  });

  it("needs a category, a title and a duration on every step, with the field messages", async () => {
    const { path } = await setup();
    const response = await call("POST", path, { proceduralSteps: [{ title: "", averageDuration: "P1H" }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.formInvalid,
      subErrors: expect.arrayContaining([
        { field: "category", message: messages.required },
        { field: "proceduralSteps.0.title", message: messages.required },
        { field: "proceduralSteps.0.averageDuration", message: messages.durationIso },
      ]),
    });
    const noDuration = await call("POST", path, {
      category: { id: 1 },
      proceduralSteps: [{ title: "Writ" }],
    });
    expect(noDuration.json().subErrors).toEqual([
      { field: "proceduralSteps.0.averageDuration", message: messages.required },
    ]);
  });

  it("keeps one template per category, also when two are created at once", async () => {
    const { path, netherlands, matter } = await setup();
    const body = { category: { id: netherlands.id }, proceduralSteps: dutchSteps };
    const answers = await Promise.all([call("POST", path, body), call("POST", path, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    expect(refused?.json().subErrors).toEqual([{ field: "category.id", message: messages.templateExists }]);
    const stored = await db().select().from(trackings).where(eq(trackings.matterId, matter.id));
    expect(stored).toHaveLength(1);
  });

  it("answers 404 for a category of another matter", async () => {
    const { path } = await setup();
    const elsewhere = await createMatter(db());
    const theirs = await createCategory(db(), elsewhere.id);
    const response = await call("POST", path, { category: { id: theirs.id }, proceduralSteps: dutchSteps });
    expect(response.statusCode).toBe(404);
  });

  it("saves a reordered list with an inserted and a removed step, keeping the ids it names", async () => {
    const { path, netherlands, spain } = await setup();
    const created = (
      await call("POST", path, { category: { id: netherlands.id }, proceduralSteps: dutchSteps })
    ).json();
    const [writ, defence, hearing, judgement] = created.proceduralSteps;
    const body = {
      category: { id: spain.id },
      proceduralSteps: [
        { ...defence, averageDuration: "P3W" },
        { title: "Reply", averageDuration: "P1M" },
        { ...writ },
        { ...judgement },
      ],
      version: created.version,
    };
    const saved = await call("PUT", `${path}/${created.id}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const template = saved.json() as Template;
    expect(template.category.code).toBe("ESP");
    expect(template.version).toBe(2);
    expect(
      template.proceduralSteps.map((step) => [step.id === defence.id, step.title, step.averageDuration]),
    ).toEqual([
      [true, "Statement of defence", "P21D"],
      [false, "Reply", "P1M"],
      [false, "Writ of summons served", "P42D"],
      [false, "Judgement", "P0D"],
    ]);
    expect(template.proceduralSteps.map((step) => step.id)).not.toContain(hearing.id);
    const stale = await call("PUT", `${path}/${created.id}`, body);
    expect(stale.statusCode).toBe(409);
  });

  it("refuses a step id that is not the template's, and the same step twice, saving nothing", async () => {
    const { path, netherlands } = await setup();
    const created = (
      await call("POST", path, { category: { id: netherlands.id }, proceduralSteps: dutchSteps })
    ).json();
    const [writ] = created.proceduralSteps;
    const foreign = await call("PUT", `${path}/${created.id}`, {
      category: { id: netherlands.id },
      proceduralSteps: [{ ...writ, id: 2_000_000 }],
      version: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const twice = await call("PUT", `${path}/${created.id}`, {
      category: { id: netherlands.id },
      proceduralSteps: [writ, writ],
      version: 1,
    });
    expect(twice.json().subErrors).toEqual([{ field: "proceduralSteps", message: messages.stepTwice }]);
    expect((await call("GET", `${path}/${created.id}`)).json().proceduralSteps).toHaveLength(4);
  });

  it("lists templates by category, paged, sorted and filtered", async () => {
    const { path, netherlands, spain } = await setup();
    await call("POST", path, { category: { id: spain.id }, proceduralSteps: dutchSteps.slice(0, 2) });
    await call("POST", path, { category: { id: netherlands.id }, proceduralSteps: dutchSteps });
    const list = (await call("GET", path)).json();
    expect(list.totalElements).toBe(2);
    expect(list.permissions).toEqual(["CREATE", "READ", "WRITE", "DELETE"]);
    expect(
      list.items.map((item: { category: { code: string }; steps: number }) => [
        item.category.code,
        item.steps,
      ]),
    ).toEqual([
      ["NLD", 4],
      ["ESP", 2],
    ]);
    const bySteps = (await call("GET", `${path}?sort=steps,asc&size=1`)).json();
    expect(bySteps).toMatchObject({ totalElements: 2, items: [{ category: { code: "ESP" } }] });
    const filtered = (await call("GET", `${path}?query=spa`)).json();
    expect(filtered.items.map((item: { category: { code: string } }) => item.category.code)).toEqual(["ESP"]);
    expect((await call("GET", `${path}?sort=title,asc`)).statusCode).toBe(400);
  });

  it("finds the template of a category code, and deletes templates only", async () => {
    const { path, netherlands, matter } = await setup();
    const created = (
      await call("POST", path, { category: { id: netherlands.id }, proceduralSteps: dutchSteps })
    ).json();
    expect((await call("GET", `${path}/available/NLD`)).json()).toEqual({ trackingId: created.id });
    expect((await call("GET", `${path}/available/ESP`)).json()).toEqual({ trackingId: null });
    const proceeding = await createProceeding(db(), matter.id, netherlands.id);
    const { tracking } = await createTracking(db(), matter.id, { proceedingId: proceeding.id });
    expect((await call("DELETE", `matters/${matter.id}/tracking/${tracking.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${path}/${tracking.id}`)).statusCode).toBe(404);
    const deleted = await call("DELETE", `matters/${matter.id}/tracking/${created.id}`);
    expect(deleted.json()).toEqual({ message: messages.templateDeleted });
    expect((await call("GET", `${path}/${created.id}`)).statusCode).toBe(404);
    expect((await call("GET", `${path}/available/NLD`)).json()).toEqual({ trackingId: null });
  });
});
