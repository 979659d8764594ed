// The redirect_targets table: the owner's URL template per redirect-session intent the store has no page for.
import type { ConfigurableRedirectTarget } from '@cartwright/contracts';

export interface RedirectTargetsTable {
  target: ConfigurableRedirectTarget;
  url_template: string;
  updated_at: Date;
}
