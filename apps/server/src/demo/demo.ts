// Demo accounts and a demo matter for a newcomer's first start: the trucks-cartel portfolio with its
// jurisdictions, workstreams, items, defendants, writ places, links and about forty proceedings
// (demo-proceedings.ts), and one account per participation role. Runs only into an empty database, so it never touches real data.
import type { ParticipationRole } from "@litfolio/shared/permissions";
import type { SecurityRole } from "@litfolio/shared/roles";
import { count } from "drizzle-orm";
import { hashPassword } from "../auth/passwords";
import type { Db } from "../db/client";
import { courtCalendars, courtVacations } from "../db/schema/deadlines";
import {
  assetLabels,
  categories,
  defendantLabels,
  matters,
  menuItems,
  participationCategories,
  participations,
  servedWritPlaces,
} from "../db/schema/matters";
import { expectedTotals } from "../db/schema/overview";
import { users } from "../db/schema/users";
import type { FileStore } from "../files/store";
import { seedDemoActivities } from "./demo-activities";
import { seedDemoProceedings } from "./demo-proceedings";
import { seedDemoTracking } from "./demo-tracking";
import { seedDemoWorkPackages } from "./demo-work-packages";

interface DemoAccount {
  emailAddress: string;
  firstName: string;
  lastName: string;
  securityRole: SecurityRole;
  /** The account's participation on the demo matter, with its category codes for local counsel. */
  participation?: { role: ParticipationRole; categories?: string[] };
}

export const demoAccounts: DemoAccount[] = [
  { emailAddress: "admin@example.com", firstName: "Anna", lastName: "Admin", securityRole: "SYSTEM_ADMIN" },
  { emailAddress: "user@example.com", firstName: "Ulrich", lastName: "User", securityRole: "USER" },
  {
    emailAddress: "manager@example.com",
    firstName: "Maarten",
    lastName: "de Manager",
    securityRole: "USER",
    participation: { role: "ADMIN" },
  },
  {
    emailAddress: "lawyer@example.com",
    firstName: "Lieke",
    lastName: "Jansen",
    securityRole: "USER",
    participation: { role: "DB_LAWYER" },
  },
  {
    emailAddress: "external@example.com",
    firstName: "Erik",
    lastName: "Extern",
    securityRole: "USER",
    participation: { role: "DB_EXTERNAL" },
  },
  {
    emailAddress: "counsel@example.com",
    firstName: "Claudia",
    lastName: "Becker",
    securityRole: "USER",
    participation: { role: "LOCAL_COUNSEL", categories: ["NLD", "DEU"] },
  },
  {
    emailAddress: "counsel.super@example.com",
    firstName: "Sofía",
    lastName: "García",
    securityRole: "USER",
    participation: { role: "LOCAL_COUNSEL_SUPER_USER", categories: ["ESP", "ITA"] },
  },
  {
    emailAddress: "counsel.full@example.com",
    firstName: "François",
    lastName: "Dubois",
    securityRole: "USER",
    participation: { role: "LOCAL_COUNSEL_FULL_ACCESS", categories: ["FRA", "BEL", "PAS"] },
  },
  {
    emailAddress: "client@example.com",
    firstName: "Cees",
    lastName: "Klant",
    securityRole: "USER",
    participation: { role: "CLIENT_READ_ONLY" },
  },
  {
    emailAddress: "approver@example.com",
    firstName: "Anouk",
    lastName: "Goedkeur",
    securityRole: "USER",
    participation: { role: "CLIENT_ACTIVE" },
  },
  {
    emailAddress: "observer@example.com",
    firstName: "Olaf",
    lastName: "Observer",
    securityRole: "USER",
    participation: { role: "EXTERNAL_READ_ONLY" },
  },
];

const demoMatter = {
  name: "Trucks cartel damages claims",
  key: "2016-0042",
  client: "DAF Trucks N.V.",
  connectFolderId: "104857",
};

const jurisdictions: [string, string][] = [
  ["NLD", "Netherlands"],
  ["DEU", "Germany"],
  ["ESP", "Spain"],
  ["GBR", "United Kingdom"],
  ["ITA", "Italy"],
  ["FRA", "France"],
  ["BEL", "Belgium"],
  ["POL", "Poland"],
  ["AUT", "Austria"],
  ["SWE", "Sweden"],
];

/** Court vacations as stored: jurisdiction, from and to (MM-DD), label. */
const courtVacationsOfDemo: [string, string, string, string][] = [
  ["ESP", "08-01", "08-31", "August"],
  ["ITA", "08-01", "08-31", "August"],
];

const workstreams: [string, string][] = [
  ["PAS", "Passing-on defence"],
  ["ECO", "Economic evidence (overcharge)"],
];

/** DAF first: the principal truck-maker defendant; then the other addressees of the EU decision. */
const defendants = [
  "DAF Trucks N.V.",
  "Daimler Truck AG",
  "AB Volvo / Renault Trucks SAS",
  "Iveco S.p.A.",
  "Scania AB",
  "MAN Truck & Bus SE",
];

const writPlaces = [
  "Rechtbank Amsterdam",
  "Landgericht München I",
  "Juzgado de lo Mercantil de Madrid",
  "Competition Appeal Tribunal, London",
  "Tribunale di Milano",
];

const links = [
  { name: "Connect workspace", url: "https://connect.example.com/trucks-cartel" },
  {
    name: "European Commission decision AT.39824",
    url: "https://ec.europa.eu/competition/elojade/isef/case_details.cfm?proc_code=1_39824",
  },
];

export async function seedDemoData(db: Db, demoPassword: string, files: FileStore): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction(async (tx) => {
    const accounts = await tx
      .insert(users)
      .values(
        demoAccounts.map(({ participation: _, ...account }) => ({ ...account, passwordHash, active: true })),
      )
      .returning();
    const [matter] = await tx.insert(matters).values(demoMatter).returning();
    if (!matter) throw new Error("demo matter not inserted");
    const matterId = matter.id;
    const categoryRows = await tx
      .insert(categories)
      .values([
        ...jurisdictions.map(([code, name]) => ({ matterId, type: "jurisdiction" as const, code, name })),
        ...workstreams.map(([code, name]) => ({ matterId, type: "workstream" as const, code, name })),
      ])
      .returning();
    const assetLabelRows = await tx
      .insert(assetLabels)
      .values(["Trucks", "Trailers"].map((name) => ({ matterId, name })))
      .returning();
    const defendantRows = await tx
      .insert(defendantLabels)
      .values(defendants.map((name) => ({ matterId, name })))
      .returning();
    const placeRows = await tx
      .insert(servedWritPlaces)
      .values(writPlaces.map((name) => ({ matterId, name })))
      .returning();
    await tx.insert(menuItems).values(links.map((link, orderItem) => ({ matterId, orderItem, ...link })));

    for (const account of demoAccounts) {
      if (!account.participation) continue;
      const user = accounts.find((row) => row.emailAddress === account.emailAddress);
      if (!user) throw new Error(`demo account ${account.emailAddress} not inserted`);
      const [participation] = await tx
        .insert(participations)
        .values({ matterId, userId: user.id, role: account.participation.role })
        .returning();
      const codes = account.participation.categories ?? [];
      if (!participation || codes.length === 0) continue;
      await tx.insert(participationCategories).values(
        codes.map((code) => {
          const category = categoryRows.find((row) => row.code === code);
          if (!category) throw new Error(`demo category ${code} missing`);
          return { participationId: participation.id, categoryId: category.id };
        }),
      );
    }
    const lawyer = accounts.find((row) => row.emailAddress === "lawyer@example.com");
    await seedDemoProceedings(tx, {
      matterId,
      createdBy: lawyer?.id ?? (accounts[0] as { id: number }).id,
      categories: categoryRows,
      assetLabels: assetLabelRows,
      defendantLabels: defendantRows,
      writPlaces: placeRows,
    });
    await seedDemoTracking(tx, {
      matterId,
      createdBy: lawyer?.id ?? (accounts[0] as { id: number }).id,
      files,
    });
    await seedDemoWorkPackages(tx, { matterId });
    // The client's expected totals for every jurisdiction but Sweden (which shows the add form).
    const withTotals = categoryRows.filter((row) => row.type === "jurisdiction" && row.code !== "SWE");
    await tx.insert(expectedTotals).values(
      withTotals.map((row, index) => ({
        matterId,
        categoryId: row.id,
        totalNumberOfProceedings: 8 + index * 3,
        totalNumberOfFirstAssets: 1500 + index * 700,
      })),
    );
    // The court vacations of the demo jurisdictions that have one: August suspends civil deadlines
    // in Spain (art. 183 LOPJ) and Italy (sospensione feriale, 1-31 August).
    await tx.insert(courtCalendars).values({ matterId, defaultCountry: "NLD" });
    await tx.insert(courtVacations).values(
      courtVacationsOfDemo.map(([code, fromDay, toDay, label]) => {
        const category = categoryRows.find((row) => row.code === code);
        if (!category) throw new Error(`demo category ${code} missing`);
        return { matterId, categoryId: category.id, fromDay, toDay, label };
      }),
    );
    await seedDemoActivities(tx, {
      matterId,
      createdBy: lawyer?.id ?? (accounts[0] as { id: number }).id,
      files,
    });
  });
  return true;
}
