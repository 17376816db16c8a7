// The matter page's users tab: an administrator adds a new local counsel for one jurisdiction, who
// activates through the e-mailed link and signs in; the add form's e-mail lookup tells participants,
// platform users and newcomers apart; a participant's role is changed and the participant removed.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage, screenshot } from "../support/browser";
import { alert, setPasswordThroughLink, shown, signIn } from "../support/journeys";
import { mailCount, waitForMail } from "../support/mail";
import { signedInPage } from "../support/sessions";

let browser: Browser;
let admin: Page;
let matterId: number;
const stamp = Date.now();
const counsel = { email: `lotte.lokaal.${stamp}@example.com`, password: "lotte-first-password" };
const platformUser = {
  email: `petra.platform.${stamp}@example.com`,
  firstName: "Petra",
  lastName: "Platform",
};

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signedInPage(browser, "admin@example.com");
  matterId = await demoMatterId(admin);
  // Every row on one page, however many participants other test files have added.
  await admin.context().addCookies([{ name: `rowsPerPage-${matterId}`, value: "100", url: baseUrl() }]);
});
afterAll(() => browser.close());

async function demoMatterId(page: Page): Promise<number> {
  const answer = await page.request.get("/api/dbbw/matters/search", { params: { key: "2016-0042" } });
  const { items } = (await answer.json()) as { items: { id: number; key: string }[] };
  const matter = items.find((item) => item.key === "2016-0042");
  if (!matter) throw new Error("The demo matter is missing");
  return matter.id;
}

const openUsersTab = async (page: Page) => {
  await page.goto(`/matters/${matterId}/?tab=users`);
  await shown(page.getByRole("table", { name: "Users of the matter" }));
};

const userRow = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

async function chooseRole(page: Page, form: ReturnType<Page["getByRole"]>, role: string) {
  await form.getByLabel("Role").click();
  await page.getByRole("option", { name: role, exact: true }).click();
}

describe("the matter's users tab", () => {
  it("adds a new local counsel for one jurisdiction, who activates and signs in", async () => {
    await openUsersTab(admin);
    await shown(userRow(admin, "counsel@example.com"));
    await admin.getByRole("button", { name: "Add user" }).click();
    const form = admin.getByRole("dialog", { name: "Add user" });
    await form.getByLabel("E-mail address").fill(counsel.email);
    await shown(form.getByText("This user is not yet in the platform."));
    await form.getByLabel("First name").fill("Lotte");
    await form.getByLabel("Last name").fill("Lokaal");
    await chooseRole(admin, form, "Local counsel");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(form.getByText("Choose at least one jurisdiction or workstream for a local counsel role"));
    await shown(alert(admin, "There are one or more errors in the form."));

    await form.getByLabel("Jurisdictions/workstreams").click();
    await admin.getByRole("option", { name: "NLD – Netherlands" }).click();
    await screenshot(admin, "matter-users-form");
    const before = mailCount();
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "User has been saved and added to the matter"));
    await waitForMail(counsel.email, before, /activate your account/);
    const row = userRow(admin, counsel.email);
    await shown(row.getByText("Inactive"));
    await shown(row.getByText("NLD", { exact: true }));
    expect(await row.getByText("DEU", { exact: true }).count()).toBe(0);
    await screenshot(admin, "matter-users");

    // A resent activation mail carries a fresh link; that newest one is what activates.
    const beforeResend = mailCount();
    await row.getByRole("button", { name: "Resend activation e-mail" }).click();
    await shown(alert(admin, "A new activation email has been sent to the user's email"));
    expect((await waitForMail(counsel.email, beforeResend, /activate your account/)).body).toContain(
      "/changepassword/",
    );

    const page = await newPage(browser);
    await setPasswordThroughLink(page, counsel.email, beforeResend, counsel.password);
    await signIn(page, counsel.email, counsel.password);
    await page.goto(`/matters/${matterId}/?tab=users`);
    await shown(page.getByRole("heading", { name: "Trucks cartel damages claims" }));
    // Local counsel do not see the matter's users (DECISIONS matrix: participants "–").
    await shown(page.getByRole("tab", { name: "Details" }));
    expect(await page.getByRole("tab", { name: "Users" }).count()).toBe(0);
    const matter = await (await page.request.get(`/api/dbbw/matters/${matterId}`)).json();
    expect(matter.participation.role.key).toBe("LOCAL_COUNSEL");
    expect(matter.resourcePermissions.participants).toEqual([]);
    // Their choice of jurisdictions (the forms' category lookup) is their own: NLD only.
    const choices = await (await page.request.get(`/api/dbbw/matters/${matterId}/categories`)).json();
    expect(choices.items.map((category: { code: string }) => category.code)).toEqual(["NLD"]);
    await page.context().close();

    await admin.reload();
    await shown(userRow(admin, counsel.email));
    expect(await userRow(admin, counsel.email).getByText("Inactive").count()).toBe(0);
  });

  it("offers no activation e-mail to a user who is already active", async () => {
    const resend = userRow(admin, counsel.email).getByRole("button", { name: "Resend activation e-mail" });
    expect(await resend.isDisabled()).toBe(true);
  });

  it("tells a participant and a platform user apart while the e-mail is typed", async () => {
    const created = await admin.request.post("/api/admin/user", {
      data: { ...platformUser, emailAddress: platformUser.email, securityRoles: ["USER"] },
    });
    expect(created.status()).toBe(200);
    await openUsersTab(admin);
    await admin.getByRole("button", { name: "Add user" }).click();
    const form = admin.getByRole("dialog", { name: "Add user" });

    await form.getByLabel("E-mail address").fill(counsel.email);
    await shown(form.getByText("This user is already on the matter. You can edit their role."));
    await form.getByRole("button", { name: "Edit user" }).click();
    const edit = admin.getByRole("dialog", { name: "Edit user" });
    await shown(edit.getByText("Local counsel", { exact: true }));
    await shown(edit.getByRole("button", { name: "NLD – Netherlands" }));
    await edit.getByRole("button", { name: "Cancel" }).click();

    await admin.getByRole("button", { name: "Add user" }).click();
    await form.getByLabel("E-mail address").fill(platformUser.email.toUpperCase());
    await shown(form.getByText("This user is already in the platform. Select their role on this matter."));
    const firstName = form.getByLabel("First name");
    await expect.poll(() => firstName.inputValue()).toBe(platformUser.firstName);
    expect(await firstName.getAttribute("readonly")).not.toBeNull();
    expect(await form.getByLabel("Last name").inputValue()).toBe(platformUser.lastName);
    await chooseRole(admin, form, "External (read only)");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "User has been saved and added to the matter"));
    await shown(userRow(admin, platformUser.email).getByText("External (read only)"));
  });

  it("changes a participant's role and removes the participant after confirmation", async () => {
    await userRow(admin, platformUser.email).getByRole("button", { name: "Edit user" }).click();
    const form = admin.getByRole("dialog", { name: "Edit user" });
    expect(await form.getByLabel("E-mail address").inputValue()).toBe(platformUser.email);
    await chooseRole(admin, form, "Client (read only)");
    await form.getByRole("button", { name: "Save" }).click();
    await shown(alert(admin, "User has been saved"));
    await shown(userRow(admin, platformUser.email).getByText("Client (read only)"));

    await userRow(admin, platformUser.email)
      .getByRole("button", { name: "Remove user from the matter" })
      .click();
    const confirm = admin.getByRole("dialog", { name: "Remove user" });
    await shown(confirm.getByText(platformUser.email));
    await confirm.getByRole("button", { name: "Yes" }).click();
    await shown(alert(admin, "User has been removed from the matter"));
    await userRow(admin, platformUser.email).waitFor({ state: "detached" });
  });

  it("shows a lawyer the users without the actions that change them", async () => {
    const page = await signedInPage(browser, "lawyer@example.com");
    await openUsersTab(page);
    const row = userRow(page, "counsel@example.com");
    await shown(row.getByText("Local counsel", { exact: true }));
    expect(await page.getByRole("button", { name: "Add user" }).count()).toBe(0);
    expect(await row.getByRole("button", { name: "Edit user" }).count()).toBe(0);
    expect(await row.getByRole("button", { name: "Remove user from the matter" }).count()).toBe(0);
    expect(await row.getByRole("button", { name: "Resend activation e-mail" }).isDisabled()).toBe(true);
    await page.context().close();
  });
});
