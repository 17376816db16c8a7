// The step list editor's moves (SPEC 2.3 "an ordered list of procedural steps that can be added at
// any position, edited, deleted and moved up or down"), and how a step's date reads.
import type { StepFields } from "@litfolio/shared/tracking";
import { formatDate, formatMonth } from "../../../lib/format";

export const insertAt = <T>(list: readonly T[], index: number, item: T): T[] => [
  ...list.slice(0, index),
  item,
  ...list.slice(index),
];

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((other, position) => (position === index ? item : other));

export const removeAt = <T>(list: readonly T[], index: number): T[] =>
  list.filter((_, position) => position !== index);

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moveBy<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const item = list[index];
  const other = list[target];
  if (item === undefined || other === undefined) return [...list];
  return replaceAt(replaceAt(list, index, other), target, item);
}

/** A step's deadline as shown: DD-MM-YYYY, MM-YYYY when estimated; "-" without one. */
export const stepDeadlineText = (step: Pick<StepFields, "deadline" | "estimateDeadline">) =>
  !step.deadline
    ? "-"
    : step.estimateDeadline
      ? formatMonth(`${step.deadline}-01`)
      : formatDate(step.deadline);
