// A matter's court calendar through HTTP (issue 18): the defaults until saved, a whole save with the
// version read, the countries whose holidays count per jurisdiction and workstream, every refusal
// with its message and without a partial write, and who may change it (the matter's ADMIN).
import type { CourtCalendarSettings } from "@litfolio/shared/deadlines";
import { messages } from "@litfolio/shared/messages";
import { describe, expect, it } from "vitest";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createMatter, signedInParticipant } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const spain = await createCategory(db(), matter.id, { code: "ESP", name: "Spain" });
  const italy = await createCategory(db(), matter.id, { code: "ITA", name: "Italy" });
  const unknown = await createCategory(db(), matter.id, { code: "XKX", name: "Kosovo" });
  const workstream = await createCategory(db(), matter.id, {
    code: "PAS",
    name: "Pass-on",
    type: "workstream",
  });
  return { matter, spain, italy, unknown, workstream, path: `matters/${matter.id}/courtcalendar` };
}

const august = (categoryId: number) => ({
  category: { id: categoryId },
  from: "01-08",
  to: "31-08",
  label: "August",
});

describe("dbbw/matters/{m}/courtcalendar", () => {
  it("answers the defaults until saved: the Netherlands for workstreams and unknown codes, no vacations", async () => {
    const { path, spain, workstream, unknown } = await setup();
    const answer = await call("GET", path);
    expect(answer.statusCode).toBe(200);
    const calendar = answer.json() as CourtCalendarSettings;
    expect(calendar).toMatchObject({ defaultCountry: "NLD", version: 1 });
    expect(calendar.permissions).toContain("ADMIN");
    const countries = Object.fromEntries(calendar.categories.map((row) => [row.category.id, row.country]));
    expect(countries).toMatchObject({ [spain.id]: "ESP", [workstream.id]: "NLD", [unknown.id]: "NLD" });
    expect(calendar.categories.every((row) => row.vacations.length === 0)).toBe(true);
  });

  it("saves the whole calendar with the version read, and refuses a stale version", async () => {
    const { path, spain, italy, workstream } = await setup();
    const body = {
      defaultCountry: "DEU",
      vacations: [
        august(spain.id),
        { category: { id: italy.id }, from: "01-08", to: "31-08", label: "Sospensione feriale" },
        { category: { id: spain.id }, from: "24-12", to: "06-01", label: "Christmas" },
      ],
      version: 1,
    };
    const saved = await call("PUT", path, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const calendar = saved.json() as CourtCalendarSettings & { message: string };
    expect(calendar).toMatchObject({
      message: messages.courtCalendarSaved,
      defaultCountry: "DEU",
      version: 2,
    });
    const spainRow = calendar.categories.find((row) => row.category.id === spain.id);
    expect(spainRow?.vacations).toEqual([
      { from: "01-08", to: "31-08", label: "August" },
      { from: "24-12", to: "06-01", label: "Christmas" },
    ]);
    expect(calendar.categories.find((row) => row.category.id === workstream.id)?.country).toBe("DEU");

    const stale = await call("PUT", path, { ...body, vacations: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    const again = await call("PUT", path, { ...body, vacations: [], version: 2 });
    expect(again.statusCode).toBe(200);
    expect(
      (again.json() as CourtCalendarSettings).categories.every((row) => row.vacations.length === 0),
    ).toBe(true);
  });

  it("refuses bad input with the field messages, writing nothing", async () => {
    const { path, spain } = await setup();
    const refused = await call("PUT", path, {
      defaultCountry: "XKX",
      vacations: [{ category: { id: spain.id }, from: "31-02", to: "2027-08-31", label: "x".repeat(101) }],
      version: 1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().subErrors).toEqual(
      expect.arrayContaining([
        { field: "defaultCountry", message: messages.courtCountry },
        { field: "vacations.0.from", message: messages.monthDay },
        { field: "vacations.0.to", message: messages.monthDay },
        { field: "vacations.0.label", message: messages.tooLong(100) },
      ]),
    );
    const tooMany = await call("PUT", path, {
      defaultCountry: "NLD",
      vacations: Array.from({ length: 11 }, () => august(spain.id)),
      version: 1,
    });
    expect(tooMany.json().subErrors).toEqual([
      { field: "vacations.10.category", message: messages.tooManyVacations(10) },
    ]);
    for (const junk of [{}, { defaultCountry: "NLD", vacations: "August", version: 1 }, { version: "1" }]) {
      expect((await call("PUT", path, junk)).statusCode).toBe(400);
    }
    expect(((await call("GET", path)).json() as CourtCalendarSettings).version).toBe(1);
  });

  it("refuses another matter's jurisdiction with 404, writing nothing", async () => {
    const { path } = await setup();
    const other = await createMatter(db());
    const foreign = await createCategory(db(), other.id, { code: "ESP", name: "Spain" });
    const refused = await call("PUT", path, {
      defaultCountry: "NLD",
      vacations: [august(foreign.id)],
      version: 1,
    });
    expect(refused.statusCode).toBe(404);
    expect(((await call("GET", path)).json() as CourtCalendarSettings).version).toBe(1);
  });

  it("lets everyone on the matter read it and only its ADMIN change it", async () => {
    const { matter, path } = await setup();
    const lawyer = await signedInParticipant(db(), matter.id, "DB_LAWYER");
    const read = await call("GET", path, undefined, lawyer.cookie);
    expect(read.statusCode).toBe(200);
    expect((read.json() as CourtCalendarSettings).permissions).not.toContain("ADMIN");
    const body = { defaultCountry: "NLD", vacations: [], version: 1 };
    expect((await call("PUT", path, body, lawyer.cookie)).statusCode).toBe(403);
    const outsider = await signedInParticipant(db(), (await createMatter(db())).id, "ADMIN");
    expect((await call("GET", path, undefined, outsider.cookie)).statusCode).toBe(404);
  });
});
