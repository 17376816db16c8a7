// The proceeding page's tabs are numbered in the URL (SPEC 2.1: /matters/{m}/proceedings/{p}/{tab}):
// 0 details (no segment), 1 defendants, 2 claimants, 3 judgements, 4 settlements.

export const proceedingTabNumbers = {
  details: 0,
  defendants: 1,
  claimants: 2,
  judgements: 3,
  settlements: 4,
};
export const proceedingTabCount = 5;

/** The tab a URL segment names; undefined opens details; null: no such tab (the not-found page). */
export function tabNumberOf(segment: string | undefined): number | null {
  if (segment === undefined || segment === "") return proceedingTabNumbers.details;
  if (!/^\d$/.test(segment)) return null;
  const tab = Number(segment);
  return tab < proceedingTabCount ? tab : null;
}
