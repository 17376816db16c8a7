// Notification settings and unsubscribe links through HTTP (issue 18): the defaults until saved, a
// versioned save (reminder days largest first, a trail entry, 409 when stale), every field's
// message, sign-in required; the public unsubscribe link (what it switches off for whom, masked;
// switching off from the web page's empty POST and from a mail program's RFC 8058 one-click form),
// and a forged, changed or junk token refused with 400, never a 500.
import { messages } from "@litfolio/shared/messages";
import { type NotificationKind, notificationDefaults } from "@litfolio/shared/notifications";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { mails } from "../../db/schema/mail";
import { callApi } from "../../test/api";
import { dbbwTestFile } from "../../test/dbbw";
import {
  addParticipation,
  createCategory,
  createMatter,
  createTrackedProceeding,
  createUser,
  sessionCookie,
} from "../../test/factories";
import { eventually, jobsDone } from "../../test/harness";
import { notificationsOfUserJob } from "./jobs";
import { unsubscribeKey } from "./mail-service";
import { signUnsubscribe } from "./signing";

const { db, call, state } = dbbwTestFile();

/** A signed-in user of their own, so each test starts from the defaults. */
async function person() {
  const user = await createUser(db());
  const cookie = await sessionCookie(db(), user.id);
  return {
    user,
    get: () => call("GET", "notifications/settings", undefined, cookie),
    put: (body: unknown) => call("PUT", "notifications/settings", body, cookie),
  };
}

const saved = { ...notificationDefaults, reminderDays: [5, 1], version: 1 };

describe("dbbw/notifications/settings", () => {
  it("answers the defaults until the user saves, at version 1", async () => {
    const { user, get } = await person();
    const response = await get();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      digestEnabled: true,
      digestHour: 7,
      timeZone: "Europe/Amsterdam",
      remindersEnabled: true,
      reminderDays: [5, 1],
      emailAddress: user.emailAddress,
      version: 1,
    });
  });

  it("saves the settings, reminder days largest first, with a trail entry", async () => {
    const { user, get, put } = await person();
    const body = { ...saved, digestHour: 6, timeZone: "America/New_York", reminderDays: [1, 10, 3] };
    const response = await put(body);
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      digestEnabled: true,
      digestHour: 6,
      timeZone: "America/New_York",
      remindersEnabled: true,
      reminderDays: [10, 3, 1],
      emailAddress: user.emailAddress,
      version: 2,
    };
    expect(response.json()).toEqual({ ...expected, message: messages.notificationSettingsSaved });
    expect((await get()).json()).toEqual(expected);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "notificationSettings"), eq(auditLog.entityId, String(user.id))));
    expect(entry).toMatchObject({ actorId: user.id, action: "update" });
    expect(entry?.changes).toEqual({
      digestHour: { old: 7, new: 6 },
      timeZone: { old: "Europe/Amsterdam", new: "America/New_York" },
      reminderDays: { old: [5, 1], new: [10, 3, 1] },
    });
  });

  it("switches both off with no reminder days", async () => {
    const { put } = await person();
    const response = await put({ ...saved, digestEnabled: false, remindersEnabled: false, reminderDays: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      digestEnabled: false,
      remindersEnabled: false,
      reminderDays: [],
    });
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const { get, put } = await person();
    expect((await put({ ...saved, digestHour: 8 })).statusCode).toBe(200);
    const stale = await put({ ...saved, digestHour: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "CONFLICT", message: messages.conflict });
    expect((await get()).json()).toMatchObject({ digestHour: 8, version: 2 });
  });

  it.each([
    ["an hour of 24", { digestHour: 24 }, "digestHour", messages.hour],
    ["a negative hour", { digestHour: -1 }, "digestHour", messages.hour],
    ["an hour with a fraction", { digestHour: 7.5 }, "digestHour", messages.hour],
    ["an hour as text", { digestHour: "7" }, "digestHour", messages.hour],
    ["an unknown time zone", { timeZone: "Mars/Olympus_Mons" }, "timeZone", messages.timeZone],
    ["a time zone as a number", { timeZone: 1 }, "timeZone", messages.required],
    ["a reminder day of 4", { reminderDays: [5, 4] }, "reminderDays", messages.reminderDay],
    ["a reminder day as text", { reminderDays: ["5"] }, "reminderDays.0", messages.reminderDay],
    ["a day twice", { reminderDays: [5, 5] }, "reminderDays", messages.reminderDayTwice],
    ["reminders on without days", { reminderDays: [] }, "reminderDays", messages.reminderDaysNeeded],
    ["reminder days not a list", { reminderDays: 5 }, "reminderDays", messages.required],
    ["a flag as text", { digestEnabled: "yes" }, "digestEnabled", messages.booleanRequired],
    ["a flag left out", { remindersEnabled: undefined }, "remindersEnabled", messages.booleanRequired],
    ["no version", { version: undefined }, "version", messages.versionRequired],
  ])("refuses %s with its message, saving nothing", async (_, change, field, message) => {
    const { get, put } = await person();
    const response = await put({ ...saved, ...change });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().subErrors).toEqual([{ field, message }]);
    expect((await get()).json().version).toBe(1);
  });

  it("refuses a body without any field, naming each", async () => {
    const { put } = await person();
    const response = await put({});
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors).toEqual([
      { field: "digestEnabled", message: messages.booleanRequired },
      { field: "digestHour", message: messages.hour },
      { field: "timeZone", message: messages.required },
      { field: "remindersEnabled", message: messages.booleanRequired },
      { field: "reminderDays", message: messages.required },
      { field: "version", message: messages.versionRequired },
    ]);
  });

  it("needs a signed-in user", async () => {
    expect((await call("GET", "notifications/settings", undefined, "")).statusCode).toBe(401);
    expect((await call("PUT", "notifications/settings", saved, "")).statusCode).toBe(401);
  });

  it("sends today's digest at once when a save makes its hour one that has come, once a day", async () => {
    const { user, put } = await person();
    const matter = await createMatter(db());
    const category = await createCategory(db(), matter.id, { code: "NLD" });
    await addParticipation(db(), matter.id, user.id, "DB_LAWYER");
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await createTrackedProceeding(db(), matter.id, category.id, [{ deadline: inThreeDays }]);
    const mailsTo = () => db().select().from(mails).where(eq(mails.toAddress, user.emailAddress));
    // Midnight has come in every time zone: the digest is due today.
    expect(
      (await put({ ...saved, digestHour: 0, remindersEnabled: false, reminderDays: [] })).statusCode,
    ).toBe(200);
    const [digest] = await eventually(async () => {
      const sent = await mailsTo();
      return sent.length > 0 ? sent : undefined;
    });
    expect(digest?.subject).toMatch(/^Litfolio: your deadlines for /);
    expect(digest?.textBody).toContain(`Step 1 of`);
    // A second save the same day sends nothing more.
    expect(
      (await put({ ...saved, digestHour: 1, remindersEnabled: false, reminderDays: [], version: 2 }))
        .statusCode,
    ).toBe(200);
    await jobsDone(state.t, notificationsOfUserJob);
    expect(await mailsTo()).toHaveLength(1);
  });
});

describe("dbbw/notifications/unsubscribe/{token}", () => {
  const tokenFor = async (userId: number, kind: NotificationKind) =>
    signUnsubscribe(await unsubscribeKey(db()), { userId, kind });
  const path = (token: string) => `notifications/unsubscribe/${token}`;
  /** Anonymous, as a mail program or a browser without a session would ask. */
  const anonymous = (method: "GET" | "POST", token: string) =>
    callApi(state.t, method, `dbbw/${path(token)}`);

  it("says what the link switches off, for a masked address, without signing in", async () => {
    const { user } = await person();
    const response = await anonymous("GET", await tokenFor(user.id, "DIGEST"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      kind: "DIGEST",
      emailAddress: `p***@example.com`,
      enabled: true,
    });
    expect(user.emailAddress).toMatch(/^p.*@example\.com$/);
  });

  it("switches the digest off from the web page's empty POST, again without harm, leaving the reminders on", async () => {
    const { user, get } = await person();
    const token = await tokenFor(user.id, "DIGEST");
    const response = await anonymous("POST", token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: messages.unsubscribed("the daily digest") });
    expect((await get()).json()).toMatchObject({ digestEnabled: false, remindersEnabled: true, version: 2 });
    expect((await anonymous("POST", token)).statusCode).toBe(200);
    expect((await get()).json().version).toBe(2);
    expect((await anonymous("GET", token)).json().enabled).toBe(false);
  });

  it("takes a mail program's one-click POST (RFC 8058), form-encoded or multipart", async () => {
    const { user, get } = await person();
    const token = await tokenFor(user.id, "REMINDERS");
    const form = await state.t.app.inject({
      method: "POST",
      url: `/api/dbbw/${path(token)}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toEqual({ message: messages.unsubscribed("deadline reminders") });
    expect((await get()).json()).toMatchObject({ digestEnabled: true, remindersEnabled: false });
    const multipart = await state.t.app.inject({
      method: "POST",
      url: `/api/dbbw/${path(await tokenFor(user.id, "DIGEST"))}`,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await get()).json()).toMatchObject({ digestEnabled: false, remindersEnabled: false });
  });

  it("makes a later save from the page stale: the unsubscribe moved the version on", async () => {
    const { user, put } = await person();
    expect((await put(saved)).statusCode).toBe(200);
    await anonymous("POST", await tokenFor(user.id, "DIGEST"));
    expect((await put({ ...saved, version: 2 })).statusCode).toBe(409);
  });

  it.each([
    ["a changed signature", (token: string) => `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`],
    [
      "another user's id under the signature",
      (token: string) => {
        const [, signature] = token.split(".");
        const payload = Buffer.from(JSON.stringify({ userId: 1, kind: "DIGEST" })).toString("base64url");
        return `${payload}.${signature}`;
      },
    ],
    ["no signature", (token: string) => token.split(".")[0] ?? ""],
    ["junk", () => "not-a-token"],
    ["a dot only", () => "."],
    ["three parts", (token: string) => `${token}.x`],
    ["padding added", (token: string) => `${token}=`],
  ])("refuses %s with 400 and changes nothing", async (_, forge) => {
    const { user, get } = await person();
    const token = forge(await tokenFor(user.id, "DIGEST"));
    for (const method of ["GET", "POST"] as const) {
      const response = await anonymous(method, encodeURIComponent(token));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        message: messages.unsubscribeInvalid,
      });
    }
    expect((await get()).json().digestEnabled).toBe(true);
  });

  it("refuses the link of a deleted account and of a user that never was", async () => {
    const deleted = await createUser(db(), { deleted: true, active: false });
    expect((await anonymous("GET", await tokenFor(deleted.id, "DIGEST"))).statusCode).toBe(400);
    expect((await anonymous("POST", await tokenFor(2_000_000_000, "REMINDERS"))).statusCode).toBe(400);
  });
});
