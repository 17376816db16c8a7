// The step list editor's moves (SPEC 2.3 "an ordered list of procedural steps that can be added at
// any position, edited, deleted and moved up or down").

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
