// The cart module's canonical JSON is the one in contracts, which the client's line-merge rule uses too.
export { canonicalJson } from '@cartwright/contracts';
