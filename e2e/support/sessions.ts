// Signed-in pages without signing in each time: a user signs in through /login once per run (the
// first time a test asks for them), and the cookies and local storage that sign-in left start every
// later page of that user, as the same person opening another window. A sign-in costs seconds (a
// password hash, an e-mailed code, the landing page); the tests about signing in still go through
// /login themselves (support/journeys.ts signIn).
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { newPage, type PageOptions } from "./browser";
import { signIn } from "./journeys";

/** The sign-ins under way in this worker, so pages asked for at once share one. */
const signInsUnderWay = new Map<string, Promise<void>>();

/**
 * A page of a fresh context on the run's server, signed in as this user. Its session is shared by
 * every such page of this user in the run: a test that logs out, signs in again or ends the user's
 * sessions (a password change, deactivation) must sign in on its own instead (newPage, signIn).
 */
export async function signedInPage(
  browser: Browser,
  emailAddress: string,
  viewport?: PageOptions["viewport"],
): Promise<Page> {
  const storageState = path.join(process.env.E2E_SESSIONS ?? "", `${emailAddress}.json`);
  if (fs.existsSync(storageState)) {
    const page = await newPage(browser, { viewport, storageState });
    if ((await page.request.get("/api/admin/security/user")).ok()) return page;
    // The session ended (30 minutes unused, or a test broke the rule above): sign in anew.
    await page.context().close();
    fs.rmSync(storageState, { force: true });
  }
  await signInOnce(browser, emailAddress, storageState);
  return newPage(browser, { viewport, storageState });
}

/** Signs the user in through /login and keeps what the browser then holds in `storageState`. */
async function signInOnce(browser: Browser, emailAddress: string, storageState: string) {
  let underWay = signInsUnderWay.get(emailAddress);
  if (!underWay) {
    underWay = (async () => {
      const page = await newPage(browser);
      await signIn(page, emailAddress);
      await page.context().storageState({ path: storageState });
      await page.context().close();
    })().finally(() => signInsUnderWay.delete(emailAddress));
    signInsUnderWay.set(emailAddress, underWay);
  }
  await underWay;
}
