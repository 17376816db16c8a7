// What the rows of an import mean: the header (the forms' labels, any letter case and order), each
// row checked with the form's own zod rules and messages, duplicates within the file, and the match
// against the proceeding's list (claimants by full name in any letter case, trucks by chassis
// number): added, updated, skipped or invalid. One pass over the rows, in memory, no queries.
import {
  confirmedValues,
  type ImportColumn,
  type ImportCounts,
  type ImportKind,
  type InvalidImportRow,
  importColumns,
  importLimits,
} from "@litfolio/shared/imports";
import { messages } from "@litfolio/shared/messages";
import {
  acceptableChassisNumber,
  chassisNumber,
  claimantListForm,
  maxClaimants,
} from "@litfolio/shared/proceeding-lists";
import { badRequest } from "../../http/errors";

/** A claimant of the proceeding as the import matches it. */
export interface ListedClaimant {
  id: number;
  fullName: string;
  shortName: string;
}

/** A truck of the proceeding as the import matches it. */
export interface ListedTruck {
  id: number;
  chassisNumber: string;
  confirmed: boolean;
}

/** What the commit writes: rows to add, and rows to update by id (compact arrays: 200,000 of them). */
export interface ClaimantWork {
  added: [fullName: string, shortName: string][];
  updated: [id: number, fullName: string, shortName: string][];
}
export interface TruckWork {
  added: [chassisNumber: string, confirmed: boolean][];
  updated: [id: number, confirmed: boolean][];
}

export interface ImportOutcome<Work> {
  counts: ImportCounts;
  invalidRows: InvalidImportRow[];
  invalidCount: number;
  ignoredColumns: string[];
  work: Work;
}

/** The form's claimant row: full name and short name with their limits and messages. */
const claimantRow = claimantListForm.shape.claimants.element;

/** One issue per field: the form shows the first. */
function fieldIssues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const issues = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? "");
    if (!issues.has(field)) issues.set(field, issue.message);
  }
  return issues;
}

/**
 * The frame every import shares: the header, the row count, the problems. `check` takes a data row
 * (its cells by field) and answers its problems by field, or nothing when the row is taken.
 */
class RowCheck {
  private columns: Map<string, number> | null = null;
  readonly ignoredColumns: string[] = [];
  readonly invalidRows: InvalidImportRow[] = [];
  invalidCount = 0;
  invalidRowCount = 0;
  rows = 0;
  private sawAnything = false;

  constructor(
    private readonly kind: ImportKind,
    private readonly check: (row: number, values: Record<string, string>) => Map<string, string> | null,
  ) {}

  private get definition(): readonly ImportColumn[] {
    return importColumns[this.kind];
  }

  private labelOf(field: string) {
    return this.definition.find((column) => column.field === field)?.label ?? field;
  }

  /** Reads the header: the first row with anything in it. */
  private readHeader(cells: string[]) {
    const columns = new Map<string, number>();
    cells.forEach((cell, index) => {
      const name = cell.trim();
      if (name === "") return;
      const column = this.definition.find((one) => one.label.toLowerCase() === name.toLowerCase());
      if (!column) {
        this.ignoredColumns.push(name);
        return;
      }
      if (columns.has(column.field)) throw badRequest(messages.importColumnTwice(column.label));
      columns.set(column.field, index);
    });
    if (this.definition.some((column) => column.required && !columns.has(column.field))) {
      throw badRequest(
        messages.importHeaderMissing(this.definition.map((column) => column.label).join(", ")),
      );
    }
    this.columns = columns;
  }

  readonly onRow = (row: number, cells: string[]) => {
    const empty = cells.every((cell) => cell.trim() === "");
    if (empty) return;
    this.sawAnything = true;
    if (!this.columns) {
      this.readHeader(cells);
      return;
    }
    this.rows += 1;
    const max = importLimits.maxRows[this.kind];
    if (this.rows > max) throw badRequest(messages.importTooManyRows(max));
    const values: Record<string, string> = {};
    for (const [field, index] of this.columns) values[field] = cells[index] ?? "";
    const problems = this.check(row, values);
    if (!problems || problems.size === 0) return;
    this.invalidRowCount += 1;
    for (const [field, message] of problems) {
      this.invalidCount += 1;
      if (this.invalidRows.length < importLimits.maxInvalidRowsShown) {
        this.invalidRows.push({ row, column: this.labelOf(field), message });
      }
    }
  };

  /** After the last row: an empty file or one without data rows is refused. */
  finish() {
    if (!this.sawAnything) throw badRequest(messages.importEmpty);
    if (this.rows === 0) throw badRequest(messages.importNoRows);
  }
}

export interface Importer<Work> {
  onRow: (row: number, cells: string[]) => void;
  finish: () => ImportOutcome<Work>;
}

/** Claimants: matched by full name (any letter case); a match with other names is updated, an identical one skipped. */
export function claimantImporter(listed: ListedClaimant[]): Importer<ClaimantWork> {
  const byName = new Map<string, ListedClaimant[]>();
  for (const claimant of listed) {
    const key = claimant.fullName.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), claimant]);
  }
  const seen = new Map<string, number>();
  const work: ClaimantWork = { added: [], updated: [] };
  let skipped = 0;
  const frame = new RowCheck("claimants", (row, values) => {
    const result = claimantRow.safeParse({ fullName: values.fullName, shortName: values.shortName });
    if (!result.success) return fieldIssues(result);
    const { fullName, shortName } = result.data;
    const key = fullName.toLowerCase();
    const firstRow = seen.get(key);
    if (firstRow !== undefined) return new Map([["fullName", messages.importDuplicateInFile(firstRow)]]);
    seen.set(key, row);
    const matches = byName.get(key) ?? [];
    if (matches.length > 1) return new Map([["fullName", messages.importClaimantAmbiguous]]);
    const [match] = matches;
    if (!match) work.added.push([fullName, shortName]);
    else if (match.fullName === fullName && match.shortName === shortName) skipped += 1;
    else work.updated.push([match.id, fullName, shortName]);
    return null;
  });
  return {
    onRow: frame.onRow,
    finish: () => {
      frame.finish();
      if (frame.invalidRowCount === 0 && listed.length + work.added.length > maxClaimants) {
        throw badRequest(messages.importTooManyClaimants(maxClaimants));
      }
      return outcome(frame, work, skipped);
    },
  };
}

const yes = new Set<string>(confirmedValues.yes);
const no = new Set<string>(confirmedValues.no);

/**
 * Trucks: matched by chassis number. A new one must be a VIN (as the add form requires); one the
 * proceeding lists may keep its older number. "Confirmed" empty: a new truck is added unconfirmed
 * (the add form's default) and a listed one keeps its flag; yes/no sets it.
 */
export function truckImporter(listed: ListedTruck[]): Importer<TruckWork> {
  const byChassis = new Map<string, ListedTruck | null>();
  for (const truck of listed) {
    const key = truck.chassisNumber.toUpperCase();
    // Two listed trucks with one number (saved before the rule): a match would be ambiguous.
    byChassis.set(key, byChassis.has(key) ? null : truck);
  }
  const seen = new Map<string, number>();
  const work: TruckWork = { added: [], updated: [] };
  let skipped = 0;
  const frame = new RowCheck("trucks", (row, values) => {
    const problems = new Map<string, string>();
    const confirmedText = (values.confirmed ?? "").trim().toLowerCase();
    const confirmed =
      confirmedText === "" ? undefined : yes.has(confirmedText) ? true : no.has(confirmedText) ? false : null;
    if (confirmed === null) problems.set("confirmed", messages.importConfirmedValue);
    const parsed = chassisNumber.safeParse(values.chassisNumber);
    if (!parsed.success) {
      problems.set("chassisNumber", parsed.error.issues[0]?.message ?? messages.required);
      return problems;
    }
    const chassis = parsed.data;
    const listedTruck = byChassis.get(chassis);
    if (!acceptableChassisNumber(chassis, listedTruck?.chassisNumber)) {
      problems.set("chassisNumber", messages.chassisNotVin);
      return problems;
    }
    const firstRow = seen.get(chassis);
    if (firstRow !== undefined) {
      problems.set("chassisNumber", messages.importDuplicateInFile(firstRow));
      return problems;
    }
    seen.set(chassis, row);
    if (listedTruck === null) {
      problems.set("chassisNumber", messages.chassisNumberTaken);
      return problems;
    }
    if (problems.size > 0 || confirmed === null) return problems;
    if (!listedTruck) work.added.push([chassis, confirmed ?? false]);
    else if (confirmed === undefined || confirmed === listedTruck.confirmed) skipped += 1;
    else work.updated.push([listedTruck.id, confirmed]);
    return null;
  });
  return {
    onRow: frame.onRow,
    finish: () => {
      frame.finish();
      return outcome(frame, work, skipped);
    },
  };
}

function outcome<Work extends { added: unknown[]; updated: unknown[] }>(
  frame: RowCheck,
  work: Work,
  skipped: number,
): ImportOutcome<Work> {
  return {
    counts: {
      added: work.added.length,
      updated: work.updated.length,
      skipped,
      invalid: frame.invalidRowCount,
    },
    invalidRows: frame.invalidRows,
    invalidCount: frame.invalidCount,
    ignoredColumns: frame.ignoredColumns,
    work,
  };
}
