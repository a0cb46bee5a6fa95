/** A select-many question's choices with `value` ticked or unticked, in the options' order. */
export function toggled(current: readonly string[], value: string, on: boolean, order: readonly string[]): string[] {
  const chosen = new Set(current);
  if (on) chosen.add(value);
  else chosen.delete(value);
  return order.filter((v) => chosen.has(v));
}
