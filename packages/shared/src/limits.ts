// Text limits named once (SPEC 5.2): the shared schemas refuse a longer text with "Enter at most N
// characters", and the forms show their counter near the same limit.
export const textLimits = {
  /** Names, labels, notes. */
  text: 255,
  /** Short names, first and last names, record numbers. */
  short: 100,
  /** Codes and numbers people copy from elsewhere (a local counsel's own proceedings code). */
  code: 50,
} as const;
