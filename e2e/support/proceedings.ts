// Proceedings a browser test sets up and reads back through the API (as the signed-in page), and
// the proceeding form it opens from the proceeding's page.
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { shown } from "./journeys";

export interface CreatedProceeding {
  id: number;
  proceedingCode: string;
}

const proceedingsApi = (matterId: number) => `/api/dbbw/matters/${matterId}/proceedings`;

/**
 * A proceeding of the matter in the jurisdiction (by code; Dutch unless said) with the plaintiff
 * named and any further fields of the body.
 */
export async function createProceeding(
  page: Page,
  matterId: number,
  plaintiff: { fullName: string; shortName: string },
  fields: object = {},
  jurisdictionCode = "NLD",
): Promise<CreatedProceeding> {
  const categories = await page.request.get(`/api/dbbw/matters/${matterId}/jurisdictions`);
  const { items } = (await categories.json()) as { items: { id: number; code: string }[] };
  const jurisdiction = items.find((item) => item.code === jurisdictionCode);
  const answer = await page.request.post(proceedingsApi(matterId), {
    data: {
      category: { id: jurisdiction?.id },
      status: { key: "ONGOING" },
      plaintiff,
      dbResponsible: { firstName: "Lieke", lastName: "Jansen" },
      ...fields,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as CreatedProceeding;
}

/** A proceeding's tracking made from its jurisdiction's template (NLD in the demo). */
export async function createTrackingFromTemplate(page: Page, matterId: number, proceedingId: number) {
  const template = await (
    await page.request.get(`/api/dbbw/matters/${matterId}/tracking/templates/available/NLD`)
  ).json();
  const answer = await page.request.post(`${proceedingsApi(matterId)}/${proceedingId}/tracking`, {
    data: { templateId: template.trackingId },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { id: number; version: number; proceduralSteps: { id: number }[] };
}

/** The proceeding as the API answers it now. */
export async function savedProceeding(page: Page, matterId: number, proceeding: CreatedProceeding) {
  const answer = await page.request.get(`${proceedingsApi(matterId)}/${proceeding.id}`);
  return answer.json();
}

/** Opens the proceeding's page and its edit form; answers the form. */
export async function openProceedingForm(
  page: Page,
  matterId: number,
  proceeding: CreatedProceeding,
): Promise<Locator> {
  await page.goto(`/matters/${matterId}/proceedings/${proceeding.id}`);
  await shown(page.getByRole("heading", { level: 1, name: proceeding.proceedingCode }));
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const form = page.getByRole("dialog", { name: `Edit proceedings ${proceeding.proceedingCode}` });
  await shown(form);
  return form;
}
