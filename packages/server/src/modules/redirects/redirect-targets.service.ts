// The owner's redirect targets: a URL template per intent the store has no page of its own for.
import {
  CONFIGURABLE_REDIRECT_TARGETS,
  type ConfigurableRedirectTarget,
  type RedirectTargets,
} from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { ValidationFailure } from '../../errors/app-error.js';
import {
  deleteRedirectTarget,
  findRedirectTarget,
  findRedirectTargets,
  saveRedirectTarget,
} from './redirect-targets.repository.js';
import { urlTemplateViolations } from './url-template.js';

/** The configured targets; an intent left out has none. */
export function getRedirectTargets(deps: Pick<AppDeps, 'db'>): Promise<RedirectTargets> {
  return findRedirectTargets(deps.db);
}

/** The URL template of one target, or undefined while the owner has set none. */
export function getRedirectTarget(
  deps: Pick<AppDeps, 'db'>,
  target: ConfigurableRedirectTarget,
): Promise<string | undefined> {
  return findRedirectTarget(deps.db, target);
}

/**
 * Sets the targets named (an empty string clears one), keeps the others, answers them all.
 * @example await updateRedirectTargets(deps, { paidPlansCheckout: 'https://plans.example/buy/{planId}' })
 */
export async function updateRedirectTargets(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  change: RedirectTargets,
): Promise<RedirectTargets> {
  const named = CONFIGURABLE_REDIRECT_TARGETS.flatMap((target) => {
    const template = change[target]?.trim();
    return template === undefined ? [] : [{ target, template }];
  });
  const violations = named.flatMap(({ target, template }) =>
    template === '' ? [] : urlTemplateViolations(`redirectTargets.${target}`, template),
  );
  if (violations.length > 0) throw new ValidationFailure(violations);
  await deps.db.transaction().execute(async (trx) => {
    for (const { target, template } of named) {
      if (template === '') await deleteRedirectTarget(trx, target);
      else await saveRedirectTarget(trx, target, template, deps.clock());
    }
  });
  return findRedirectTargets(deps.db);
}
