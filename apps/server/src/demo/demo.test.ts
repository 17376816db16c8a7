// The demo data: seeded once into an empty database, and usable through the API right away.
import type { MatterSummary, Participation } from "@litfolio/shared/matters";
import type { Overview } from "@litfolio/shared/overview";
import { defaultProceedingStatuses } from "@litfolio/shared/proceedings";
import type { Tracking } from "@litfolio/shared/tracking";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../db/schema/matters";
import { claimants, proceedings } from "../db/schema/proceedings";
import { users } from "../db/schema/users";
import { callApi } from "../test/api";
import { sessionCookie } from "../test/factories";
import { createTestApp, type TestApp } from "../test/harness";
import { demoAccounts, seedDemoData } from "./demo";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookieOf = async (emailAddress: string) => {
  const [user] = await t.database.db.select().from(users).where(eq(users.emailAddress, emailAddress));
  if (!user) throw new Error(`${emailAddress} not seeded`);
  return sessionCookie(t.database.db, user.id);
};

describe("demo data", () => {
  it("seeds the demo matter and one account per participation role, only into an empty database", async () => {
    expect(await seedDemoData(t.database.db, "Litfolio-demo-2026", t.app.files)).toBe(true);
    expect(await seedDemoData(t.database.db, "Litfolio-demo-2026", t.app.files)).toBe(false);

    const admin = await cookieOf("admin@example.com");
    const [matter] = (await callApi(t, "GET", "dbbw/matters", { cookie: admin })).json()
      .items as MatterSummary[];
    expect(matter).toMatchObject({
      client: "DAF Trucks N.V.",
      numberOfAssetLabels: 2,
      numberOfDefendantLabels: 6,
      numberOfServedWritAt: 5,
    });
    const jurisdictions = (
      await callApi(t, "GET", `dbbw/matters/${matter?.id}/jurisdictions`, { cookie: admin })
    ).json();
    expect(jurisdictions.totalElements).toBe(10);

    const team = (
      await callApi(t, "GET", `dbbw/matters/${matter?.id}/participations?size=100`, { cookie: admin })
    ).json().items as Participation[];
    const roles = Object.fromEntries(team.map((p) => [p.user.emailAddress, p.role.key]));
    for (const account of demoAccounts.filter((a) => a.participation)) {
      expect(roles[account.emailAddress]).toBe(account.participation?.role);
    }
    const counsel = team.find((p) => p.user.emailAddress === "counsel@example.com");
    expect(counsel?.categories.map((c) => c.code)).toEqual(["DEU", "NLD"]);

    const asCounsel = await cookieOf("counsel@example.com");
    expect((await callApi(t, "GET", "dbbw/matters", { cookie: asCounsel })).json().totalElements).toBe(1);
    const asUser = await cookieOf("user@example.com");
    expect((await callApi(t, "GET", "dbbw/matters", { cookie: asUser })).json().totalElements).toBe(0);
  });

  it("holds about forty proceedings with their lists, some defendants with warnings; counsel see theirs", async () => {
    const admin = await cookieOf("admin@example.com");
    const get = (path: string, cookie = admin) => callApi(t, "GET", `dbbw/${path}`, { cookie });
    const [matter] = (await get("matters")).json().items as MatterSummary[];
    const all = (await get(`matters/${matter?.id}/proceedings?statuses=&size=100`)).json();
    expect(all.totalElements).toBe(40);
    expect(all.items.some((p: { needsReview: boolean }) => p.needsReview)).toBe(true);
    const first = all.items[0];
    const detail = (await get(`matters/${matter?.id}/proceedings/${first.id}`)).json();
    expect(detail.assets.length).toBeGreaterThan(0);
    const base = `matters/${matter?.id}/proceedings/${first.id}`;
    expect((await get(`${base}/claimants`)).json().totalElements).toBeGreaterThan(0);
    expect((await get(`${base}/trucks`)).json().totalElements).toBeGreaterThan(0);
    expect((await get(`${base}/defendants`)).json().items[0].involvement).not.toBeNull();
    expect((await get(`${base}/history`)).json().totalElements).toBe(1);
    const withResolutions = await Promise.all(
      all.items.map(
        async (p: { id: number }) =>
          (await get(`matters/${matter?.id}/proceedings/${p.id}/resolutions`)).json().items,
      ),
    );
    const kinds = withResolutions.flat().map((r: { resolution: string }) => r.resolution);
    expect(kinds.filter((kind) => kind === "JUDGEMENT").length).toBeGreaterThanOrEqual(3);
    expect(kinds.filter((kind) => kind === "SETTLEMENT").length).toBeGreaterThanOrEqual(3);
    const asCounsel = await cookieOf("counsel@example.com");
    const theirs = (await get(`matters/${matter?.id}/proceedings?statuses=&size=100`, asCounsel)).json();
    const codes = new Set(theirs.items.map((p: { category: { code: string } }) => p.category.code));
    expect([...codes].sort()).toEqual(["DEU", "NLD"]);
    const preview = (await get(`${matter?.id}/proceedingcode?categoryId=${first.category.id}`)).json();
    expect(preview.proceedingCode).toMatch(/^[A-Z]{3}00[2-9]$/);
  });

  it("holds templates for four jurisdictions and trackings with done, missed, estimated and documented steps", async () => {
    const admin = await cookieOf("lawyer@example.com");
    const get = (path: string) => callApi(t, "GET", `dbbw/matters/${path}`, { cookie: admin });
    const [matter] = (await callApi(t, "GET", "dbbw/matters", { cookie: admin })).json()
      .items as MatterSummary[];
    const templates = (await get(`${matter?.id}/tracking/templates`)).json();
    expect(templates.items.map((row: { category: { code: string } }) => row.category.code).sort()).toEqual([
      "DEU",
      "ESP",
      "GBR",
      "NLD",
    ]);
    const proceedingList = (await get(`${matter?.id}/proceedings?size=100&statuses=`)).json().items as {
      id: number;
    }[];
    const trackings: Tracking[] = [];
    for (const proceeding of proceedingList) {
      const { trackingId } = (
        await get(`${matter?.id}/proceedings/${proceeding.id}/tracking/available`)
      ).json();
      if (trackingId)
        trackings.push(
          (await get(`${matter?.id}/proceedings/${proceeding.id}/tracking/${trackingId}`)).json(),
        );
    }
    expect(trackings.length).toBeGreaterThanOrEqual(6);
    const steps = trackings.flatMap((tracking) => tracking.proceduralSteps);
    // Done, missed and upcoming steps side by side (issue 27); a done step is never missed.
    expect(steps.some((step) => step.missedDeadline)).toBe(true);
    expect(steps.some((step) => step.done?.by?.lastName === "Jansen")).toBe(true);
    expect(steps.some((step) => step.done && step.missedDeadline)).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    expect(steps.some((step) => !step.done && !step.estimateDeadline && (step.deadline ?? "") > today)).toBe(
      true,
    );
    // The filed document's step was done.
    expect(
      trackings.some(
        (tracking) =>
          tracking.proceduralSteps[0]?.attachedDocuments.totalElements && tracking.proceduralSteps[0].done,
      ),
    ).toBe(true);
    expect(steps.some((step) => step.estimateDeadline && /^\d{4}-\d{2}$/.test(step.deadline ?? ""))).toBe(
      true,
    );
    const documented = trackings.find(
      (tracking) => tracking.proceduralSteps[0]?.attachedDocuments.totalElements,
    );
    const step = documented?.proceduralSteps[0];
    const document = step?.attachedDocuments.items[0];
    const download = await get(
      `${matter?.id}/proceedings/${documented?.proceeding.id}/tracking/${documented?.id}/proceduralsteps/${step?.id}/attachedDocuments/${document?.id}/download`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("leaves a few missed deadlines in the demo matter, so the view a partner checks weekly is filled", async () => {
    const lawyer = await cookieOf("lawyer@example.com");
    const missed = (
      await callApi(t, "GET", "dbbw/matters/1/proceduralsteps/missed", { cookie: lawyer })
    ).json();
    expect(missed.totalElements).toBeGreaterThanOrEqual(2);
  });

  it("holds about 60 activities in every status, some overdue, assigned to the demo lawyer among others", async () => {
    const lawyer = await cookieOf("lawyer@example.com");
    const all = (
      await callApi(t, "GET", "dbbw/activities?statuses=&assignedToMe=false&size=100", { cookie: lawyer })
    ).json();
    expect(all.totalElements).toBeGreaterThanOrEqual(40);
    const items = all.items as { status: string; overdue: boolean }[];
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(["TODO", "DOING", "DONE"]));
    expect(items.some((item) => item.overdue)).toBe(true);
    const mine = (
      await callApi(t, "GET", "dbbw/activities?assignedToMe=true&statuses=TODO,DOING", { cookie: lawyer })
    ).json();
    expect(mine.totalElements).toBeGreaterThan(0);
  });

  it("holds conversations on activities, with documents pending approval and approved by approver@", async () => {
    const approver = await cookieOf("approver@example.com");
    const all = (
      await callApi(t, "GET", "dbbw/activities?statuses=&assignedToMe=false&size=100", {
        cookie: approver,
      })
    ).json();
    const documents: {
      approvalNeeded: boolean;
      approved: boolean;
      userApproved: { firstName: string } | null;
    }[] = [];
    let commented = 0;
    for (const activity of all.items as { id: number }[]) {
      const comments = (
        await callApi(t, "GET", `dbbw/activities/${activity.id}/comments`, { cookie: approver })
      ).json();
      if (comments.totalElements > 0) commented += 1;
      for (const comment of comments.items) documents.push(...comment.attachedDocuments);
    }
    expect(commented).toBeGreaterThanOrEqual(10);
    expect(documents.some((document) => document.approvalNeeded && !document.approved)).toBe(true);
    const approved = documents.filter((document) => document.approved);
    expect(approved.length).toBeGreaterThan(0);
    expect(approved.every((document) => document.userApproved !== null)).toBe(true);
  });

  it("holds twelve work packages in every status, one rejected, changed and approved; observer@ sees none", async () => {
    const lawyer = await cookieOf("lawyer@example.com");
    const list = (await callApi(t, "GET", "dbbw/matters/1/workpackage?size=50", { cookie: lawyer })).json();
    expect(list.totalElements).toBe(12);
    const statuses = new Set(list.items.map((item: { status: { key: string } }) => item.status.key));
    expect(statuses).toEqual(new Set(["SUBMITTED", "APPROVED", "NOT_APPROVED"]));
    const history = (
      await callApi(t, "GET", "dbbw/matters/1/workpackage/1/approval", { cookie: lawyer })
    ).json();
    expect(history.items.map((item: { status: string }) => item.status)).toEqual([
      "NOT_APPROVED",
      "APPROVED",
    ]);
    const first = (await callApi(t, "GET", "dbbw/matters/1/workpackage/1", { cookie: lawyer })).json();
    expect(first.lastModifiedDate > history.items[0].createdDate).toBe(true);
    const timeline = (
      await callApi(t, "GET", "dbbw/matters/1/workpackage/1/timeline", { cookie: lawyer })
    ).json();
    expect(
      timeline.items.map((event: { kind: string; by: { emailAddress: string } }) => [
        event.kind,
        event.by.emailAddress,
      ]),
    ).toEqual([
      ["CREATED", "counsel.super@example.com"],
      ["NOT_APPROVED", "approver@example.com"],
      ["MODIFIED", "counsel.super@example.com"],
      ["APPROVED", "approver@example.com"],
    ]);
    expect(timeline.items[2].changes).toEqual([
      { field: "numberHoursExpected", old: "160", new: "120" },
      { field: "totalAmount", old: 48_000, new: 44_000 },
    ]);
    expect(history.items[1].amountApproved).toBe(40_000);
    const observer = await cookieOf("observer@example.com");
    expect((await callApi(t, "GET", "dbbw/matters/1/workpackage", { cookie: observer })).statusCode).toBe(
      404,
    );
  });

  it("holds expected totals for every jurisdiction but Sweden, shown in the overview", async () => {
    const lawyer = await cookieOf("lawyer@example.com");
    const overview = (await callApi(t, "GET", "dbbw/matters/1/aggregator", { cookie: lawyer })).json();
    const jurisdictions = overview.categories.filter(
      (row: { category: { type: string } }) => row.category.type === "jurisdiction",
    );
    const without = jurisdictions.filter((row: { totalsId: number | null }) => row.totalsId === null);
    expect(without.map((row: { categoryCode: string }) => row.categoryCode)).toEqual(["SWE"]);
    expect(overview.total.numberOfProceedings).toBeGreaterThan(10);
  });

  it("aggregates the demo proceedings in the overview as counted by hand", async () => {
    const lawyer = await cookieOf("lawyer@example.com");
    const overview: Overview = (
      await callApi(t, "GET", "dbbw/matters/1/aggregator", { cookie: lawyer })
    ).json();
    const rows = await t.database.db
      .select({
        id: proceedings.id,
        code: categories.code,
        status: proceedings.status,
        euros: proceedings.totalSumInEuro,
        mass: proceedings.isMassClaim,
      })
      .from(proceedings)
      .innerJoin(categories, eq(categories.id, proceedings.categoryId))
      .where(eq(proceedings.matterId, 1));
    const people = await t.database.db.select({ proceedingId: claimants.proceedingId }).from(claimants);
    const claimantsOf = (id: number) => people.filter((person) => person.proceedingId === id).length;
    const byHand = new Map<string, { proceedings: number; euros: number; collective: number }>();
    for (const row of rows.filter((row) => defaultProceedingStatuses.includes(row.status))) {
      const sums = byHand.get(row.code) ?? { proceedings: 0, euros: 0, collective: 0 };
      sums.proceedings += 1;
      sums.euros += Number(row.euros ?? 0);
      sums.collective += row.mass || claimantsOf(row.id) > 20 ? 1 : 0;
      byHand.set(row.code, sums);
    }
    const answered = overview.categories
      .filter((row) => row.numberOfProceedings > 0)
      .map((row) => [
        row.categoryCode,
        {
          proceedings: row.numberOfProceedings,
          euros: row.totalClaimAmount,
          collective: row.numberOfMassClaimProceedings,
        },
      ]);
    expect(Object.fromEntries(answered)).toEqual(Object.fromEntries(byHand));
    expect(overview.total.numberOfProceedings).toBe(
      [...byHand.values()].reduce((sum, row) => sum + row.proceedings, 0),
    );
  });
});
