// Demo activities (issue 13): about 60 tasks across the demo trackings, at their steps, in all three
// statuses, several overdue, assigned to the matter's lawyers and counsel (and to the demo
// lawyer most often, so "Assigned to me" shows a real list to lawyer@).
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "../client";
import { activities } from "../schema/activities";
import { participations } from "../schema/matters";
import { proceduralSteps, trackings } from "../schema/tracking";
import { users } from "../schema/users";

const tasks: [title: string, description: string][] = [
  [
    "Review the writ and the claimants' list",
    "Check the claimants against the claim vehicle's list and flag any that were not served.",
  ],
  [
    "Draft the statement of defence",
    "First draft on limitation, pass-on and the overcharge; send to the client for comments.",
  ],
  [
    "Collect the client's comments on the draft",
    "Chase the legal team for their comments on the draft defence.",
  ],
  ["File the statement of defence", "File with the court registry and send the filed copy to the client."],
  ["Instruct the economic expert", "Engagement letter and the data request for the overcharge report."],
  ["Prepare the case management hearing", "Hearing note, witness list and the proposed timetable."],
  ["Report the hearing to the client", "Short report with the court's directions and the next deadlines."],
  [
    "Analyse the judgement",
    "Summary of the findings on overcharge, pass-on and interest; appeal assessment.",
  ],
];

const offsets = [-30, -9, 4, 12, 25, 40];
const statuses = ["DONE", "DOING", "TODO", "TODO", "DOING", "TODO"] as const;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoActivities(
  tx: DbOrTx,
  { matterId, createdBy }: { matterId: number; createdBy: number },
) {
  const people = await tx
    .select({ id: users.id, email: users.emailAddress })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .where(
      and(
        eq(participations.matterId, matterId),
        inArray(users.emailAddress, [
          "lawyer@example.com",
          "external@example.com",
          "counsel.full@example.com",
        ]),
      ),
    );
  const lawyer = people.find((person) => person.email === "lawyer@example.com")?.id ?? createdBy;
  const assignees = [lawyer, ...people.map((person) => person.id), lawyer];
  const steps = await tx
    .select({ id: proceduralSteps.id, trackingId: trackings.id, position: proceduralSteps.position })
    .from(proceduralSteps)
    .innerJoin(trackings, eq(trackings.id, proceduralSteps.trackingId))
    .where(
      and(eq(trackings.matterId, matterId), eq(trackings.template, false), lt(proceduralSteps.position, 8)),
    )
    .orderBy(asc(trackings.id), asc(proceduralSteps.position));
  const rows = steps.slice(0, 60).map((step, index) => {
    const [title, description] = tasks[(step.position * 3 + index) % tasks.length] as [string, string];
    const offset = offsets[index % offsets.length] ?? 0;
    return {
      matterId,
      trackingId: step.trackingId,
      stepId: step.id,
      title,
      description,
      status: statuses[index % statuses.length] ?? "TODO",
      dueDate: isoDay(new Date(Date.now() + offset * 86_400_000)),
      responsibleId: assignees[index % assignees.length] ?? lawyer,
      createdBy,
    };
  });
  if (rows.length > 0) await tx.insert(activities).values(rows);
}
