// Columns many tables share. The tables live in the other files of this folder, one file an area;
// `npm run db:generate` reads them all (drizzle.config.ts) and turns changes into a migration.
import { timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
