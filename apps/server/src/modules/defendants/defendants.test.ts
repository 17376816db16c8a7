// A proceeding's defendants through HTTP: every matter defendant listed (assessed or not), the
// involvement and status rules (SPEC 5.7), the warnings and the proceeding's alert (SPEC 4, 8.2).
import { messages } from "@litfolio/shared/messages";
import type { ProceedingDefendant } from "@litfolio/shared/proceeding-lists";
import { describe, expect, it } from "vitest";
import { defendantLabels } from "../../db/schema/matters";
import { dbbwTestFile } from "../../test/dbbw";
import { createCategory, createLabel, createProceeding } from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

async function setup() {
  const { matter } = await adminMatter();
  const daf = await createLabel(db(), defendantLabels, matter.id, "DAF Trucks N.V.");
  const volvo = await createLabel(db(), defendantLabels, matter.id, "AB Volvo");
  const category = await createCategory(db(), matter.id);
  const proceeding = await createProceeding(db(), matter.id, category.id);
  const base = `matters/${matter.id}/proceedings/${proceeding.id}`;
  return { matter, daf, volvo, proceeding, path: `${base}/defendants`, base };
}

/** A defendant's body; one not assessed yet has no row, so its version is null. */
const edit = (labelId: number, fields: object) => ({
  id: { label: { id: labelId } },
  version: null,
  ...fields,
});

describe("dbbw/matters/{m}/proceedings/{p}/defendants", () => {
  it("lists every matter defendant, the principal first, unassessed ones without values", async () => {
    const { path, daf, volvo } = await setup();
    const list = (await call("GET", path)).json();
    expect(list).toMatchObject({
      totalElements: 2,
      defendantsAlert: false,
      permissions: ["CREATE", "READ", "WRITE", "DELETE"],
    });
    expect(list.items.map((d: ProceedingDefendant) => [d.id.label.id, d.principal, d.involvement])).toEqual([
      [daf.id, true, null],
      [volvo.id, false, null],
    ]);
    expect((await call("GET", `${path}?query=volvo`)).json().items).toHaveLength(1);
  });

  it("saves a defendant, requires a status unless not involved, and clears it when not involved", async () => {
    const { path, volvo } = await setup();
    const missing = await call("PUT", path, edit(volvo.id, { involvement: "JOINER" }));
    expect(missing.json()).toMatchObject({ subErrors: [{ field: "status", message: messages.required }] });
    expect((await call("PUT", path, edit(volvo.id, { status: "ACTIVE" }))).json()).toMatchObject({
      subErrors: [{ field: "involvement", message: messages.required }],
    });
    const long = await call(
      "PUT",
      path,
      edit(volvo.id, { involvement: "JOINER", status: "ACTIVE", comment: "x".repeat(256) }),
    );
    expect(long.json()).toMatchObject({ subErrors: [{ field: "comment", message: messages.tooLong(255) }] });
    const saved = await call(
      "PUT",
      path,
      edit(volvo.id, {
        involvement: "JOINER",
        status: "ACTIVE",
        joinedDate: "2021-02-03",
        comment: "Joined",
      }),
    );
    expect(saved.json()).toMatchObject({
      involvement: { key: "JOINER", value: "Joiner" },
      status: { key: "ACTIVE", value: "Active" },
      joinedDate: "2021-02-03",
      alert: false,
      version: 1,
    });
    const cleared = await call(
      "PUT",
      path,
      edit(volvo.id, {
        involvement: "NOT_INVOLVED",
        status: "ACTIVE",
        tpnSentDate: "2021-03-01",
        version: 1,
      }),
    );
    expect(cleared.json()).toMatchObject({
      status: null,
      involvement: { key: "NOT_INVOLVED", value: "Not involved" },
      version: 2,
    });
    expect(
      (await call("PUT", path, edit(volvo.id, { involvement: "JOINER", status: "PASSIVE", version: 1 })))
        .statusCode,
    ).toBe(409);
  });

  it("warns about the principal defendant not involved and a missing third party notice", async () => {
    const { path, base, daf, volvo } = await setup();
    const principal = (
      await call("PUT", path, edit(daf.id, { involvement: "NOT_INVOLVED", tpnSentDate: "2020-01-01" }))
    ).json();
    expect(principal).toMatchObject({
      alert: true,
      warning: messages.principalDefendantAlert,
      tpnSentDate: null,
    });
    const other = (await call("PUT", path, edit(volvo.id, { involvement: "NOT_INVOLVED" }))).json();
    expect(other).toMatchObject({ alert: true, warning: messages.thirdPartyNoticeAlert });
    expect((await call("GET", path)).json().defendantsAlert).toBe(true);
    expect((await call("GET", base)).json()).toMatchObject({ defendantsAlert: true, needsReview: true });

    await call(
      "PUT",
      path,
      edit(volvo.id, { involvement: "NOT_INVOLVED", tpnSentDate: "2020-05-05", version: 1 }),
    );
    await call(
      "PUT",
      path,
      edit(daf.id, { involvement: "INITIAL_INVOLVEMENT", status: "ACTIVE", version: 1 }),
    );
    expect((await call("GET", path)).json().items.map((d: ProceedingDefendant) => d.warning)).toEqual([
      null,
      null,
    ]);
    expect((await call("GET", base)).json()).toMatchObject({ defendantsAlert: false, needsReview: false });
  });

  it("answers 404 for a defendant label of another matter", async () => {
    const mine = await setup();
    const theirs = await setup();
    const response = await call("PUT", mine.path, edit(theirs.daf.id, { involvement: "NOT_INVOLVED" }));
    expect(response.statusCode).toBe(404);
    expect((await call("GET", theirs.path)).json().items[0].involvement).toBeNull();
  });
});
