// `@cartwright/client/wire`: the wire shapes the calls take and answer, for code that names them (and for the
// declarations of packages built on the client). In the package these are plain declarations written out at build.
export type * from '@cartwright/contracts';
