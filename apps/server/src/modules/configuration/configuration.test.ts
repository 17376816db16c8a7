// Jurisdictions, workstreams, items, defendants and writ places through HTTP.
import type { Category, Label } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { assetLabels, categories, defendantLabels, servedWritPlaces } from "../../db/schema/matters";
import { proceedingAssets, proceedingDefendants, proceedingServedWrits } from "../../db/schema/proceedings";
import { dbbwTestFile } from "../../test/dbbw";
import {
  addParticipation,
  createCategory,
  createLabel,
  createProceeding,
  createUser,
  sessionCookie,
} from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

let sequence = 0;
const nextName = (prefix: string) => {
  sequence += 1;
  return `${prefix} ${sequence}`;
};

const kinds = [
  { path: "jurisdictions", entity: "category", body: () => ({ code: "nld", name: nextName("Netherlands") }) },
  { path: "workstreams", entity: "category", body: () => ({ code: "CMP", name: nextName("Competition") }) },
  { path: "assetlabels", entity: "assetLabel", body: () => ({ name: nextName("Trucks") }) },
  { path: "defendantlabels", entity: "defendantLabel", body: () => ({ name: nextName("Daimler AG") }) },
  { path: "servedWritAt", entity: "servedWritPlace", body: () => ({ name: nextName("Amsterdam") }) },
];

describe.each(kinds)("dbbw/matters/{id}/$path", ({ path, entity, body }) => {
  it("adds, lists, edits and deletes, each write audited", async () => {
    const { matter } = await adminMatter();
    const created = await call("POST", `matters/${matter.id}/${path}`, body());
    expect(created.statusCode).toBe(200);
    const item = created.json();
    expect(item).toMatchObject({ count: 0, permissions: ["ADMIN", "READ"], version: 1 });
    if (path === "jurisdictions") expect(item).toMatchObject({ code: "NLD", type: "jurisdiction" });

    const list = (await call("GET", `matters/${matter.id}/${path}`)).json();
    expect(list).toEqual({ items: [item], totalElements: 1, permissions: ["ADMIN", "READ"] });

    const edit = { ...body(), name: nextName("Renamed"), version: 1 };
    const edited = await call("PUT", `matters/${matter.id}/${path}/${item.id}`, edit);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: item.id, name: edit.name, version: 2 });
    const stale = await call("PUT", `matters/${matter.id}/${path}/${item.id}`, edit);
    expect(stale.statusCode).toBe(409);

    const deleted = await call("DELETE", `matters/${matter.id}/${path}/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call("GET", `matters/${matter.id}/${path}`)).json().totalElements).toBe(0);
    const trail = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(item.id))));
    expect(trail.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
  });

  it("answers 404 for an unknown id and for an id of another matter, and changes nothing there", async () => {
    const { matter: mine } = await adminMatter();
    const { matter: other } = await adminMatter();
    const theirs = (await call("POST", `matters/${other.id}/${path}`, body())).json();
    const edit = { ...body(), version: 1 };
    expect((await call("PUT", `matters/${mine.id}/${path}/${theirs.id}`, edit)).statusCode).toBe(404);
    expect((await call("DELETE", `matters/${mine.id}/${path}/${theirs.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `matters/${mine.id}/${path}/999999`)).statusCode).toBe(404);
    const own = (await call("POST", `matters/${mine.id}/${path}`, body())).json();
    const bodyNamingTheirs = { ...edit, id: theirs.id };
    expect((await call("PUT", `matters/${mine.id}/${path}/${own.id}`, bodyNamingTheirs)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `matters/${other.id}/${path}`)).json().items).toEqual([theirs]);
  });

  it("requires a name, and refuses a name the matter already has (any letter case)", async () => {
    const { matter } = await adminMatter();
    const first = body();
    await call("POST", `matters/${matter.id}/${path}`, first);
    const noName = await call("POST", `matters/${matter.id}/${path}`, { ...body(), name: " " });
    expect(noName.json()).toMatchObject({
      message: messages.formInvalid,
      subErrors: [{ field: "name", message: messages.required }],
    });
    const sameName = await call("POST", `matters/${matter.id}/${path}`, {
      ...body(),
      code: "XYZ",
      name: first.name.toUpperCase(),
    });
    expect(sameName.json()).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: messages.nameTaken,
      subErrors: [{ field: "name", message: messages.nameTaken }],
    });
  });
});

describe("jurisdiction and workstream codes", () => {
  it.each(["NL", "NLDE", "N1D", "", "ÄBC"])("refuses the code %j with its message", async (code) => {
    const { matter } = await adminMatter();
    const response = await call("POST", `matters/${matter.id}/jurisdictions`, { code, name: "Somewhere" });
    expect(response.json()).toMatchObject({
      message: messages.formInvalid,
      subErrors: [{ field: "code", message: messages.categoryCode }],
    });
  });

  it("keeps a code unique in the matter across jurisdictions and workstreams", async () => {
    const { matter } = await adminMatter();
    await call("POST", `matters/${matter.id}/jurisdictions`, { code: "DEU", name: "Germany" });
    const clash = await call("POST", `matters/${matter.id}/workstreams`, { code: "deu", name: "Deutsch" });
    expect(clash.json()).toMatchObject({
      message: messages.categoryCodeTaken,
      subErrors: [{ field: "code", message: messages.categoryCodeTaken }],
    });
    const { matter: elsewhere } = await adminMatter();
    expect(
      (await call("POST", `matters/${elsewhere.id}/jurisdictions`, { code: "DEU", name: "Germany" }))
        .statusCode,
    ).toBe(200);
  });

  it("serves a jurisdiction only under jurisdictions, not workstreams", async () => {
    const { matter } = await adminMatter();
    const jurisdiction = await createCategory(db(), matter.id, { type: "jurisdiction" });
    const response = await call("PUT", `matters/${matter.id}/workstreams/${jurisdiction.id}`, {
      code: "ABC",
      name: "x",
      version: 1,
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses to delete a category a local counsel is assigned to", async () => {
    const { matter } = await adminMatter();
    const category = await createCategory(db(), matter.id);
    const counsel = await createUser(db());
    await addParticipation(db(), matter.id, counsel.id, "LOCAL_COUNSEL", [category.id]);
    const response = await call("DELETE", `matters/${matter.id}/jurisdictions/${category.id}`);
    expect(response.json()).toMatchObject({ status: 400, message: messages.categoryAssigned });
    expect(await db().select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });

  it("filters by the query (name or code) and lists the categories lookup", async () => {
    const { matter } = await adminMatter();
    await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
    await createCategory(db(), matter.id, { code: "BEL", name: "Belgium" });
    await createCategory(db(), matter.id, { code: "CMP", name: "Competition", type: "workstream" });
    const filtered = (await call("GET", `matters/${matter.id}/jurisdictions?query=nether`)).json();
    expect(filtered.items.map((c: Category) => c.code)).toEqual(["NLD"]);
    const byCode = (await call("GET", `matters/${matter.id}/jurisdictions?query=be`)).json();
    expect(byCode.items.map((c: Category) => c.code)).toEqual(["BEL"]);
    const lookup = (await call("GET", `matters/${matter.id}/categories`)).json();
    expect(lookup.items.map((c: Category) => `${c.type}:${c.code}`)).toEqual([
      "jurisdiction:BEL",
      "jurisdiction:NLD",
      "workstream:CMP",
    ]);
  });

  it("offers a local counsel only their own categories in the lookup", async () => {
    const { matter } = await adminMatter();
    const netherlands = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
    const germany = await createCategory(db(), matter.id, { code: "DEU", name: "Germany" });
    await createCategory(db(), matter.id, { code: "BEL", name: "Belgium" });
    const counsel = await createUser(db());
    await addParticipation(db(), matter.id, counsel.id, "LOCAL_COUNSEL", [netherlands.id, germany.id]);
    const cookie = await sessionCookie(db(), counsel.id);
    const lookup = (await call("GET", `matters/${matter.id}/categories`, undefined, cookie)).json();
    expect(lookup.items.map((c: Category) => c.code)).toEqual(["DEU", "NLD"]);
    // The configuration lists themselves stay complete for them (READ on the whole matter's lists).
    const list = (await call("GET", `matters/${matter.id}/jurisdictions`, undefined, cookie)).json();
    expect(list.totalElements).toBe(3);
  });

  it("lists labels by name and filters them", async () => {
    const { matter } = await adminMatter();
    await createLabel(db(), assetLabels, matter.id, "trailers");
    await createLabel(db(), assetLabels, matter.id, "Trucks");
    const list = (await call("GET", `matters/${matter.id}/assetlabels`)).json();
    expect(list.items.map((l: Label) => l.name)).toEqual(["trailers", "Trucks"]);
    const filtered = (await call("GET", `matters/${matter.id}/assetlabels?query=uck`)).json();
    expect(filtered.items.map((l: Label) => l.name)).toEqual(["Trucks"]);
  });
});

describe("rows in use by proceedings (SPEC 5.3)", () => {
  /** A matter whose every configuration row is used by two proceedings. */
  async function matterInUse() {
    const { matter } = await adminMatter();
    const jurisdiction = await createCategory(db(), matter.id);
    const workstream = await createCategory(db(), matter.id, { type: "workstream" });
    const item = await createLabel(db(), assetLabels, matter.id);
    const defendant = await createLabel(db(), defendantLabels, matter.id);
    const place = await createLabel(db(), servedWritPlaces, matter.id, "Den Haag");
    for (const categoryId of [jurisdiction.id, jurisdiction.id, workstream.id, workstream.id]) {
      const proceeding = await createProceeding(db(), matter.id, categoryId);
      if (categoryId === workstream.id) continue;
      await db()
        .insert(proceedingAssets)
        .values({ proceedingId: proceeding.id, assetLabelId: item.id, number: 3 });
      await db()
        .insert(proceedingServedWrits)
        .values({ proceedingId: proceeding.id, servedWritPlaceId: place.id, status: "NOT_YET_SERVED" });
      await db().insert(proceedingDefendants).values({
        proceedingId: proceeding.id,
        defendantLabelId: defendant.id,
        involvement: "JOINER",
        status: "ACTIVE",
      });
    }
    return { matter, jurisdiction, workstream, item, defendant, place };
  }

  it("counts the proceedings in every list, and refuses the delete with the list's warning", async () => {
    const used = await matterInUse();
    const cases = [
      ["jurisdictions", used.jurisdiction.id, messages.jurisdictionInUse(2)],
      ["workstreams", used.workstream.id, messages.workstreamInUse(2)],
      ["assetlabels", used.item.id, messages.itemInUse(2)],
      ["defendantlabels", used.defendant.id, messages.defendantInUse(2)],
      ["servedWritAt", used.place.id, messages.writInUse("Den Haag", 2)],
    ] as const;
    for (const [path, id, warning] of cases) {
      const list = (await call("GET", `matters/${used.matter.id}/${path}`)).json();
      expect(list.items, path).toEqual([expect.objectContaining({ id, count: 2 })]);
      const response = await call("DELETE", `matters/${used.matter.id}/${path}/${id}`);
      expect(response.json(), path).toMatchObject({ status: 400, message: warning });
      expect((await call("GET", `matters/${used.matter.id}/${path}`)).json().totalElements, path).toBe(1);
    }
  });

  it("shows a local counsel the counts of their own categories' proceedings only", async () => {
    const used = await matterInUse();
    const countsFor = async (role: "LOCAL_COUNSEL" | "DB_LAWYER", categoryIds: number[]) => {
      const caller = await createUser(db());
      await addParticipation(db(), used.matter.id, caller.id, role, categoryIds);
      const cookie = await sessionCookie(db(), caller.id);
      const counts: Record<string, unknown> = {};
      for (const path of ["jurisdictions", "workstreams", "assetlabels", "defendantlabels", "servedWritAt"]) {
        const list = (await call("GET", `matters/${used.matter.id}/${path}`, undefined, cookie)).json();
        counts[path] = list.items[0].count;
      }
      return counts;
    };
    const labels = (count: number) => ({ assetlabels: count, defendantlabels: count, servedWritAt: count });
    // The labels are used by the jurisdiction's two proceedings, not by the workstream's.
    expect(await countsFor("LOCAL_COUNSEL", [used.workstream.id])).toEqual({
      jurisdictions: null,
      workstreams: 2,
      ...labels(0),
    });
    expect(await countsFor("LOCAL_COUNSEL", [used.jurisdiction.id])).toEqual({
      jurisdictions: 2,
      workstreams: null,
      ...labels(2),
    });
    expect(await countsFor("DB_LAWYER", [])).toEqual({ jurisdictions: 2, workstreams: 2, ...labels(2) });
  });

  it("keeps a category's code while proceedings use it", async () => {
    const used = await matterInUse();
    const rename = await call("PUT", `matters/${used.matter.id}/jurisdictions/${used.jurisdiction.id}`, {
      code: "QQQ",
      name: "Renamed",
      version: used.jurisdiction.version,
    });
    expect(rename.json()).toMatchObject({
      subErrors: [{ field: "code", message: messages.categoryCodeLocked }],
    });
    const kept = await call("PUT", `matters/${used.matter.id}/jurisdictions/${used.jurisdiction.id}`, {
      code: used.jurisdiction.code,
      name: "Renamed",
      version: used.jurisdiction.version,
    });
    expect(kept.json()).toMatchObject({ name: "Renamed", count: 2 });
  });
});

describe("deletion warnings (SPEC 5.3)", () => {
  it("reads as the spec writes them", () => {
    expect(messages.jurisdictionInUse(3)).toBe(
      "This jurisdiction has 3 proceedings and therefore cannot be deleted",
    );
    expect(messages.itemInUse(2)).toMatch(/^This item is included in 2 proceedings/);
    expect(messages.defendantInUse(1)).toMatch(/^This defendant is included in 1 proceeding and/);
    expect(messages.writInUse("Rotterdam", 4)).toMatch(/^Rotterdam is included in 4 proceedings/);
  });
});
