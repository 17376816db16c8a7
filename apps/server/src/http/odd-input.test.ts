// Input a user can type never ends in a 500 (issue 9): characters no field can store (anywhere in a
// path, query string or body), dates outside 1900-2100 and ids written other than as plain digits
// are refused with 400 and the field's message, and nothing is written.
import { messages } from "@litfolio/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { dbbwTestFile } from "../test/dbbw";
import { createAdmin, sessionCookie } from "../test/factories";
import { type Fixture, matterFixture } from "../test/matter-endpoints";

const { state, db, call } = dbbwTestFile();
let f: Fixture;
beforeAll(async () => {
  f = await matterFixture(state.t, { userId: state.user.id, role: "ADMIN" });
});

const refused = (field: string, message: string) => ({
  status: 400,
  code: "VALIDATION_FAILED",
  message: messages.formInvalid,
  subErrors: [{ field, message }],
});

const proceeding = (changes: Record<string, unknown> = {}) => ({
  category: { id: f.jurisdiction },
  status: { key: "ONGOING" },
  plaintiff: { fullName: "Transportbedrijf Jansen B.V.", shortName: "Jansen" },
  dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
  ...changes,
});

describe("characters no field can store", () => {
  it("refuses a NUL in a search parameter (it was a 500: PostgreSQL refuses NUL)", async () => {
    const response = await call("GET", "matters/search?name=%00");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("name", messages.invisibleCharacters));
  });

  it("refuses a lone surrogate in a field stored as JSON, and saves nothing", async () => {
    const path = `matters/${f.matter}/proceedings/${f.proceeding}`;
    const before = (await call("GET", path)).json();
    const response = await call(
      "PUT",
      path,
      proceeding({ expert: "Changed", localCounsels: [{ name: "Advocaat \ud800" }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("localCounsels.0.name", messages.invisibleCharacters));
    expect((await call("GET", path)).json()).toEqual(before);
  });

  it.each([
    ["a NUL in a body field", "POST", "matters/{m}/assetlabels", { name: "Truck\u0000" }, "name"],
    ["a bell in a catalogue key", "POST", "matters/{m}/assetlabels", { name: "a\u0007" }, "name"],
    ["a DEL in a URL", "POST", "matters/{m}/menuitems", { name: "L", url: "a.nl/\u007f" }, "url"],
    ["an escape in a query", "GET", "matters/{m}/jurisdictions?query=%1B", undefined, "query"],
    ["a NUL in a path id", "GET", "matters/%00", undefined, "matterId"],
    ["a NUL in a key of the body", "POST", "matters/{m}/assetlabels", { "\u0000": 1 }, "\u0000"],
  ] as const)("refuses %s, naming the field", async (_, method, path, payload, field) => {
    const response = await call(method, path.replace("{m}", String(f.matter)), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused(field, messages.invisibleCharacters));
  });

  it("names every such field of a nested body", async () => {
    const response = await call(
      "POST",
      `matters/${f.matter}/proceedings`,
      proceeding({
        plaintiff: { fullName: "\u0000", shortName: "\udc00" },
        lawFirms: [{ name: "ok" }, { name: "\b" }],
      }),
    );
    expect(response.json().subErrors).toEqual([
      { field: "plaintiff.fullName", message: messages.invisibleCharacters },
      { field: "plaintiff.shortName", message: messages.invisibleCharacters },
      { field: "lawFirms.1.name", message: messages.invisibleCharacters },
    ]);
  });

  it("takes tabs, line breaks and emoji", async () => {
    const response = await call(
      "POST",
      `matters/${f.matter}/proceedings`,
      proceeding({ expert: "Dr.\tJansen 😀", court: { name: "Rechtbank\r\nAmsterdam" } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      expert: "Dr.\tJansen 😀",
      court: { name: "Rechtbank\r\nAmsterdam" },
    });
  });

  it("answers a body nested a hundred thousand deep with a 400", async () => {
    const response = await state.t.app.inject({
      method: "PUT",
      url: `/api/dbbw/matters/${f.matter}/proceedings/${f.proceeding}/claimants`,
      headers: { cookie: state.cookie, "content-type": "application/json" },
      payload: `${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors[0].message).toBe(messages.invisibleCharacters);
  });
});

describe("dates take the years 1900 to 2100", () => {
  it("refuses year 0000 in a proceeding's issue date (it was a 500)", async () => {
    const response = await call(
      "POST",
      `matters/${f.matter}/proceedings`,
      proceeding({ issueDate: "0000-01-01" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("issueDate", messages.dateOutOfRange));
  });

  it("refuses year 9999 in a defendant's joined date", async () => {
    const response = await call("PUT", `matters/${f.matter}/proceedings/${f.proceeding}/defendants`, {
      id: { label: { id: f.defendantlabel } },
      involvement: "JOINER",
      status: "ACTIVE",
      joinedDate: "9999-12-31",
      version: null,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("joinedDate", messages.dateOutOfRange));
  });

  it("refuses year 0000 in the writ period of a search", async () => {
    const response = await call("GET", `matters/${f.matter}/proceedings/search?writStartDate=0000-01-01`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("writStartDate", messages.dateOutOfRange));
  });

  it("takes the first and last day of the range", async () => {
    for (const issueDate of ["1900-01-01", "2100-12-31"]) {
      const response = await call("POST", `matters/${f.matter}/proceedings`, proceeding({ issueDate }));
      expect(response.statusCode).toBe(200);
      expect(response.json().issueDate).toBe(issueDate);
    }
  });
});

describe("ids are plain digits", () => {
  /** The ways of writing an id that lenient number parsing reads as that id. */
  const variants = (id: number) => [
    `0x${id.toString(16)}`,
    `${id}e0`,
    `%20${id}`,
    `0${id}`,
    `%2B${id}`,
    `${id}.0`,
  ];
  const idMessage = messages.wholeNumber(1, 2147483647);

  it.each([
    ["a matter", (id: string) => `matters/${id}`, "matterId"],
    ["a proceeding", (id: string) => `matters/${f.matter}/proceedings/${id}`, "proceedingId"],
    [
      "a proceeding's list",
      (id: string) => `matters/${f.matter}/proceedings/${id}/claimants`,
      "proceedingId",
    ],
    [
      "a participation",
      (id: string) => `matters/${f.matter}/participations/${id}/activation`,
      "participationId",
    ],
  ] as const)("refuses %s written otherwise (they answered the object)", async (_, path, field) => {
    const id = field === "matterId" ? f.matter : field === "proceedingId" ? f.proceeding : f.participation;
    expect((await call("GET", path(String(id)))).statusCode).toBe(200);
    for (const variant of variants(id)) {
      const response = await call("GET", path(variant));
      expect(response.statusCode, variant).toBe(400);
      expect(response.json(), variant).toEqual(refused(field, idMessage));
    }
  });

  it("refuses an id query parameter written otherwise", async () => {
    for (const variant of variants(f.jurisdiction)) {
      const response = await call("GET", `${f.matter}/proceedingcode?categoryId=${variant}`);
      expect(response.json(), variant).toEqual(refused("categoryId", idMessage));
    }
  });

  it("refuses a user id written otherwise", async () => {
    const admin = await createAdmin(db());
    const cookie = await sessionCookie(db(), admin.id);
    for (const variant of variants(admin.id)) {
      const response = await state.t.app.inject({ url: `/api/admin/user/${variant}`, headers: { cookie } });
      expect(response.json(), variant).toEqual(refused("id", idMessage));
    }
  });

  it.each([
    ["page", "", 0, 1_000_000],
    ["page", "0x1", 0, 1_000_000],
    ["page", "%201", 0, 1_000_000],
    ["size", "1e1", 1, 100],
    ["size", "015", 1, 100],
  ])("refuses %s=%s", async (name, value, min, max) => {
    const response = await call("GET", `matters?${name}=${value}`);
    expect(response.json()).toEqual(refused(name, messages.wholeNumber(min, max)));
  });
});
