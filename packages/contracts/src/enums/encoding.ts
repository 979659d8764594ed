// Wire encodings with a fixed vocabulary (wire.md §0 Overview point 6, §2.3).

/** How float fields carry non-finite values on the wire. */
export const NON_FINITE_NUMBER_STRINGS = ['NaN', 'Infinity', '-Infinity'] as const;
export type NonFiniteNumberString = (typeof NON_FINITE_NUMBER_STRINGS)[number];
