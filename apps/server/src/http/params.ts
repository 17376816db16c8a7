// The path parameters of the routes under a matter (dbbw/matters/{matterId}/...) and under one of
// its proceedings, shared by the modules that serve them.
import { entityId } from "@litfolio/shared/matters";
import { z } from "zod";

export const matterParams = z.object({ matterId: entityId });

/** One object of the matter's own lists: a configuration row, a menu item. */
export const matterItemParams = matterParams.extend({ id: entityId });

export const proceedingParams = matterParams.extend({ proceedingId: entityId });

/** One row of a proceeding's lists: a claimant, a truck, a judgement or settlement. */
export const proceedingItemParams = proceedingParams.extend({ id: entityId });
