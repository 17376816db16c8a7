// Demo activities (issue 13): about 60 tasks across the demo trackings, at their steps, in all three
// statuses, several overdue, assigned to the matter's lawyers and counsel (and to the demo
// lawyer most often, so "Assigned to me" shows a real list to lawyer@); a conversation on the first
// twelve, in rich text, with a few documents: some waiting for the client's approval, some approved
// by approver@.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { activities, activityComments } from "../db/schema/activities";
import { participations } from "../db/schema/matters";
import { proceduralSteps, trackings } from "../db/schema/tracking";
import { users } from "../db/schema/users";
import type { FileStore } from "../files/store";
import { seedDemoDocument } from "./demo-pdf";

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

/** The conversation on an activity: who writes (by e-mail), the text, and a document with its approval. */
const conversation: {
  by: string;
  text: string;
  document?: { title: string; approval: "none" | "pending" | "approved" };
}[] = [
  {
    by: "lawyer@example.com",
    text: "<p>First draft attached. Please look at the <strong>pass-on</strong> section in particular.</p>",
    document: { title: "Draft statement of defence", approval: "pending" },
  },
  {
    by: "approver@example.com",
    text: '<p>Thanks. Two points:</p><ol><li>Add the 2011 price list.</li><li>Mention the <span style="background-color: rgb(255, 255, 0);">leasing</span> claimants separately.</li></ol>',
  },
  {
    by: "lawyer@example.com",
    text: '<p>Revised as agreed. The court\'s timetable is on <a href="https://www.rechtspraak.nl" target="_blank" rel="noopener noreferrer">rechtspraak.nl</a>.</p>',
    document: { title: "Statement of defence (final)", approval: "approved" },
  },
];

async function seedConversation(
  tx: DbOrTx,
  files: FileStore,
  { matterId, activityId, people }: { matterId: number; activityId: number; people: Map<string, number> },
  length: number,
) {
  const approver = people.get("approver@example.com") ?? null;
  for (const [index, entry] of conversation.slice(0, length).entries()) {
    const createdBy = people.get(entry.by) ?? null;
    // A minute apart, oldest first, so "newest" is the last one written.
    const createdAt = new Date(Date.now() - (length - index) * 3_600_000);
    const [comment] = await tx
      .insert(activityComments)
      .values({ activityId, text: entry.text, createdBy, createdAt, updatedAt: createdAt })
      .returning({ id: activityComments.id });
    if (!comment || !entry.document) continue;
    const { title, approval } = entry.document;
    await seedDemoDocument(
      tx,
      files,
      {
        matterId,
        commentId: comment.id,
        createdBy,
        createdAt,
        approvalNeeded: approval !== "none",
        ...(approval === "approved" ? { approvedBy: approver, approvedAt: new Date() } : {}),
      },
      title,
      ["A document shared in an activity's conversation, for the client's approval."],
    );
  }
}

export async function seedDemoActivities(
  tx: DbOrTx,
  { matterId, createdBy, files }: { matterId: number; createdBy: number; files: FileStore },
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
          "approver@example.com",
        ]),
      ),
    );
  const lawyer = people.find((person) => person.email === "lawyer@example.com")?.id ?? createdBy;
  const assignees = [
    lawyer,
    ...people.filter((person) => person.email !== "approver@example.com").map((person) => person.id),
    lawyer,
  ];
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
  if (rows.length === 0) return;
  const inserted = await tx.insert(activities).values(rows).returning({ id: activities.id });
  const byEmail = new Map(people.map((person) => [person.email, person.id]));
  for (const [index, activity] of inserted.slice(0, 12).entries()) {
    await seedConversation(
      tx,
      files,
      { matterId, activityId: activity.id, people: byEmail },
      (index % 3) + 1,
    );
  }
}
