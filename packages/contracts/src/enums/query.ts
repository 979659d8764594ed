// Query vocabularies (spec §3 "Sort order"; wire.md §2.7 operators).
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The comparisons every scalar field type starts from (equality, order, membership). */
export const COMPARISON_OPERATORS = ['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin'] as const;

export const FILTER_OPERATORS = [
  ...COMPARISON_OPERATORS,
  '$startsWith',
  '$endsWith',
  '$contains',
  '$hasSome',
  '$hasAll',
  '$exists',
  '$isEmpty',
  '$matchItems',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const LOGICAL_OPERATORS = ['$and', '$or', '$not'] as const;
export type LogicalOperator = (typeof LOGICAL_OPERATORS)[number];
