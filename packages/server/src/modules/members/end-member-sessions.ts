// The port through which blocking, disconnecting and deleting members end their sessions: this module decides
// whose and when (inside the change's transaction), the flow that calls it says how (flows/block-or-delete-member.ts).
import type { Db } from '../../db/database.js';

/** Ends every session of these members in `db`, the transaction of the change that asks for it. */
export type EndMemberSessions = (db: Db, memberIds: readonly string[]) => Promise<void>;

/** What a change that ends sessions is given besides its usual dependencies. */
export interface SessionEnding {
  endMemberSessions: EndMemberSessions;
}
