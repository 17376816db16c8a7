// A proceeding's claimants through HTTP: the whole-list PUT (kept ids, order, additions, removals),
// delete per row, the rules, and ids of another proceeding.
import { messages } from "@litfolio/shared/messages";
import type { Claimant } from "@litfolio/shared/proceeding-lists";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, claimants } from "../../db/schema";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createProceeding } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const category = await createCategory(db(), matter.id);
  const proceeding = await createProceeding(db(), matter.id, category.id);
  return {
    path: `matters/${matter.id}/proceedings/${proceeding.id}/claimants`,
    proceeding,
    matter,
    category,
  };
}

const names = (items: Claimant[]) => items.map((item) => `${item.fullName}/${item.shortName}`);

describe("dbbw/matters/{m}/proceedings/{p}/claimants", () => {
  it("saves the whole list: keeps ids, follows the order, adds and removes, audited", async () => {
    const { path, proceeding } = await setup();
    const first = await call("PUT", path, [
      { fullName: "Transport Koster B.V.", shortName: "Koster" },
      { fullName: "Spedition Müller GmbH", shortName: "Müller" },
    ]);
    expect(first.json()).toMatchObject({ message: messages.claimantsUpdated, totalElements: 2 });
    const [koster, muller] = first.json().items as Claimant[];
    const second = await call("PUT", path, [
      { ...muller, shortName: "Müller GmbH" },
      { fullName: "Anders AB", shortName: "Anders" },
    ]);
    const items = second.json().items as Claimant[];
    expect(names(items)).toEqual(["Spedition Müller GmbH/Müller GmbH", "Anders AB/Anders"]);
    expect(items[0]?.id).toBe(muller?.id);
    expect((await call("GET", path)).json()).toEqual({
      items,
      totalElements: 2,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
    const trail = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "claimants"), eq(auditLog.entityId, String(proceeding.id))));
    expect(Object.keys(trail[1]?.changes ?? {}).sort()).toEqual(
      [String(koster?.id), String(muller?.id), String(items[1]?.id)].sort(),
    );
  });

  it("deletes one claimant, and answers 404 for a claimant of another proceeding", async () => {
    const mine = await setup();
    const theirs = await setup();
    const [claimant] = (await call("PUT", mine.path, [{ fullName: "A B.V.", shortName: "A" }])).json().items;
    const [other] = (await call("PUT", theirs.path, [{ fullName: "C B.V.", shortName: "C" }])).json().items;
    expect((await call("DELETE", `${mine.path}/${other.id}`)).statusCode).toBe(404);
    expect((await call("PUT", mine.path, [other])).statusCode).toBe(404);
    expect((await call("GET", theirs.path)).json().items).toEqual([other]);
    expect((await call("DELETE", `${mine.path}/${claimant.id}`)).json()).toEqual({
      message: messages.claimantDeleted,
    });
    expect((await call("GET", mine.path)).json().totalElements).toBe(0);
  });

  it("requires full and short name, and saves nothing when one row is wrong", async () => {
    const { path, proceeding } = await setup();
    const response = await call("PUT", path, [
      { fullName: "Good B.V.", shortName: "Good" },
      { fullName: " ", shortName: "x" },
      { fullName: "x" },
    ]);
    expect(response.json()).toMatchObject({
      status: 400,
      subErrors: [
        { field: "1.fullName", message: messages.required },
        { field: "2.shortName", message: messages.required },
      ],
    });
    expect(await db().select().from(claimants).where(eq(claimants.proceedingId, proceeding.id))).toEqual([]);
  });

  it("keeps a large list in one save", async () => {
    const { path } = await setup();
    const list = Array.from({ length: 3800 }, (_, index) => ({
      fullName: `Claimant ${index} B.V.`,
      shortName: `C${index}`,
    }));
    const response = await call("PUT", path, list);
    expect(response.json().totalElements).toBe(3800);
    const again = await call("PUT", path, response.json().items.slice(0, 3799));
    expect(again.json().totalElements).toBe(3799);
  });
});
