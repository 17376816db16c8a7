import { toIsoDuration } from "@litfolio/shared/tracking";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { categories } from "../db/schema/matters";
import { proceedings } from "../db/schema/proceedings";
import { proceduralSteps, trackings } from "../db/schema/tracking";
import type { FileStore } from "../files/store";
import { seedDemoDocument } from "./demo-pdf";

type Unit = "D" | "W" | "M" | "Y";
/** A step: its title, the time to the next step, whether it is a court hearing, a description. */
type DemoStep = [title: string, number: number, unit: Unit, courtHearing?: boolean, description?: string];

const templates: Record<string, DemoStep[]> = {
  NLD: [
    [
      "Writ of summons served (dagvaarding)",
      6,
      "W",
      false,
      "Served by the bailiff; the roll date is set in the writ.",
    ],
    ["Statement of defence (conclusie van antwoord)", 6, "W"],
    ["Case management hearing (mondelinge behandeling)", 6, "W", true],
    ["Statement of reply (conclusie van repliek)", 6, "W"],
    ["Statement of rejoinder (conclusie van dupliek)", 3, "M"],
    ["Judgement (vonnis)", 3, "M", false, "Interim or final; a final judgement opens the appeal period."],
    [
      "Appeal deadline (3 months)",
      0,
      "D",
      false,
      "Three months from the date of the judgement (art. 339 Rv).",
    ],
  ],
  DEU: [
    ["Statement of claim served (Klagezustellung)", 2, "W"],
    ["Notice of intention to defend (Verteidigungsanzeige)", 2, "W"],
    ["Statement of defence (Klageerwiderung)", 2, "M"],
    ["Reply (Replik)", 6, "W"],
    ["Rejoinder (Duplik)", 2, "M"],
    ["Oral hearing (mündliche Verhandlung)", 3, "M", true],
    ["Judgement (Urteil)", 1, "M"],
    [
      "Appeal deadline (Berufungsfrist, 1 month)",
      0,
      "D",
      false,
      "One month from service of the judgement (§ 517 ZPO).",
    ],
  ],
  ESP: [
    ["Claim admitted (admisión de la demanda)", 20, "D"],
    ["Statement of defence (contestación, 20 working days)", 2, "M"],
    ["Preliminary hearing (audiencia previa)", 4, "M", true],
    ["Trial (juicio)", 2, "M", true],
    ["Judgement (sentencia)", 20, "D"],
    ["Appeal deadline (recurso de apelación, 20 days)", 0, "D"],
  ],
  GBR: [
    ["Claim form served", 2, "W"],
    ["Acknowledgment of service", 2, "W"],
    ["Defence", 2, "M"],
    ["Case management conference", 6, "M", true],
    ["Disclosure", 4, "M"],
    ["Witness statements and expert reports", 6, "M"],
    ["Pre-trial review", 2, "M", true],
    ["Trial", 3, "M", true],
    ["Judgement handed down", 21, "D"],
    ["Permission to appeal deadline (21 days)", 0, "D"],
  ],
};

/** The step's time to the next as days, for dating a tracking (months as 30 days, years 365). */
const days = (number: number, unit: Unit) => number * { D: 1, W: 7, M: 30, Y: 365 }[unit];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoTracking(
  tx: DbOrTx,
  { matterId, createdBy, files }: { matterId: number; createdBy: number; files: FileStore },
) {
  const categoryRows = await tx
    .select()
    .from(categories)
    .where(and(eq(categories.matterId, matterId), inArray(categories.code, Object.keys(templates))));
  for (const category of categoryRows) {
    const steps = templates[category.code] ?? [];
    const [template] = await tx
      .insert(trackings)
      .values({ matterId, template: true, categoryId: category.id, createdBy })
      .returning();
    if (!template) throw new Error("demo template not inserted");
    await tx.insert(proceduralSteps).values(
      steps.map(([title, number, unit, courtHearing = false, description = null], position) => ({
        trackingId: template.id,
        position,
        title,
        description,
        averageDuration: toIsoDuration(number, unit),
        courtHearing,
        clientDeadline: !courtHearing,
      })),
    );
    const tracked = (
      await tx
        .select({ id: proceedings.id })
        .from(proceedings)
        .where(eq(proceedings.categoryId, category.id))
        .orderBy(asc(proceedings.id))
    ).filter((_, index) => index % 2 === 0);
    for (const [index, proceeding] of tracked.entries()) {
      await seedTracking(tx, { matterId, createdBy, files }, proceeding.id, template.id, steps, index);
    }
  }
}

async function seedTracking(
  tx: DbOrTx,
  { matterId, createdBy, files }: { matterId: number; createdBy: number; files: FileStore },
  proceedingId: number,
  templateId: number,
  steps: DemoStep[],
  index: number,
) {
  const [tracking] = await tx
    .insert(trackings)
    .values({ matterId, template: false, proceedingId, basedOnTemplateId: templateId, createdBy })
    .returning();
  if (!tracking) throw new Error("demo tracking not inserted");
  // The first step a few weeks to a few months back: its deadline (and maybe the next) has passed.
  const today = isoDay(new Date());
  let day = Date.now() - (40 + index * 25) * 86_400_000;
  const dated = steps.map(([title, number, unit, courtHearing = false, description = null], position) => {
    const estimate = position >= steps.length - 2;
    const date = new Date(day);
    day += days(number, unit) * 86_400_000;
    return {
      trackingId: tracking.id,
      position,
      title,
      description,
      averageDuration: toIsoDuration(number, unit),
      estimateDeadline: estimate,
      deadline: estimate ? `${isoDay(date).slice(0, 7)}-01` : isoDay(date),
      courtHearing,
      clientDeadline: !courtHearing,
    };
  });
  // The story (issue 27): the steps the process went past were done on their day; of the step where
  // it stands now, every other tracking's was done too, the rest are the missed deadlines a partner
  // chases. A step whose document was filed (the first two trackings' first step) was done as well.
  const passed = dated.filter((step) => !step.estimateDeadline && step.deadline < today);
  const current = passed.length - 1;
  const rows = dated.map((step) => {
    const filed = index < 2 && step.position === 0;
    const done = step.position < current || (step.position === current && (index % 2 === 0 || filed));
    return done ? { ...step, doneOn: step.deadline, doneBy: createdBy } : step;
  });
  const stepRows = await tx.insert(proceduralSteps).values(rows).returning();
  const first = stepRows[0];
  if (index < 2 && first)
    await seedDemoDocument(tx, files, { matterId, createdBy, stepId: first.id }, first.title, [
      "In the Trucks cartel damages claims matter, this is the document filed at this procedural step.",
    ]);
}
