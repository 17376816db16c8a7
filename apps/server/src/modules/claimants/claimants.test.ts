// A proceeding's claimants through HTTP: the whole-list PUT (kept ids, order, additions, removals)
// with the list's version (a save from before another one answers 409), delete per row, the rules,
// and ids of another proceeding.
import { messages } from "@litfolio/shared/messages";
import type { Claimant } from "@litfolio/shared/proceeding-lists";
import type { VersionedList } from "@litfolio/shared/versions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { claimants, proceedings } from "../../db/schema/proceedings";
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

/** GET of the list: its rows and version, as the editor reads them. */
const read = async (path: string) => (await call("GET", path)).json() as VersionedList<Claimant>;

/** PUT of `items` over the list as it is now (the version read just before). */
const saveOver = async (path: string, items: unknown[]) =>
  call("PUT", path, { items, version: (await read(path)).version });

describe("dbbw/matters/{m}/proceedings/{p}/claimants", () => {
  it("saves the whole list: keeps ids, follows the order, adds and removes, audited", async () => {
    const { path, proceeding } = await setup();
    const first = await call("PUT", path, {
      items: [
        { fullName: "Transport Koster B.V.", shortName: "Koster" },
        { fullName: "Spedition Müller GmbH", shortName: "Müller" },
      ],
      version: 1,
    });
    expect(first.json()).toMatchObject({ message: messages.claimantsUpdated, totalElements: 2, version: 2 });
    const [koster, muller] = first.json().items as Claimant[];
    const second = await call("PUT", path, {
      items: [
        { ...muller, shortName: "Müller GmbH" },
        { fullName: "Anders AB", shortName: "Anders" },
      ],
      version: 2,
    });
    const items = second.json().items as Claimant[];
    expect(names(items)).toEqual(["Spedition Müller GmbH/Müller GmbH", "Anders AB/Anders"]);
    expect(items[0]?.id).toBe(muller?.id);
    expect(await read(path)).toEqual({
      items,
      totalElements: 2,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
      version: 3,
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
    const [claimant] = (await saveOver(mine.path, [{ fullName: "A B.V.", shortName: "A" }])).json().items;
    const [other] = (await saveOver(theirs.path, [{ fullName: "C B.V.", shortName: "C" }])).json().items;
    expect((await call("DELETE", `${mine.path}/${other.id}`)).statusCode).toBe(404);
    expect((await saveOver(mine.path, [other])).statusCode).toBe(404);
    expect((await read(theirs.path)).items).toEqual([other]);
    const before = await read(mine.path);
    // The delete moves the list's version on and answers it.
    expect((await call("DELETE", `${mine.path}/${claimant.id}`)).json()).toEqual({
      message: messages.claimantDeleted,
      version: before.version + 1,
    });
    expect(await read(mine.path)).toMatchObject({ totalElements: 0, version: before.version + 1 });
    // A save from before the delete would bring the row back: 409.
    const stale = await call("PUT", mine.path, { items: before.items, version: before.version });
    expect(stale.json()).toMatchObject({ status: 409, code: "CONFLICT", message: messages.conflict });
  });

  it("requires full and short name, and saves nothing when one row is wrong", async () => {
    const { path, proceeding } = await setup();
    const response = await saveOver(path, [
      { fullName: "Good B.V.", shortName: "Good" },
      { fullName: " ", shortName: "x" },
      { fullName: "x" },
    ]);
    expect(response.json()).toMatchObject({
      status: 400,
      subErrors: [
        { field: "items.1.fullName", message: messages.required },
        { field: "items.2.shortName", message: messages.required },
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
    const response = await saveOver(path, list);
    expect(response.json().totalElements).toBe(3800);
    const again = await saveOver(path, response.json().items.slice(0, 3799));
    expect(again.json().totalElements).toBe(3799);
  });

  it("requires the list's version, and refuses a stale one without saving anything", async () => {
    const { path, proceeding } = await setup();
    const row = { fullName: "Koster B.V.", shortName: "Koster" };
    const missing = await call("PUT", path, { items: [row] });
    expect(missing.json()).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      subErrors: [{ field: "version", message: messages.versionRequired }],
    });
    const stale = await call("PUT", path, { items: [row], version: 0 });
    expect(stale.json()).toMatchObject({ status: 409, code: "CONFLICT", message: messages.conflict });
    expect(await db().select().from(claimants).where(eq(claimants.proceedingId, proceeding.id))).toEqual([]);
  });

  it("of 10 concurrent saves of the current list plus one row, exactly one is taken", async () => {
    const { path } = await setup();
    await saveOver(path, [{ fullName: "Koster B.V.", shortName: "Koster" }]);
    const current = await read(path);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, editor) =>
        call("PUT", path, {
          items: [...current.items, { fullName: `Added by ${editor}`, shortName: `E${editor}` }],
          version: current.version,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json().message).toBe(messages.conflict);
    }
    const stored = await read(path);
    expect(stored.totalElements).toBe(current.totalElements + 1);
    expect(stored.version).toBe(current.version + 1);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(stored.items).toEqual(winner.items);
  });

  it("keeps the proceeding's own version: an open proceeding form is not made stale", async () => {
    const { path, proceeding } = await setup();
    await saveOver(path, [{ fullName: "Koster B.V.", shortName: "Koster" }]);
    const [after] = await db().select().from(proceedings).where(eq(proceedings.id, proceeding.id));
    expect(after?.version).toBe(proceeding.version);
  });
});
