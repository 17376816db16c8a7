// Additional menu items through HTTP: add, list in order, save the whole list (with the list's
// version: a save from before another change answers 409), delete.
import type { MenuItem } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { VersionedList } from "@litfolio/shared/versions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { dbbwTestFile } from "../../test/dbbw";
import { createMenuItem } from "../../test/factories";

const { state, db, call, adminMatter } = dbbwTestFile();

const names = (items: MenuItem[]) => items.map((item) => item.name);

/** GET of the list: its items and version, as an editor reads them. */
const read = async (matterId: number) =>
  (await call("GET", `matters/${matterId}/menuitems`)).json() as VersionedList<MenuItem>;

const save = (matterId: number, items: Omit<MenuItem, "order_item">[], version: number) =>
  call("PUT", `matters/${matterId}/menuitems`, { items, version });

describe("dbbw/matters/{id}/menuitems", () => {
  it("adds items at the end and lists them in order", async () => {
    const { matter } = await adminMatter();
    const first = await call("POST", `matters/${matter.id}/menuitems`, {
      name: "Wiki",
      url: "wiki.example.com",
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: "Wiki", url: "wiki.example.com", order_item: 0 });
    await call("POST", `matters/${matter.id}/menuitems`, { name: "Docs", url: "https://docs.example.com/a" });
    const list = (await call("GET", `matters/${matter.id}/menuitems`)).json();
    expect(names(list.items)).toEqual(["Wiki", "Docs"]);
    expect(list.items.map((item: MenuItem) => item.order_item)).toEqual([0, 1]);
    expect(list.permissions).toEqual(["CREATE", "READ", "WRITE", "DELETE"]);
  });

  it.each([
    [{ name: "", url: "example.com" }, "name", messages.required],
    [{ name: "Wiki", url: "" }, "url", messages.url],
    [{ name: "Wiki", url: "not a url" }, "url", messages.url],
    [{ name: "Wiki", url: "ftp://example.com" }, "url", messages.url],
  ])("refuses %j with the field's message", async (payload, field, message) => {
    const { matter } = await adminMatter();
    const response = await call("POST", `matters/${matter.id}/menuitems`, payload);
    expect(response.json()).toMatchObject({ message: messages.formInvalid, subErrors: [{ field, message }] });
  });

  it("saves the whole list: new order, names and urls, in one audited change", async () => {
    const { matter } = await adminMatter();
    const a = await createMenuItem(db(), matter.id, { name: "A", orderItem: 0 });
    const b = await createMenuItem(db(), matter.id, { name: "B", orderItem: 1 });
    const c = await createMenuItem(db(), matter.id, { name: "C", orderItem: 2 });
    const { version } = await read(matter.id);
    const response = await save(
      matter.id,
      [
        { id: c.id, name: "C", url: c.url },
        { id: a.id, name: "A renamed", url: "https://a.example.com" },
        { id: b.id, name: "B", url: b.url },
      ],
      version,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      items: [
        { id: c.id, name: "C", url: c.url, order_item: 0 },
        { id: a.id, name: "A renamed", url: "https://a.example.com", order_item: 1 },
        { id: b.id, name: "B", url: b.url, order_item: 2 },
      ],
      version: version + 1,
    });
    expect((await read(matter.id)).version).toBe(version + 1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "menuItems"), eq(auditLog.entityId, String(matter.id))));
    expect(audit?.actorId).toBe(state.user.id);
  });

  it("refuses a list with another matter's item (404), one missing an item or one twice (400)", async () => {
    const { matter } = await adminMatter();
    const { matter: other } = await adminMatter();
    const mine = await createMenuItem(db(), matter.id);
    const theirs = await createMenuItem(db(), other.id);
    const { version } = await read(matter.id);
    const foreign = await save(
      matter.id,
      [
        { id: mine.id, name: "x", url: "x.example.com" },
        { id: theirs.id, name: "stolen", url: "x.example.com" },
      ],
      version,
    );
    expect(foreign.statusCode).toBe(404);
    await createMenuItem(db(), matter.id);
    const incomplete = {
      message: messages.formInvalid,
      subErrors: [{ field: "items", message: messages.menuItemsIncomplete }],
    };
    const partial = await save(matter.id, [{ id: mine.id, name: "x", url: "x.example.com" }], version);
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject(incomplete);
    const mineTwice = { id: mine.id, name: "x", url: "x.example.com" };
    const twice = await save(matter.id, [mineTwice, mineTwice], version);
    expect(twice.json()).toMatchObject(incomplete);
    expect((await read(other.id)).items[0]?.name).toBe(theirs.name);
    expect((await read(matter.id)).version).toBe(version);
  });

  it("requires the list's version", async () => {
    const { matter } = await adminMatter();
    const item = await createMenuItem(db(), matter.id);
    const response = await call("PUT", `matters/${matter.id}/menuitems`, { items: [item] });
    expect(response.json()).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      subErrors: [{ field: "version", message: messages.versionRequired }],
    });
  });

  it("refuses a save from before someone else's rename, order, add or delete (409), changing nothing", async () => {
    const { matter } = await adminMatter();
    const a = await createMenuItem(db(), matter.id, { name: "A", orderItem: 0 });
    const b = await createMenuItem(db(), matter.id, { name: "B", orderItem: 1 });
    const stale = await read(matter.id);
    const renamed = await save(matter.id, [{ ...a, name: "A renamed" }, b], stale.version);
    expect(renamed.statusCode).toBe(200);
    const reordered = await save(matter.id, [b, a], stale.version);
    expect(reordered.statusCode).toBe(409);
    expect(reordered.json()).toMatchObject({ code: "CONFLICT", message: messages.conflict });
    expect(names((await read(matter.id)).items)).toEqual(["A renamed", "B"]);

    // Adding and deleting an item move the version on as well.
    const before = await read(matter.id);
    await call("POST", `matters/${matter.id}/menuitems`, { name: "C", url: "c.example.com" });
    const afterAdd = await read(matter.id);
    expect(afterAdd.version).toBe(before.version + 1);
    expect((await save(matter.id, before.items, before.version)).statusCode).toBe(409);
    await call("DELETE", `matters/${matter.id}/menuitems/${b.id}`);
    expect((await read(matter.id)).version).toBe(afterAdd.version + 1);
    expect((await save(matter.id, afterAdd.items, afterAdd.version)).statusCode).toBe(409);
  });

  it("of 10 concurrent saves from the same version, exactly one is taken", async () => {
    const { matter } = await adminMatter();
    const a = await createMenuItem(db(), matter.id, { name: "A", orderItem: 0 });
    const b = await createMenuItem(db(), matter.id, { name: "B", orderItem: 1 });
    const c = await createMenuItem(db(), matter.id, { name: "C", orderItem: 2 });
    const { version } = await read(matter.id);
    // Each editor renames the first item and moves the last to the top.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, editor) =>
        save(matter.id, [c, { ...a, name: `A by ${editor}` }, b], version),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json() as VersionedList<MenuItem>;
    expect(await read(matter.id)).toEqual(winner);
    expect(winner.version).toBe(version + 1);
  });

  it("deletes an item of the matter, and answers 404 for another matter's", async () => {
    const { matter } = await adminMatter();
    const { matter: other } = await adminMatter();
    const mine = await createMenuItem(db(), matter.id);
    const theirs = await createMenuItem(db(), other.id);
    expect((await call("DELETE", `matters/${matter.id}/menuitems/${theirs.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `matters/${matter.id}/menuitems/${mine.id}`)).json()).toEqual({
      message: messages.menuItemDeleted,
    });
    expect((await read(matter.id)).items).toEqual([]);
    expect((await read(other.id)).totalElements).toBe(1);
  });
});
