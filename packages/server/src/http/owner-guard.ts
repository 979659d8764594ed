// Credentials management (OAuth clients, API keys) is the store owner's, signed in: a contributor may not, and
// neither may an API key, so a leaked key cannot mint credentials that outlive its revocation.
import type { AdminCaller } from '../caller.js';
import { permissionDenied } from '../errors/app-error.js';

/** Throws 403 unless the admin is an owner signed in with a token (or the admin cookie session). */
export function requireSignedInOwner(caller: AdminCaller): void {
  if (caller.role !== 'OWNER' || caller.via !== 'token') {
    throw permissionDenied('Only the store owner, signed in, may manage credentials');
  }
}
