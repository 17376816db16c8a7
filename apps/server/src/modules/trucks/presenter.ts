// The API shapes of a truck and of the truck information on a chassis number (SPEC 3 "Truck").
import type { Truck, TruckInformation } from "@litfolio/shared/proceeding-lists";
import type { truckInformationSources } from "../../db/schema/catalogues";
import type { TruckPageRow } from "./queries";

export const presentTruck = (row: TruckPageRow): Truck => ({
  id: row.id,
  chassisNumber: row.chassisNumber,
  confirmed: row.confirmed,
  version: row.version,
});

/** The lookup sources with the chassis number filled into their links, and the proceedings holding it. */
export const presentTruckInformation = (
  chassisNumber: string,
  sources: (typeof truckInformationSources.$inferSelect)[],
  proceedings: TruckInformation["proceedings"],
): TruckInformation => ({
  chassisNumber,
  sources: sources.map((source) => ({
    key: source.key,
    value: source.value,
    url: source.url.replace("{chassisNumber}", encodeURIComponent(chassisNumber)),
  })),
  proceedings,
});
