// About forty demo proceedings for the demo matter: claims by hauliers across the demo
// jurisdictions, with claimants, trucks, claimed costs, served writs, item rows and defendants
// (some with warnings), judgements on the decided proceedings and settlements on the settled ones.
// Values come from a fixed pseudo-random sequence, so every start of an
// empty database shows the same portfolio.

import { type ClaimedCostsBody, claimedCostsBody, claimedSumInEuro } from "@litfolio/shared/costs";
import { defendantAlert } from "@litfolio/shared/proceeding-lists";
import type { DefendantInvolvement, ProceedingStatus, WritStatus } from "@litfolio/shared/proceedings";
import { type ResolutionFields, resolutionBody } from "@litfolio/shared/resolutions";
import { eq } from "drizzle-orm";
import { recordAudit } from "../audit";
import type { DbOrTx } from "../db/client";
import { categories } from "../db/schema/matters";
import {
  claimants,
  proceedingAssets,
  proceedingDefendants,
  proceedingServedWrits,
  proceedings,
  trucks,
} from "../db/schema/proceedings";
import { resolutions } from "../db/schema/resolutions";
import { formatProceedingCode } from "../modules/proceedings/queries";
import { resolutionColumns } from "../modules/resolutions/service";

interface Row {
  id: number;
  name: string;
}
interface CategoryRow extends Row {
  code: string;
}

export interface DemoMatterRows {
  matterId: number;
  createdBy: number;
  categories: CategoryRow[];
  assetLabels: Row[];
  defendantLabels: Row[];
  writPlaces: Row[];
}

/** A small deterministic generator (mulberry32), so the demo is the same on every start. */
function sequence(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}

const hauliers: Record<string, string[]> = {
  NLD: [
    "Transportbedrijf Van der Berg B.V.",
    "Koster Logistiek B.V.",
    "De Jong Transport B.V.",
    "Vos Internationaal B.V.",
  ],
  DEU: [
    "Spedition Müller GmbH",
    "Schmidt Logistik GmbH & Co. KG",
    "Becker Transporte GmbH",
    "Fischer Spedition AG",
  ],
  ESP: ["Transportes García S.L.", "Logística Martínez S.A.", "Transportes Hermanos López S.L."],
  GBR: ["Harrison Haulage Ltd", "Northern Freight plc", "Walker Distribution Ltd"],
  ITA: ["Autotrasporti Rossi S.r.l.", "Trasporti Bianchi S.p.A.", "Logistica Ferrari S.r.l."],
  FRA: ["Transports Dubois SAS", "Groupe Martin Logistique", "Transports Lefèvre SARL"],
  BEL: ["Transport Peeters NV", "Logistiek Janssens BVBA"],
  POL: ["Trans-Pol Sp. z o.o.", "Kowalski Transport S.A."],
  AUT: ["Gruber Transporte GmbH", "Huber Logistik GmbH"],
  SWE: ["Andersson Åkeri AB", "Nordisk Frakt AB"],
  PAS: ["Claimants' vehicle (passing-on)"],
  ECO: ["Cartel Damage Claims SA"],
};

const lawFirms = [
  "Hausfeld",
  "De Brauw Blackstone Westbroek",
  "Cuatrecasas",
  "Quinn Emanuel",
  "Bird & Bird",
  "Kennedys",
];
const courtCities: Record<string, string> = {
  NLD: "Amsterdam",
  DEU: "München",
  ESP: "Madrid",
  GBR: "London",
  ITA: "Milano",
  FRA: "Paris",
  BEL: "Brussel",
  POL: "Warszawa",
  AUT: "Wien",
  SWE: "Stockholm",
  PAS: "Amsterdam",
  ECO: "Amsterdam",
};
const currencyOf: Record<string, string> = { GBR: "GBP", POL: "PLN", SWE: "SEK" };
const statuses: ProceedingStatus[] = [
  "ONGOING",
  "ONGOING",
  "ONGOING",
  "ON_HOLD",
  "NOT_YET",
  "ONGOING_BUT_SETTLED",
  "SETTLED",
  "DECIDED",
];
const writStatuses: WritStatus[] = ["SERVED", "SERVED", "NOT_YET_SERVED", "WRONGLY_SERVED", "NOT_INVOLVED"];

type Random = ReturnType<typeof sequence>;

/** A consistent claimed-cost block of one of the usual shapes. */
function demoCosts(random: Random, currency: string): ClaimedCostsBody {
  const amount = random.int(50, 4000) * 1000;
  switch (random.int(0, 3)) {
    case 0:
      return {
        principalAmount: { type: "COST", currency, amount },
        interestAmount: { type: "PERCENTAGE", percentage: random.pick([4, 5.5, 8]) },
        otherAmounts: [{ type: "COST", label: "Expert report", currency, amount: random.int(10, 90) * 1000 }],
      };
    case 1:
      return {
        principalAmount: { type: "IN_TOTAL_AMOUNT" },
        interestAmount: { type: "IN_TOTAL_AMOUNT" },
        totalAmount: { type: "COST", currency, amount: Math.round(amount * 1.3) },
      };
    case 2:
      return {
        principalAmount: {
          type: "PERCENTAGE",
          percentage: random.pick([10, 15, 20]),
          notes: "Overcharge on purchase price",
        },
        interestAmount: { type: "NOT_SPECIFIED" },
      };
    default:
      return { principalAmount: { type: "NOT_SPECIFIED" }, interestAmount: { type: "NOT_SPECIFIED" } };
  }
}

const chassisNumber = (random: Random) =>
  `XLR${random.pick(["TE47MS0E", "AE45CS0E", "TE95XS0G"])}${String(random.int(0, 999_999)).padStart(6, "0")}`;

/** Item rows, writs, claimants, trucks and defendants; answers whether a defendant has an alert. */
async function addChildren(
  tx: DbOrTx,
  random: Random,
  rows: DemoMatterRows,
  proceedingId: number,
  index: number,
) {
  const [trucksLabel, trailersLabel] = rows.assetLabels;
  const truckCount = random.int(1, 60);
  await tx
    .insert(proceedingAssets)
    .values([
      ...(trucksLabel ? [{ proceedingId, assetLabelId: trucksLabel.id, number: truckCount }] : []),
      ...(trailersLabel && random.chance(0.4)
        ? [{ proceedingId, assetLabelId: trailersLabel.id, number: random.int(1, 40) }]
        : []),
    ]);
  const places = rows.writPlaces.filter(() => random.chance(0.35)).slice(0, 2);
  if (places.length > 0) {
    await tx.insert(proceedingServedWrits).values(
      places.map((place) => {
        const status = random.pick(writStatuses);
        const servedOn =
          status === "SERVED" ? `20${random.int(17, 23)}-0${random.int(1, 9)}-1${random.int(0, 9)}` : null;
        return { proceedingId, servedWritPlaceId: place.id, status, servedOn };
      }),
    );
  }
  const claimantCount = index % 9 === 0 ? random.int(21, 45) : random.int(1, 4);
  await tx.insert(claimants).values(
    Array.from({ length: claimantCount }, (_, position) => ({
      proceedingId,
      fullName: `Claimant ${position + 1} of proceeding ${proceedingId} B.V.`,
      shortName: `C${position + 1}`,
      position,
    })),
  );
  await tx.insert(trucks).values(
    Array.from({ length: Math.min(truckCount, 12) }, () => ({
      proceedingId,
      chassisNumber: chassisNumber(random),
      confirmed: random.chance(0.6),
    })),
  );
  return addDefendants(tx, random, rows.defendantLabels, proceedingId);
}

/** DAF (the first label) mostly an initial defendant; some proceedings leave it or a co-defendant out. */
async function addDefendants(tx: DbOrTx, random: Random, labels: Row[], proceedingId: number) {
  const values = labels.slice(0, random.int(2, labels.length)).map((label, position) => {
    const principal = position === 0;
    const involvement: DefendantInvolvement = principal
      ? random.chance(0.1)
        ? "NOT_INVOLVED"
        : "INITIAL_INVOLVEMENT"
      : random.pick(["NOT_INVOLVED", "JOINER", "INITIAL_INVOLVEMENT"] as const);
    const tpnSentDate =
      !principal && involvement === "NOT_INVOLVED" && random.chance(0.6) ? "2020-09-15" : null;
    return {
      proceedingId,
      defendantLabelId: label.id,
      involvement,
      status:
        involvement === "NOT_INVOLVED"
          ? null
          : random.pick(["ACTIVE", "ACTIVE", "PASSIVE", "DROPPED_OUT"] as const),
      tpnSentDate,
      joinedDate: involvement === "JOINER" ? "2021-03-01" : null,
      comment: involvement === "JOINER" ? "Joined after the third party notice" : null,
      alert: defendantAlert({ principal, involvement, tpnSentDate }),
    };
  });
  await tx.insert(proceedingDefendants).values(values);
  return values.some((value) => value.alert);
}

/** A judgement as the courts of the demo jurisdictions give them: overcharge found, damages awarded. */
const demoJudgement = (random: Random, currency: string, court: string) => ({
  resolution: "JUDGEMENT",
  type: random.pick(["FINAL", "INTERIM", "PARTIAL"]),
  instance: random.pick(["FIRST", "FIRST", "APPEAL"]),
  legalEffect: random.pick(["NOT_FINAL", "FINAL", "APPEALED"]),
  contents: random.chance(0.5) ? ["OVERCHARGE", "QUANTUM", "INTEREST"] : ["BINDING_EFFECT", "PASSING_ON"],
  outcome: random.pick([
    "Claim allowed; overcharge estimated by the court",
    "Claim partly allowed; passing-on defence rejected",
    "Liability established; damages to be assessed in follow-up proceedings",
  ]),
  court: { name: court, recordNumber: `C/${random.int(10, 99)}/${random.int(100_000, 999_999)}` },
  date: `202${random.int(1, 4)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
  establishedDamages: {
    amount: { currency, amount: random.int(20, 900) * 1000 },
    overchargePercentage: { percentage: random.pick([5, 9, 12.5, 15]), notes: "Estimated by the court" },
  },
  legalCost: { label: "Court fees and lawyers' costs", currency, amount: random.int(5, 40) * 1000 },
  legalInterest: { currency, amount: random.int(10, 200) * 1000, estimate: random.chance(0.5) },
  adverseCost: random.chance(0.3) ? { currency, amount: random.int(2, 20) * 1000, estimate: true } : null,
});

const demoSettlement = (random: Random, currency: string) => {
  const paid = random.chance(0.6);
  return {
    resolution: "SETTLEMENT",
    type: random.pick(["FULL", "PARTIAL", "ONE_DEFENDANT"]),
    contents: ["PAYMENT", "WAIVER", "NO_ADMISSION"].filter(() => random.chance(0.7)),
    outcome: random.pick(["Settled out of court", "Settled with one defendant; claim continues"]),
    settledAmount: { label: "Settlement sum", currency, amount: random.int(50, 1500) * 1000 },
    amountPaided: paid
      ? { currency, amount: random.int(50, 500) * 1000, paymentDate: "2024-03-29", label: "First instalment" }
      : null,
  };
};

/** Judgements on the decided proceedings, settlements on the settled ones (their own sequence). */
async function addResolutions(
  tx: DbOrTx,
  random: Random,
  row: typeof proceedings.$inferSelect,
  currency: string,
) {
  const bodies: unknown[] = [];
  if (row.status === "DECIDED" || (row.status === "ONGOING" && random.chance(0.15))) {
    bodies.push(demoJudgement(random, currency, row.courtName ?? "Court of Amsterdam"));
  }
  if (row.status === "SETTLED" || row.status === "ONGOING_BUT_SETTLED") {
    bodies.push(demoSettlement(random, currency));
  }
  for (const body of bodies) {
    const fields: ResolutionFields = resolutionBody.parse(body);
    const [resolution] = await tx
      .insert(resolutions)
      .values({ proceedingId: row.id, ...resolutionColumns(fields), createdBy: row.createdBy })
      .returning();
    if (resolution) {
      await recordAudit(tx, {
        actorId: row.createdBy,
        entity: "resolution",
        entityId: resolution.id,
        action: "create",
        after: resolution,
      });
    }
  }
}

export async function seedDemoProceedings(tx: DbOrTx, rows: DemoMatterRows, count = 40) {
  const random = sequence(42);
  const resolutionRandom = sequence(7);
  const counters = new Map<number, number>();
  for (let index = 0; index < count; index += 1) {
    const category = rows.categories[index % rows.categories.length] as CategoryRow;
    const counter = (counters.get(category.id) ?? 0) + 1;
    counters.set(category.id, counter);
    const currency = currencyOf[category.code] ?? "EUR";
    const costs = claimedCostsBody.parse(demoCosts(random, currency));
    const [row] = await tx
      .insert(proceedings)
      .values({
        matterId: rows.matterId,
        categoryId: category.id,
        codeCounter: counter,
        proceedingCode: formatProceedingCode(category.code, counter),
        localCounselProceedingCode: random.chance(0.7)
          ? `${category.code}/${2018 + (index % 6)}/${random.int(1000, 9999)}`
          : null,
        status: random.pick(statuses),
        isMassClaim: index % 11 === 0,
        issueDate: `20${random.int(17, 23)}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`,
        plaintiffFullName: random.pick(hauliers[category.code] ?? hauliers.NLD ?? []),
        plaintiffShortName: `Plaintiff ${index + 1}`,
        lawFirm: random.pick(lawFirms),
        localCounsels: [
          { name: `Local counsel ${category.name}`, location: courtCities[category.code] ?? null },
        ],
        courtName: `Court of ${courtCities[category.code] ?? "Amsterdam"}`,
        courtLocation: courtCities[category.code] ?? null,
        courtRecordNumber: `${random.int(100, 999)}/${2018 + (index % 6)}`,
        dbResponsibleFirstName: random.pick(["Lieke", "Maarten"]),
        dbResponsibleLastName: random.pick(["Jansen", "de Manager"]),
        claimedCosts: costs,
        totalSumInEuro: claimedSumInEuro(costs),
        createdBy: rows.createdBy,
      })
      .returning();
    if (!row) throw new Error("demo proceeding not inserted");
    if (await addChildren(tx, random, rows, row.id, index)) {
      await tx.update(proceedings).set({ defendantsAlert: true }).where(eq(proceedings.id, row.id));
    }
    await addResolutions(tx, resolutionRandom, row, currency);
    await recordAudit(tx, {
      actorId: rows.createdBy,
      entity: "proceeding",
      entityId: row.id,
      action: "create",
      after: row,
    });
  }
  for (const [categoryId, counter] of counters) {
    await tx.update(categories).set({ proceedingCounter: counter }).where(eq(categories.id, categoryId));
  }
}
