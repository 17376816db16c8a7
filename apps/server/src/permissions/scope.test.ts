// The scope of each kind of caller, as SQL on a real database: which matters, and which proceedings of
// a matter, a list shows them.
import type { ParticipationRole } from "@litfolio/shared/permissions";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matters } from "../db/schema/matters";
import { proceedings } from "../db/schema/proceedings";
import {
  addParticipation,
  createAdmin,
  createCategory,
  createMatter,
  createProceeding,
  createUser,
} from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { type Caller, limitedCategories, type MatterParticipation } from "./abilities";
import { categoryCondition, matterCondition } from "./scope";

let t: TestApp;
const db = () => t.database.db;
const world = {
  mine: 0,
  theirs: 0,
  nld: 0,
  deu: 0,
  pas: 0,
  nldProceeding: 0,
  deuProceeding: 0,
  pasProceeding: 0,
};

beforeAll(async () => {
  t = await createTestApp();
  world.mine = (await createMatter(db())).id;
  world.theirs = (await createMatter(db())).id;
  world.nld = (await createCategory(db(), world.mine, { type: "jurisdiction" })).id;
  world.deu = (await createCategory(db(), world.mine, { type: "jurisdiction" })).id;
  world.pas = (await createCategory(db(), world.mine, { type: "workstream" })).id;
  world.nldProceeding = (await createProceeding(db(), world.mine, world.nld)).id;
  world.deuProceeding = (await createProceeding(db(), world.mine, world.deu)).id;
  world.pasProceeding = (await createProceeding(db(), world.mine, world.pas)).id;
});
afterAll(() => t.close());

const caller = async (admin = false): Promise<Caller> => {
  const user = admin ? await createAdmin(db()) : await createUser(db());
  return { id: user.id, securityRole: admin ? "SYSTEM_ADMIN" : "USER" };
};

/** Of the two matters, the ones the caller's matter list holds. */
async function visibleMatters(who: Caller) {
  const rows = await db().select({ id: matters.id }).from(matters).where(matterCondition(who, matters.id));
  return rows.map((row) => row.id).filter((id) => id === world.mine || id === world.theirs);
}

/** The proceedings of the matter a list shows the caller, as their categories. */
async function visibleProceedings(who: Caller, participation: MatterParticipation | null) {
  const limit = limitedCategories(who, "proceedings", participation);
  const rows = await db()
    .select({ id: proceedings.id })
    .from(proceedings)
    .where(and(eq(proceedings.matterId, world.mine), categoryCondition(proceedings.categoryId, limit)))
    .orderBy(proceedings.id);
  const names = { [world.nldProceeding]: "NLD", [world.deuProceeding]: "DEU", [world.pasProceeding]: "PAS" };
  return rows.map((row) => names[row.id]);
}

async function participant(role: ParticipationRole, categoryIds: number[] = []) {
  const who = await caller();
  await addParticipation(db(), world.mine, who.id, role, categoryIds);
  return { who, participation: { role, categoryIds } };
}

describe("the matters a caller sees", () => {
  it("SYSTEM_ADMIN: every matter, taking part or not", async () => {
    expect(await visibleMatters(await caller(true))).toEqual([world.mine, world.theirs]);
  });

  it("a participant: only the matters they take part in", async () => {
    const { who } = await participant("CLIENT_READ_ONLY");
    expect(await visibleMatters(who)).toEqual([world.mine]);
  });

  it("a signed-in user without a participation: none", async () => {
    expect(await visibleMatters(await caller())).toEqual([]);
  });
});

describe("the proceedings of a matter a caller sees", () => {
  it.each(["ADMIN", "DB_LAWYER", "DB_EXTERNAL", "CLIENT_ACTIVE", "EXTERNAL_READ_ONLY"] as const)(
    "%s: every category",
    async (role) => {
      const { who, participation } = await participant(role);
      expect(limitedCategories(who, "proceedings", participation)).toBeNull();
      expect(await visibleProceedings(who, participation)).toEqual(["NLD", "DEU", "PAS"]);
    },
  );

  it.each(["LOCAL_COUNSEL", "LOCAL_COUNSEL_SUPER_USER", "LOCAL_COUNSEL_FULL_ACCESS"] as const)(
    "%s: only their categories",
    async (role) => {
      const { who, participation } = await participant(role, [world.nld, world.pas]);
      expect(await visibleProceedings(who, participation)).toEqual(["NLD", "PAS"]);
    },
  );

  it("a local counsel without categories: none", async () => {
    const { who, participation } = await participant("LOCAL_COUNSEL");
    expect(await visibleProceedings(who, participation)).toEqual([]);
  });

  it("a local counsel is not limited on a resource without categories (the matter's configuration)", async () => {
    const { who, participation } = await participant("LOCAL_COUNSEL", [world.nld]);
    expect(limitedCategories(who, "configuration", participation)).toBeNull();
  });

  it("SYSTEM_ADMIN: every category, even with a local-counsel participation", async () => {
    const who = await caller(true);
    const participation = { role: "LOCAL_COUNSEL" as const, categoryIds: [world.nld] };
    expect(await visibleProceedings(who, participation)).toEqual(["NLD", "DEU", "PAS"]);
  });
});
