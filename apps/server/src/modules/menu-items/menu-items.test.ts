// Additional menu items through HTTP: add, list in order, save the whole list, delete.
import type { MenuItem } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { dbbwTestFile } from "../../test/dbbw";
import { createMenuItem } from "../../test/factories";

const { state, db, call, adminMatter } = dbbwTestFile();

const names = (items: MenuItem[]) => items.map((item) => item.name);

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
    const response = await call("PUT", `matters/${matter.id}/menuitems`, [
      { id: c.id, name: "C", url: c.url },
      { id: a.id, name: "A renamed", url: "https://a.example.com" },
      { id: b.id, name: "B", url: b.url },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: c.id, name: "C", url: c.url, order_item: 0 },
      { id: a.id, name: "A renamed", url: "https://a.example.com", order_item: 1 },
      { id: b.id, name: "B", url: b.url, order_item: 2 },
    ]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "menuItems"), eq(auditLog.entityId, String(matter.id))));
    expect(audit?.actorId).toBe(state.user.id);
  });

  it("refuses a list with another matter's item (404) or one missing an item (409)", async () => {
    const { matter } = await adminMatter();
    const { matter: other } = await adminMatter();
    const mine = await createMenuItem(db(), matter.id);
    const theirs = await createMenuItem(db(), other.id);
    const foreign = await call("PUT", `matters/${matter.id}/menuitems`, [
      { id: mine.id, name: "x", url: "x.example.com" },
      { id: theirs.id, name: "stolen", url: "x.example.com" },
    ]);
    expect(foreign.statusCode).toBe(404);
    await createMenuItem(db(), matter.id);
    const partial = await call("PUT", `matters/${matter.id}/menuitems`, [
      { id: mine.id, name: "x", url: "x.example.com" },
    ]);
    expect(partial.statusCode).toBe(409);
    expect(partial.json().message).toBe(messages.menuItemsChanged);
    const twice = await call("PUT", `matters/${matter.id}/menuitems`, [
      { id: mine.id, name: "x", url: "x.example.com" },
      { id: mine.id, name: "x", url: "x.example.com" },
    ]);
    expect(twice.statusCode).toBe(400);
    expect((await call("GET", `matters/${other.id}/menuitems`)).json().items[0].name).toBe(theirs.name);
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
    expect((await call("GET", `matters/${matter.id}/menuitems`)).json().items).toEqual([]);
    expect((await call("GET", `matters/${other.id}/menuitems`)).json().totalElements).toBe(1);
  });
});
