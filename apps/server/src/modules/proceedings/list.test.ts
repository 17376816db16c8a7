// The proceedings list and search through HTTP: default statuses, each column filter, the writ
// period, paging and sorting (code: category name, then counter), and local counsel scope.
import { messages } from "@litfolio/shared/messages";
import type { ProceedingSummary } from "@litfolio/shared/proceedings";
import { beforeAll, describe, expect, it } from "vitest";
import { servedWritPlaces } from "../../db/schema/matters";
import { proceedingServedWrits } from "../../db/schema/proceedings";
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

let path: string;
let matterId: number;
const ids: Record<string, number> = {};
let categoryIds: { zeta: number; alpha: number };

/**
 * Five proceedings: two in "Zeta" (ZZZ), two in "Alpha" (AAA, counters 1 and 2, the second created
 * after ZZZ's), one SETTLED; writs served on different dates.
 */
beforeAll(async () => {
  const { matter } = await adminMatter();
  matterId = matter.id;
  path = `matters/${matter.id}/proceedings`;
  const zeta = await createCategory(db(), matter.id, { code: "ZZZ", name: "Zeta" });
  const alpha = await createCategory(db(), matter.id, { code: "AAA", name: "alpha", type: "workstream" });
  categoryIds = { zeta: zeta.id, alpha: alpha.id };
  const place = await createLabel(db(), servedWritPlaces, matter.id, "Rotterdam");
  const make = async (name: string, categoryId: number, fields: object) => {
    ids[name] = (await createProceeding(db(), matter.id, categoryId, fields)).id;
  };
  await make("zeta1", zeta.id, {
    plaintiffFullName: "Transport Koster B.V.",
    lawFirm: "De Brauw",
    courtLocation: "Amsterdam",
    localCounselProceedingCode: "C/13/1",
    status: "NOT_YET",
  });
  await make("alpha1", alpha.id, {
    plaintiffFullName: "Spedition Müller GmbH",
    plaintiffShortName: "Müller",
    lawFirm: "Hausfeld",
    courtLocation: "München",
    dbResponsibleFirstName: "Erik",
    dbResponsibleLastName: "Extern",
    status: "ON_HOLD",
  });
  await make("zeta2", zeta.id, { plaintiffFullName: "Trans 100% Logistics", status: "ONGOING" });
  await make("alpha2", alpha.id, { plaintiffFullName: "Anders AB", status: "ONGOING" });
  await make("settled", zeta.id, { plaintiffFullName: "Settled N.V.", status: "SETTLED" });
  await db()
    .insert(proceedingServedWrits)
    .values([
      {
        proceedingId: ids.zeta1 as number,
        servedWritPlaceId: place.id,
        status: "SERVED",
        servedOn: "2019-05-01",
      },
      {
        proceedingId: ids.alpha2 as number,
        servedWritPlaceId: place.id,
        status: "SERVED",
        servedOn: "2020-06-15",
      },
    ]);
});

const codes = async (query: string, cookie?: string) => {
  const response = await call("GET", `${path}${query}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as ProceedingSummary[]).map((item) => item.proceedingCode);
};

describe("GET dbbw/matters/{m}/proceedings", () => {
  it("shows the default statuses, sorted by category name then counter", async () => {
    const response = (await call("GET", path)).json();
    expect(response.items.map((item: ProceedingSummary) => item.proceedingCode)).toEqual([
      "AAA001",
      "AAA002",
      "ZZZ001",
      "ZZZ002",
    ]);
    expect(response.totalElements).toBe(4);
    expect(response.permissions).toEqual(["CREATE", "READ", "WRITE", "DELETE"]);
    expect(response.items[0]).toMatchObject({
      category: { code: "AAA", name: "alpha", type: "workstream" },
      status: { key: "ON_HOLD", value: "On hold" },
      plaintiff: { fullName: "Spedition Müller GmbH", shortName: "Müller" },
      lawFirm: { name: "Hausfeld" },
      needsReview: false,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
  });

  it("takes other statuses, and every status when the parameter is empty", async () => {
    expect(await codes("?statuses=SETTLED")).toEqual(["ZZZ003"]);
    expect(await codes("?statuses=ONGOING,SETTLED")).toEqual(["AAA002", "ZZZ002", "ZZZ003"]);
    expect(await codes("?statuses=")).toHaveLength(5);
    expect((await call("GET", `${path}?statuses=OPEN`)).statusCode).toBe(400);
  });

  it("pages and sorts in both directions", async () => {
    expect(await codes("?sort=proceedingCode,desc&size=2")).toEqual(["ZZZ002", "ZZZ001"]);
    expect(await codes("?sort=proceedingCode,desc&size=2&page=1")).toEqual(["AAA002", "AAA001"]);
    expect(await codes("?sort=plaintiff,asc")).toEqual(["AAA002", "AAA001", "ZZZ002", "ZZZ001"]);
    expect(await codes("?sort=status,asc&statuses=")).toHaveLength(5);
    const page = (await call("GET", `${path}?size=3&page=1`)).json();
    expect(page).toMatchObject({ totalElements: 4, items: [{ proceedingCode: "ZZZ002" }] });
    // A page deep enough that each category's first rows do not reach it, and one past the end.
    expect(await codes("?size=1&page=3")).toEqual(["ZZZ002"]);
    expect(await codes("?sort=proceedingCode,desc&size=1&page=2")).toEqual(["AAA002"]);
    const pastTheEnd = (await call("GET", `${path}?size=2&page=5`)).json();
    expect(pastTheEnd).toMatchObject({ totalElements: 4, items: [] });
  });
});

describe("sorting with empty values", () => {
  it("puts proceedings without a value last in both directions", async () => {
    // ZZZ002 and AAA002 have no law firm.
    expect(await codes("?sort=lawFirm,asc")).toEqual(["ZZZ001", "AAA001", "ZZZ002", "AAA002"]);
    expect(await codes("?sort=lawFirm,desc")).toEqual(["AAA001", "ZZZ001", "ZZZ002", "AAA002"]);
  });
});

describe("GET dbbw/matters/{m}/proceedings/search", () => {
  it.each([
    ["proceedingCode=zz", ["ZZZ001", "ZZZ002"]],
    ["categoryCode=aaa", ["AAA001", "AAA002"]],
    ["localCounselProceedingCode=c/13", ["ZZZ001"]],
    ["plaintiff=müller", ["AAA001"]],
    ["lawFirm=brauw", ["ZZZ001"]],
    ["courtLocation=MÜN", ["AAA001"]],
    ["dbResponsible=erik ext", ["AAA001"]],
    ["all=hausfeld", ["AAA001"]],
    ["all=zeta", ["ZZZ001", "ZZZ002"]],
    ["all=alpha&sort=proceedingCode,desc", ["AAA002", "AAA001"]],
    ["categoryCode=zzz&sort=plaintiff,desc", ["ZZZ001", "ZZZ002"]],
    ["plaintiff=100%25", ["ZZZ002"]],
    ["plaintiff=_", []],
    ["writStartDate=2019-01-01&writEndDate=2019-12-31", ["ZZZ001"]],
    ["writStartDate=2020-01-01", ["AAA002"]],
    ["writEndDate=2021-01-01", ["AAA002", "ZZZ001"]],
    ["plaintiff=trans&lawFirm=brauw&courtLocation=amster", ["ZZZ001"]],
    ["plaintiff=settled&statuses=SETTLED", ["ZZZ003"]],
  ])("?%s", async (query, expected) => {
    expect(await codes(`/search?${query}`)).toEqual(expected);
  });

  it("refuses a period that ends before it starts, and bad dates", async () => {
    const response = await call("GET", `${path}/search?writStartDate=2020-02-01&writEndDate=2020-01-01`);
    expect(response.json()).toMatchObject({
      status: 400,
      subErrors: [{ field: "writStartDate", message: messages.startAfterEnd }],
    });
    expect((await call("GET", `${path}/search?writStartDate=2020-13-01`)).statusCode).toBe(400);
  });
});

describe("local counsel see only the proceedings of their categories", () => {
  it("filters the list and search in SQL, and answers 404 for the others", async () => {
    const counsel = await createUser(db());
    const cookie = await sessionCookie(db(), counsel.id);
    await addParticipation(db(), matterId, counsel.id, "LOCAL_COUNSEL", [categoryIds.alpha]);
    expect(await codes("", cookie)).toEqual(["AAA001", "AAA002"]);
    expect(await codes("/search?all=zeta", cookie)).toEqual([]);
    expect(await codes("/search?plaintiff=e", cookie)).toEqual(["AAA001", "AAA002"]);
    const list = (await call("GET", path, undefined, cookie)).json();
    expect(list).toMatchObject({ totalElements: 2, permissions: ["READ", "WRITE"] });
    expect((await call("GET", `${path}/${ids.zeta1}`, undefined, cookie)).statusCode).toBe(404);
    expect((await call("GET", `${path}/${ids.zeta1}/history`, undefined, cookie)).statusCode).toBe(404);
    expect((await call("GET", `${path}/${ids.alpha1}`, undefined, cookie)).statusCode).toBe(200);
  });

  it("may not create or move a proceeding outside their categories, and loses one moved out", async () => {
    const counsel = await createUser(db());
    const cookie = await sessionCookie(db(), counsel.id);
    await addParticipation(db(), matterId, counsel.id, "LOCAL_COUNSEL_SUPER_USER", [categoryIds.alpha]);
    const payload = (categoryId: number, version?: number) => ({
      category: { id: categoryId },
      status: { key: "ONGOING" },
      plaintiff: { fullName: "Counsel's client", shortName: "Client" },
      dbResponsible: { firstName: "Claudia", lastName: "Becker" },
      version,
    });
    expect((await call("POST", path, payload(categoryIds.zeta), cookie)).statusCode).toBe(403);
    const { matter: elsewhere } = await adminMatter();
    const foreign = await createCategory(db(), elsewhere.id);
    expect((await call("POST", path, payload(foreign.id), cookie)).statusCode).toBe(404);
    const mine = await call("POST", path, payload(categoryIds.alpha), cookie);
    expect(mine.json()).toMatchObject({ proceedingCode: "AAA003", permissions: ["CREATE", "READ", "WRITE"] });
    const id = mine.json().id;
    expect((await call("PUT", `${path}/${id}`, payload(categoryIds.zeta, 1), cookie)).statusCode).toBe(403);
    // Someone else moves it to Zeta: it is gone for the counsel.
    expect((await call("PUT", `${path}/${id}`, payload(categoryIds.zeta, 1))).statusCode).toBe(200);
    expect((await call("GET", `${path}/${id}`, undefined, cookie)).statusCode).toBe(404);
    expect((await call("PUT", `${path}/${id}`, payload(categoryIds.alpha, 2), cookie)).statusCode).toBe(404);
    expect(await codes("/search?plaintiff=counsel", cookie)).toEqual([]);
    await call("DELETE", `${path}/${id}`);
  });
});
