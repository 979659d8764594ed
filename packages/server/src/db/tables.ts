// The whole database as Kysely sees it: every module adds its tables here.
export type Tables = {};
