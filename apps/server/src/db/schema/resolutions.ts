// A proceeding's judgements and settlements, and the costs the courts granted it.
import type { ClaimedCosts } from "@litfolio/shared/costs";
import {
  type AmountPaid,
  type EstablishedDamages,
  type LabelledPrice,
  type Price,
  resolutionKinds,
} from "@litfolio/shared/resolutions";
import { bigint, date, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { proceedingId } from "./proceedings";
import { proceduralSteps } from "./tracking";
import { users } from "./users";

/**
 * A judgement or settlement of a proceeding (SPEC 3 "Resolution"). The amount blocks are JSON
 * documents, read and written whole with their resolution; catalogue keys are checked on save.
 */
export const resolutions = pgTable(
  "resolutions",
  {
    id: serial("id").primaryKey(),
    proceedingId: proceedingId(),
    resolution: text("resolution", { enum: resolutionKinds }).notNull(),
    /** The procedural step of the proceeding's tracking; a deleted step leaves the resolution without. */
    stepId: integer("step_id").references(() => proceduralSteps.id, { onDelete: "set null" }),
    type: text("type").notNull(),
    outcome: text("outcome").notNull(),
    contents: jsonb("contents").$type<string[]>().notNull().default([]),
    amountPaid: jsonb("amount_paid").$type<AmountPaid>(),
    // Judgements only
    courtName: text("court_name"),
    courtLocation: text("court_location"),
    courtRecordNumber: text("court_record_number"),
    date: date("date"),
    legalEffect: text("legal_effect"),
    instance: text("instance"),
    establishedDamages: jsonb("established_damages").$type<Omit<EstablishedDamages, "totalSumInEuro">>(),
    legalCost: jsonb("legal_cost").$type<LabelledPrice>(),
    legalInterest: jsonb("legal_interest").$type<Price & { estimate: boolean }>(),
    adverseCost: jsonb("adverse_cost").$type<Price & { estimate: boolean; paymentDate: string | null }>(),
    // Settlements only
    settledAmount: jsonb("settled_amount").$type<LabelledPrice & { type: "COST" }>(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("resolutions_proceeding_idx").on(t.proceedingId, t.resolution),
    index("resolutions_step_idx").on(t.stepId),
  ],
);

/** What the courts granted a proceeding overall: a cost block like the claimed costs. */
export const proceedingGrantedCosts = pgTable("proceeding_granted_costs", {
  proceedingId: proceedingId().primaryKey(),
  costs: jsonb("costs").$type<ClaimedCosts>().notNull(),
  totalSumInEuro: bigint("total_sum_in_euro", { mode: "number" }),
  version: integer("version").notNull().default(1),
  ...timestamps,
});
