// User administration through HTTP: every endpoint, its messages, and who may call it.
import { messages } from "@litfolio/shared/messages";
import type { User } from "@litfolio/shared/users";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { users } from "../../db/schema/users";
import { createAdmin, createUser, sessionCookie } from "../../test/factories";
import { createTestApp, type TestApp, waitForMail } from "../../test/harness";
import { getActiveUser, postAdmin } from "../../test/sign-in";

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(db());
  adminCookie = await sessionCookie(db(), admin.id);
});
afterAll(() => t.close());

const db = () => t.database.db;

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (
  method: Method,
  path: string,
  { cookie = adminCookie, payload }: { cookie?: string; payload?: object } = {},
) => t.app.inject({ method, url: `/api/admin/${path}`, headers: cookie ? { cookie } : {}, payload });

let sequence = 0;
const newUserBody = (overrides: object = {}) => {
  sequence += 1;
  return {
    emailAddress: `new.person${sequence}@example.com`,
    firstName: "Nora",
    lastName: `Newcomer${sequence}`,
    securityRoles: ["USER"],
    ...overrides,
  };
};

const userRow = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

/** The activation link token from the newest mail to this address sent after `after`. */
async function activationToken(emailAddress: string, after: number) {
  const mail = await waitForMail(t, emailAddress, { after });
  expect(mail.subject).toBe("Litfolio: activate your account");
  const token = new RegExp(`/changepassword/${encodeURIComponent(emailAddress)}/([A-Za-z0-9_-]+)`).exec(
    mail.text,
  )?.[1];
  if (!token) throw new Error(`no activation link in:\n${mail.text}`);
  return token;
}

const activate = (emailAddress: string, verificationCode: string) =>
  postAdmin(t, "auth/password/reset/confirm", {
    emailAddress,
    newPassword: "my-own-new-password",
    newConfirmation: "my-own-new-password",
    verificationCode,
  });

describe("who may call", () => {
  const endpoints: [Method, string][] = [
    ["GET", "users"],
    ["GET", "users/search?firstName=a"],
    ["GET", "user/1"],
    ["POST", "user"],
    ["PUT", "user/1"],
    ["DELETE", "user/1"],
    ["GET", "user/activation/1"],
    ["GET", "roles"],
  ];

  it.each(endpoints)("%s %s: anonymous gets 401", async (method, path) => {
    const response = await call(method, path, {
      cookie: "",
      payload: method === "GET" ? undefined : { ...newUserBody(), version: 1 },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: "UNAUTHENTICATED", message: messages.unauthenticated });
  });

  it.each(endpoints)("%s %s: a USER gets 403 and nothing changes", async (method, path) => {
    const user = await createUser(db());
    const before = await db().select().from(users);
    const response = await call(method, path.replace("/1", `/${user.id}`), {
      cookie: await sessionCookie(db(), user.id),
      payload: method === "GET" ? undefined : { ...newUserBody(), version: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "FORBIDDEN", message: messages.forbidden });
    expect(await db().select().from(users)).toEqual(before);
  });
});

describe("GET admin/users and admin/users/search", () => {
  it("pages and counts, hides deactivated users unless asked, and sorts", async () => {
    const tag = `pager${Date.now()}`;
    for (const lastName of ["Cohen", "Aalders", "Bakker"])
      await createUser(db(), { firstName: tag, lastName });
    await createUser(db(), { firstName: tag, lastName: "Zwart", deleted: true });

    const first = await call("GET", `users/search?firstName=${tag}&size=2&page=0&sort=lastName,asc`);
    expect(first.statusCode).toBe(200);
    const page0 = first.json();
    expect(page0.totalElements).toBe(3);
    expect(page0.users.map((u: User) => u.lastName)).toEqual(["Aalders", "Bakker"]);
    const second = (
      await call("GET", `users/search?firstName=${tag}&size=2&page=1&sort=lastName,asc`)
    ).json();
    expect(second.users.map((u: User) => u.lastName)).toEqual(["Cohen"]);

    const withDeleted = (
      await call("GET", `users/search?firstName=${tag}&showDeleted=true&sort=lastName,desc`)
    ).json();
    expect(withDeleted.totalElements).toBe(4);
    expect(withDeleted.users.map((u: User) => [u.lastName, u.deleted])).toEqual([
      ["Zwart", true],
      ["Cohen", false],
      ["Bakker", false],
      ["Aalders", false],
    ]);
  });

  it("lists every active user with the API's user shape and no secrets", async () => {
    const response = await call("GET", "users?size=100");
    expect(response.statusCode).toBe(200);
    const listed = response.json().users.find((u: User) => u.id === admin.id);
    expect(listed).toEqual({
      id: admin.id,
      active: true,
      deleted: false,
      emailAddress: admin.emailAddress,
      firstName: admin.firstName,
      lastName: admin.lastName,
      securityRoles: ["SYSTEM_ADMIN"],
      lastLogin: null,
      version: 1,
    });
    expect(response.body).not.toMatch(/password|hash/i);
  });

  it("searches by each column, case-insensitively, with the columns combined and % taken literally", async () => {
    const tag = `Srch${Date.now()}`;
    const match = await createUser(db(), { firstName: `${tag}Eva`, lastName: "de Vries" });
    await createUser(db(), { firstName: `${tag}Eva`, lastName: "Jansen" });
    const byBoth = (
      await call("GET", `users/search?firstName=${tag.toLowerCase()}eva&lastName=VRIES`)
    ).json();
    expect(byBoth.users.map((u: User) => u.id)).toEqual([match.id]);
    const byEmail = (
      await call("GET", `users/search?emailAddress=${encodeURIComponent(match.emailAddress)}`)
    ).json();
    expect(byEmail.users.map((u: User) => u.id)).toEqual([match.id]);
    expect((await call("GET", "users/search?lastName=%25")).json().totalElements).toBe(0);
  });

  it.each([
    ["size=101", "size"],
    ["size=0", "size"],
    ["page=-1", "page"],
    ["page=abc", "page"],
    ["sort=password,asc", "sort"],
    ["sort=lastName,up", "sort"],
    ["showDeleted=maybe", "showDeleted"],
  ])("refuses %s with 400 naming the parameter", async (query, field) => {
    const response = await call("GET", `users?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message: messages.formInvalid });
    expect(response.json().subErrors.map((e: { field: string }) => e.field)).toContain(field);
  });
});

describe("GET admin/user/{id}", () => {
  it("answers the user", async () => {
    const user = await createUser(db());
    const response = await call("GET", `user/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, emailAddress: user.emailAddress, version: 1 });
  });

  it("answers 404 for an unknown id and 400 for one that is not a number", async () => {
    expect((await call("GET", "user/999999")).json()).toEqual({
      status: 404,
      code: "NOT_FOUND",
      message: messages.notFound,
      subErrors: [],
    });
    expect((await call("GET", "user/abc")).statusCode).toBe(400);
    expect((await call("GET", "user/99999999999")).statusCode).toBe(400);
  });
});

describe("POST admin/user", () => {
  it("creates an inactive user, audits it, and mails an activation link that activates the account", async () => {
    const body = newUserBody({ emailAddress: "  Mixed.Case@Example.com " });
    const after = t.printedMails.length;
    const response = await call("POST", "user", { payload: body });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      emailAddress: "mixed.case@example.com",
      firstName: "Nora",
      active: false,
      deleted: false,
      securityRoles: ["USER"],
      lastLogin: null,
      version: 1,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ actorId: admin.id, action: "create" });
    expect(audit?.changes.emailAddress).toEqual({ old: null, new: "mixed.case@example.com" });

    const token = await activationToken("mixed.case@example.com", after);
    expect((await activate("mixed.case@example.com", token)).json()).toEqual({
      message: messages.passwordChanged,
    });
    expect(await userRow(created.id)).toMatchObject({ active: true });
  });

  it("refuses an e-mail address already taken, in any letter case, and stores nothing", async () => {
    const existing = await createUser(db());
    const count = (await db().select().from(users)).length;
    const response = await call("POST", "user", {
      payload: newUserBody({ emailAddress: existing.emailAddress.toUpperCase() }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: messages.emailTaken,
      subErrors: [{ field: "emailAddress", message: messages.emailTaken }],
    });
    expect((await db().select().from(users)).length).toBe(count);
  });

  it.each([
    [{ emailAddress: "" }, "emailAddress", messages.emailRequired],
    [{ emailAddress: "a@b" }, "emailAddress", messages.emailInvalid],
    [{ emailAddress: "@example.com" }, "emailAddress", messages.emailInvalid],
    [{ emailAddress: "someone@example.info" }, "emailAddress", messages.emailInvalid],
    [{ firstName: "  " }, "firstName", messages.required],
    [{ lastName: undefined }, "lastName", messages.required],
    [{ firstName: "x".repeat(101) }, "firstName", messages.tooLong(100)],
    [{ securityRoles: [] }, "securityRoles", messages.required],
    [{ securityRoles: ["USER", "SYSTEM_ADMIN"] }, "securityRoles", messages.required],
    [{ securityRoles: ["EMPEROR"] }, "securityRoles.0", messages.required],
    [{ firstName: 42 }, "firstName", messages.required],
  ])("refuses %j with the field's message", async (overrides, field, message) => {
    const response = await call("POST", "user", { payload: newUserBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message: messages.formInvalid });
    expect(response.json().subErrors).toContainEqual({ field, message });
  });

  it("refuses malformed JSON and a body that is too large, never with a 500", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/admin/user",
      headers: { cookie: adminCookie, "content-type": "application/json" },
      payload: '{"emailAddress": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(messages.malformedJson);
    const huge = await call("POST", "user", { payload: newUserBody({ firstName: "x".repeat(2_000_000) }) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: messages.payloadTooLarge });
  });
});

describe("PUT admin/user/{id}", () => {
  it("saves the changes with the loaded version and audits old and new values", async () => {
    const user = await createUser(db(), { lastName: "Before" });
    const response = await call("PUT", `user/${user.id}`, {
      payload: { ...newUserBody({ emailAddress: user.emailAddress, lastName: "After" }), version: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, lastName: "After", version: 2 });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(user.id)));
    expect(audits.at(-1)).toMatchObject({
      actorId: admin.id,
      action: "update",
      changes: { lastName: { old: "Before", new: "After" } },
    });
  });

  it("refuses a stale version with 409 and changes nothing", async () => {
    const user = await createUser(db(), { lastName: "Original", version: 3 });
    const response = await call("PUT", `user/${user.id}`, {
      payload: { ...newUserBody({ emailAddress: user.emailAddress, lastName: "Overwritten" }), version: 2 },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      status: 409,
      code: "CONFLICT",
      message: messages.conflict,
      subErrors: [],
    });
    expect(await userRow(user.id)).toMatchObject({ lastName: "Original", version: 3 });
  });

  it("requires the loaded version (400 naming it) and changes nothing", async () => {
    const user = await createUser(db(), { lastName: "Original" });
    const response = await call("PUT", `user/${user.id}`, {
      payload: newUserBody({ emailAddress: user.emailAddress, lastName: "Overwritten" }),
    });
    expect(response.json()).toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      subErrors: [{ field: "version", message: messages.versionRequired }],
    });
    expect(await userRow(user.id)).toMatchObject({ lastName: "Original", version: 1 });
  });

  it("refuses another user's e-mail address", async () => {
    const [one, other] = [await createUser(db()), await createUser(db())];
    const response = await call("PUT", `user/${one.id}`, {
      payload: { ...newUserBody({ emailAddress: other.emailAddress }), version: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.emailTaken);
  });

  it("does not let an administrator change their own role or deactivate themselves", async () => {
    const self = await createAdmin(db());
    const cookie = await sessionCookie(db(), self.id);
    const body = { ...newUserBody({ emailAddress: self.emailAddress }), version: 1 };
    const demote = await call("PUT", `user/${self.id}`, {
      cookie,
      payload: { ...body, securityRoles: ["USER"] },
    });
    expect(demote.json()).toMatchObject({ status: 400, message: messages.cannotChangeOwnRole });
    const leave = await call("PUT", `user/${self.id}`, {
      cookie,
      payload: { ...body, securityRoles: ["SYSTEM_ADMIN"], deleted: true },
    });
    expect(leave.json()).toMatchObject({ status: 400, message: messages.cannotDeactivateSelf });
    expect(await userRow(self.id)).toMatchObject({
      securityRole: "SYSTEM_ADMIN",
      deleted: false,
      version: 1,
    });
  });

  it("applies a new role to the user's very next request", async () => {
    const user = await createUser(db());
    const theirCookie = await sessionCookie(db(), user.id);
    expect((await call("GET", "users", { cookie: theirCookie })).statusCode).toBe(403);
    await call("PUT", `user/${user.id}`, {
      payload: {
        ...newUserBody({ emailAddress: user.emailAddress, securityRoles: ["SYSTEM_ADMIN"] }),
        version: 1,
      },
    });
    expect((await call("GET", "users", { cookie: theirCookie })).statusCode).toBe(200);
  });

  it("restores a deactivated user", async () => {
    const user = await createUser(db(), { deleted: true });
    const response = await call("PUT", `user/${user.id}`, {
      payload: { ...newUserBody({ emailAddress: user.emailAddress }), deleted: false, version: 1 },
    });
    expect(response.json()).toMatchObject({ deleted: false });
  });

  it("answers 404 for an unknown id", async () => {
    const response = await call("PUT", "user/999999", { payload: { ...newUserBody(), version: 1 } });
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE admin/user/{id}", () => {
  it("deactivates the user, ends their sessions, and they can no longer sign in", async () => {
    const user = await createUser(db());
    const theirCookie = await sessionCookie(db(), user.id);
    // Signed in and just seen by the server: the deactivation must still end it at once.
    expect((await getActiveUser(t, theirCookie)).statusCode).toBe(200);
    const response = await call("DELETE", `user/${user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.userDeactivated });
    expect(await userRow(user.id)).toMatchObject({ deleted: true, version: 2 });
    expect((await getActiveUser(t, theirCookie)).statusCode).toBe(401);
    const login = await postAdmin(t, "auth/login", {
      emailAddress: user.emailAddress,
      password: "correct-horse-battery",
    });
    expect(login.json()).toMatchObject({ status: 400, message: messages.accountDeactivated });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, "delete")));
    expect(audit?.changes).toEqual({ deleted: { old: false, new: true } });
  });

  it("refuses to deactivate oneself, and answers 404 for an unknown id", async () => {
    const self = await call("DELETE", `user/${admin.id}`);
    expect(self.json()).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: messages.cannotDeactivateSelf,
      subErrors: [],
    });
    expect(await userRow(admin.id)).toMatchObject({ deleted: false });
    expect((await call("DELETE", "user/999999")).statusCode).toBe(404);
  });
});

describe("GET admin/user/activation/{id}", () => {
  it("mails a fresh activation link; the earlier link stops working", async () => {
    const body = newUserBody();
    const firstAfter = t.printedMails.length;
    const created = (await call("POST", "user", { payload: body })).json();
    const oldToken = await activationToken(body.emailAddress, firstAfter);

    const resendAfter = t.printedMails.length;
    const response = await call("GET", `user/activation/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: messages.activationSent });
    const newToken = await activationToken(body.emailAddress, resendAfter);
    expect(newToken).not.toBe(oldToken);

    expect((await activate(body.emailAddress, oldToken)).json().message).toBe(messages.resetLinkInvalid);
    expect((await activate(body.emailAddress, newToken)).statusCode).toBe(200);
  });

  it("refuses a deactivated user, an active user and an unknown id, mailing nothing", async () => {
    const user = await createUser(db(), { deleted: true });
    expect((await call("GET", `user/activation/${user.id}`)).json().message).toBe(
      messages.accountDeactivated,
    );
    const active = await createUser(db());
    const after = t.printedMails.length;
    const response = await call("GET", `user/activation/${active.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.accountAlreadyActive);
    expect(t.printedMails.slice(after).filter((mail) => mail.to === active.emailAddress)).toEqual([]);
    expect((await call("GET", "user/activation/999999")).statusCode).toBe(404);
  });
});

describe("GET admin/roles", () => {
  it("answers the security roles with their labels", async () => {
    const response = await call("GET", "roles");
    expect(response.json()).toEqual([
      { key: "SYSTEM_ADMIN", value: "System administrator" },
      { key: "USER", value: "User" },
    ]);
  });
});
