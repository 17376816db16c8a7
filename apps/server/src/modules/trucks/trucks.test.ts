// A proceeding's trucks through HTTP: add, the confirmed and unconfirmed lists and counts, search,
// PATCH (version), delete, confirm several at once, truck information, and bad ids.
import { messages } from "@litfolio/shared/messages";
import type { Truck } from "@litfolio/shared/proceeding-lists";
import { describe, expect, it } from "vitest";
import { trucks } from "../../db/schema/proceedings";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createProceeding } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const category = await createCategory(db(), matter.id);
  const proceeding = await createProceeding(db(), matter.id, category.id);
  const path = `matters/${matter.id}/proceedings/${proceeding.id}/trucks`;
  const add = async (chassisNumber: string, confirmed = false): Promise<Truck> => {
    const response = await call("POST", path, { chassisNumber, confirmed });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { matter, category, proceeding, path, add };
}

const chassis = (body: { items: Truck[] }) => body.items.map((truck) => truck.chassisNumber);

describe("dbbw/matters/{m}/proceedings/{p}/trucks", () => {
  it("lists confirmed and unconfirmed trucks with counts, searches, confirms several at once", async () => {
    const { path, add } = await setup();
    const a = await add("xlrte47ms0e123456");
    const b = await add("XLRTE47MS0E654321");
    await add("WDB9634031L738521", true);
    expect(a).toMatchObject({ chassisNumber: "XLRTE47MS0E123456", confirmed: false, version: 1 });
    expect(chassis((await call("GET", `${path}?confirmed=false`)).json())).toEqual([
      "XLRTE47MS0E123456",
      "XLRTE47MS0E654321",
    ]);
    expect(chassis((await call("GET", `${path}?confirmed=true`)).json())).toEqual(["WDB9634031L738521"]);
    expect((await call("GET", `${path}?size=2&page=1`)).json()).toMatchObject({ totalElements: 3 });
    expect(chassis((await call("GET", `${path}/search?chassisNumber=654`)).json())).toEqual([
      "XLRTE47MS0E654321",
    ]);
    expect((await call("GET", `${path}/unconfirmed/count`)).json()).toMatchObject({ count: 2 });
    const confirmed = await call("PUT", `${path}/confirm`, [a.id, b.id]);
    expect(confirmed.json()).toEqual({ message: messages.trucksConfirmed, count: 2 });
    expect((await call("GET", `${path}/confirmed/count`)).json()).toMatchObject({ count: 3 });
    expect((await call("GET", `${path}/unconfirmed/count`)).json()).toMatchObject({ count: 0 });
  });

  it("edits with PATCH (409 on a stale version), refuses a chassis number twice, deletes", async () => {
    const { path, add } = await setup();
    const truck = await add("XLRTE47MS0E000001");
    await add("XLRTE47MS0E000002");
    const patched = await call("PATCH", `${path}/${truck.id}`, {
      chassisNumber: "XLRTE47MS0E000003",
      version: 1,
    });
    expect(patched.json()).toMatchObject({ chassisNumber: "XLRTE47MS0E000003", version: 2 });
    expect((await call("PATCH", `${path}/${truck.id}`, { confirmed: true, version: 1 })).statusCode).toBe(
      409,
    );
    const taken = await call("PATCH", `${path}/${truck.id}`, {
      chassisNumber: "XLRTE47MS0E000002",
      version: 2,
    });
    expect(taken.json()).toMatchObject({
      subErrors: [{ field: "chassisNumber", message: messages.chassisNumberTaken }],
    });
    expect((await call("POST", path, { chassisNumber: "xlrte47ms0e000002" })).statusCode).toBe(400);
    expect((await call("POST", path, { chassisNumber: "" })).json()).toMatchObject({
      subErrors: [{ field: "chassisNumber", message: messages.required }],
    });
    expect((await call("DELETE", `${path}/${truck.id}`)).json()).toEqual({ message: messages.truckDeleted });
    expect((await call("GET", path)).json().totalElements).toBe(1);
  });

  it("takes a VIN for a new or changed chassis number, and keeps an older non-standard one as it is", async () => {
    const { proceeding, path, add } = await setup();
    const notVin = { field: "chassisNumber", message: messages.chassisNotVin };
    for (const chassisNumber of [
      "XLRTE47MS0E12345",
      "XLRTE47MS0E1234567",
      "XLRTE47MS0I123456",
      "DAF-95-XF-1234",
    ]) {
      const response = await call("POST", path, { chassisNumber });
      expect(response.statusCode, chassisNumber).toBe(400);
      expect(response.json().subErrors, chassisNumber).toEqual([notVin]);
    }
    // Saved before the VIN rule: it stays editable (confirming it, or keeping its number).
    const [older] = await db()
      .insert(trucks)
      .values({ proceedingId: proceeding.id, chassisNumber: "DAF-95-XF-1234" })
      .returning();
    if (!older) throw new Error("truck not inserted");
    const kept = await call("PATCH", `${path}/${older.id}`, {
      chassisNumber: "DAF-95-XF-1234",
      confirmed: true,
      version: older.version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const changed = await call("PATCH", `${path}/${older.id}`, {
      chassisNumber: "DAF-95-XF-9999",
      version: 2,
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().subErrors).toEqual([notVin]);
    const fixed = await call("PATCH", `${path}/${older.id}`, {
      chassisNumber: "xlrte47ms0e999999",
      version: 2,
    });
    expect(fixed.json()).toMatchObject({ chassisNumber: "XLRTE47MS0E999999", version: 3 });
    expect((await add("WDB9634031L738522")).chassisNumber).toBe("WDB9634031L738522");
  });

  it("answers 404 for trucks of another proceeding and confirms nothing then", async () => {
    const mine = await setup();
    const theirs = await setup();
    const own = await mine.add("MNE00000000000001");
    const other = await theirs.add("THR00000000000001");
    const patch = { confirmed: true, version: 1 };
    expect((await call("PATCH", `${mine.path}/${other.id}`, patch)).statusCode).toBe(404);
    expect((await call("DELETE", `${mine.path}/${other.id}`)).statusCode).toBe(404);
    expect((await call("PUT", `${mine.path}/confirm`, [own.id, other.id])).statusCode).toBe(404);
    expect((await call("GET", `${mine.path}/confirmed/count`)).json().count).toBe(0);
    expect((await call("GET", `${theirs.path}?confirmed=false`)).json().items).toEqual([other]);
  });

  it("answers truck information: the sources with the chassis number and where the matter has it", async () => {
    const { matter, category, path, add } = await setup();
    await add("XLRTE47MS0E777777", true);
    const second = await createProceeding(db(), matter.id, category.id);
    await call("POST", `matters/${matter.id}/proceedings/${second.id}/trucks`, {
      chassisNumber: "XLRTE47MS0E777777",
    });
    const info = (await call("GET", `${path}/truck-information?chassisNumber=xlrte47ms0e777777`)).json();
    expect(info.chassisNumber).toBe("XLRTE47MS0E777777");
    expect(info.sources[0].url).toContain("XLRTE47MS0E777777");
    expect(info.proceedings).toHaveLength(2);
    expect((await call("GET", `${path}/truck-information`)).statusCode).toBe(400);
  });
});
