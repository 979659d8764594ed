// Tip vocabularies (spec §3 "Enumerations").

export const TIP_TYPES = ['PERCENTAGE', 'AMOUNT', 'CUSTOM'] as const;
export type TipType = (typeof TIP_TYPES)[number];

/** How a tip is divided among staff. */
export const TIP_SPLITS = ['EQUAL', 'PROPORTIONAL'] as const;
export type TipSplit = (typeof TIP_SPLITS)[number];

export const TIP_SOURCES = ['POS', 'WEB', 'DASHBOARD'] as const;
export type TipSource = (typeof TIP_SOURCES)[number];
