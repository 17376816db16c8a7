// The API addresses of one proceeding and the lists inside it (SPEC 7.4).

export const proceedingsUrl = (matterId: number) => `dbbw/matters/${matterId}/proceedings`;

/** dbbw/matters/{m}/proceedings/{p}, or a path inside it: proceedingUrl(1, 2, "trucks", 7). */
export const proceedingUrl = (matterId: number, proceedingId: number, ...rest: (string | number)[]) =>
  [proceedingsUrl(matterId), proceedingId, ...rest].join("/");

/** Which proceeding a hook works on. */
export interface ProceedingRef {
  matterId: number;
  proceedingId: number;
}
