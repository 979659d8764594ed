// Editing one row of a list the form holds (destinations, options, rate rules, tax rates).

/** `list` with the row at `index` changed by `patch`. */
export function patchRow<Row>(list: readonly Row[], index: number, patch: Partial<Row>): Row[] {
  return list.map((row, i) => (i === index ? { ...row, ...patch } : row));
}

/** `list` without the row at `index`. */
export function removeRow<Row>(list: readonly Row[], index: number): Row[] {
  return list.filter((_, i) => i !== index);
}
