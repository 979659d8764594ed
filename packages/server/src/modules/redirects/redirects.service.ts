// Redirect sessions (wire.md §1.3 R1, §3.2): the URL of the hosted page one intent leads to. Every URL
// starts with the store's public URL; callbacks and preferences travel as query parameters.
import { randomUUID } from 'node:crypto';
import {
  AUTHORIZE_PATH,
  CONFIGURABLE_REDIRECT_TARGETS,
  type ConfigurableRedirectTarget,
  type CreateRedirectSessionRequest,
  HOSTED_LOGIN_PATH,
  LOGOUT_PATH,
  REDIRECT_SESSION_INTENTS,
  REDIRECT_TARGET_NOT_CONFIGURED,
  type RedirectSession,
  type RedirectSessionIntent,
} from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, invalidField, ValidationFailure } from '../../errors/app-error.js';
import { getRedirectTarget } from './redirect-targets.service.js';
import { fillUrlTemplate } from './url-template.js';

/** A page of the store (`path`, after its public URL) or an owner-configured absolute `url`. */
type Target = ({ path: string; url?: never } | { url: string; path?: never }) & {
  params: Record<string, string | undefined>;
};

const segment = encodeURIComponent;

/** The store's own page for the intent; undefined for intents it has no page for. */
function targetOf(intent: RedirectSessionIntent, body: CreateRedirectSessionRequest): Target | undefined {
  const callbacks = body.callbacks ?? {};
  switch (intent) {
    case 'auth': {
      const { authRequest, prompt } = body.auth!;
      return { path: AUTHORIZE_PATH, params: { ...authRequest, prompt: prompt ?? authRequest.prompt } };
    }
    case 'login':
      return { path: HOSTED_LOGIN_PATH, params: { postFlowUrl: callbacks.postFlowUrl } };
    case 'logout':
      return {
        path: LOGOUT_PATH,
        params: { clientId: body.logout!.clientId, postLogoutRedirectUri: callbacks.postFlowUrl },
      };
    case 'ecomCheckout':
      return {
        path: `/checkout/${segment(body.ecomCheckout!.checkoutId)}`,
        params: {
          thankYouPageUrl: callbacks.thankYouPageUrl,
          cartPageUrl: callbacks.cartPageUrl,
          postFlowUrl: callbacks.postFlowUrl,
        },
      };
    case 'storesProduct':
      return { path: `/product-page/${segment(body.storesProduct!.productSlug)}`, params: {} };
    case 'membersAccount':
      return {
        path: `/account/${body.membersAccount!.section.toLowerCase().replaceAll('_', '-')}`,
        params: {},
      };
    // bookingsCheckout, eventsCheckout, paidPlansCheckout, bookingsBook, ecomOrderPaymentRequest: the store
    // has no pages for them; the owner's redirect targets may name URLs for the first four.
    default:
      return undefined;
  }
}

const isConfigurable = (intent: RedirectSessionIntent): intent is ConfigurableRedirectTarget =>
  (CONFIGURABLE_REDIRECT_TARGETS as readonly string[]).includes(intent);

/** The owner's URL for the intent, filled with the intent's values, and every callback given. */
async function configuredTarget(
  deps: Pick<AppDeps, 'db'>,
  intent: RedirectSessionIntent,
  body: CreateRedirectSessionRequest,
): Promise<Target> {
  const template = isConfigurable(intent) ? await getRedirectTarget(deps, intent) : undefined;
  if (template === undefined) {
    throw new AppError(
      400,
      REDIRECT_TARGET_NOT_CONFIGURED,
      `This store has no page configured for ${intent}`,
      {
        target: intent,
      },
    );
  }
  const filled = fillUrlTemplate(template, body[intent]);
  if (filled.missing) {
    throw new ValidationFailure(
      filled.missing.map((path) => ({
        field: `${intent}.${path}`,
        description: "is required by the store's URL for this target",
        violatedRule: 'REQUIRED_FIELD',
      })),
    );
  }
  return { url: filled.url, params: { ...body.callbacks } };
}

/**
 * The redirect session for the one intent of `body`; zero or two intents are a validation error.
 * @example await createRedirectSession(deps, { login: {} }) // fullUrl `${publicUrl}/auth/login`
 */
export async function createRedirectSession(
  deps: Pick<AppDeps, 'config' | 'db'>,
  body: CreateRedirectSessionRequest,
): Promise<RedirectSession> {
  const intents = REDIRECT_SESSION_INTENTS.filter((key) => body[key] !== undefined);
  if (intents.length !== 1) {
    throw invalidField(
      intents.length === 0 ? 'intent' : intents.join(','),
      `must name exactly one of ${REDIRECT_SESSION_INTENTS.join(', ')}`,
      intents.length === 0 ? 'REQUIRED_ONE_OF_FIELD' : 'ONE_OF_ALIGNMENT',
    );
  }
  const intent = intents[0]!;
  const target = targetOf(intent, body) ?? (await configuredTarget(deps, intent, body));
  // A configured URL's own query comes first; the intent's parameters and callbacks follow.
  const url = target.url === undefined ? undefined : new URL(target.url);
  const searchParams: Record<string, string> = url ? Object.fromEntries(url.searchParams) : {};
  for (const [key, value] of Object.entries(target.params))
    if (value !== undefined) searchParams[key] = value;
  for (const [key, value] of Object.entries(body.preferences?.additionalQueryParameters ?? {})) {
    // The intent's own parameters win: an extra one cannot redirect a sign-in elsewhere.
    if (!Object.hasOwn(searchParams, key)) searchParams[key] = value;
  }
  const endpoint = url ? `${url.origin}${url.pathname}` : `${deps.config.publicUrl}${target.path}`;
  const search = new URLSearchParams(searchParams).toString();
  const fullUrl = `${endpoint}${search ? `?${search}` : ''}${url?.hash ?? ''}`;
  return {
    id: randomUUID(),
    fullUrl,
    urlDetails: { endpoint, searchParams },
    sessionToken: '',
    shortUrl: fullUrl,
  };
}
