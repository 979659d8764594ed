// Redirect sessions (wire.md §1.3 R1, §3.2): the URL of the hosted page one intent leads to. Every URL
// starts with the store's public URL; callbacks and preferences travel as query parameters.
import { randomUUID } from 'node:crypto';
import {
  AUTHORIZE_PATH,
  type CreateRedirectSessionRequest,
  HOSTED_LOGIN_PATH,
  LOGOUT_PATH,
  REDIRECT_SESSION_INTENTS,
  REDIRECT_TARGET_NOT_CONFIGURED,
  type RedirectSession,
  type RedirectSessionIntent,
} from '@cartwright/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError, invalidField } from '../../errors/app-error.js';

interface Target {
  path: string;
  params: Record<string, string | undefined>;
}

const segment = encodeURIComponent;

function targetOf(intent: RedirectSessionIntent, body: CreateRedirectSessionRequest): Target {
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
    // has no pages for them; an owner setting may name their URLs later.
    default:
      throw new AppError(
        400,
        REDIRECT_TARGET_NOT_CONFIGURED,
        `This store has no page configured for ${intent}`,
        { target: intent },
      );
  }
}

/**
 * The redirect session for the one intent of `body`; zero or two intents are a validation error.
 * @example await createRedirectSession(deps, { login: {} }) // fullUrl `${publicUrl}/auth/login`
 */
export function createRedirectSession(
  deps: Pick<AppDeps, 'config'>,
  body: CreateRedirectSessionRequest,
): RedirectSession {
  const intents = REDIRECT_SESSION_INTENTS.filter((key) => body[key] !== undefined);
  if (intents.length !== 1) {
    throw invalidField(
      intents.length === 0 ? 'intent' : intents.join(','),
      `must name exactly one of ${REDIRECT_SESSION_INTENTS.join(', ')}`,
      intents.length === 0 ? 'REQUIRED_ONE_OF_FIELD' : 'ONE_OF_ALIGNMENT',
    );
  }
  const intent = intents[0]!;
  const target = targetOf(intent, body);
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(target.params))
    if (value !== undefined) searchParams[key] = value;
  for (const [key, value] of Object.entries(body.preferences?.additionalQueryParameters ?? {})) {
    // The intent's own parameters win: an extra one cannot redirect a sign-in elsewhere.
    if (!Object.hasOwn(searchParams, key)) searchParams[key] = value;
  }
  const endpoint = `${deps.config.publicUrl}${target.path}`;
  const search = new URLSearchParams(searchParams).toString();
  const fullUrl = search ? `${endpoint}?${search}` : endpoint;
  return {
    id: randomUUID(),
    fullUrl,
    urlDetails: { endpoint, searchParams },
    sessionToken: '',
    shortUrl: fullUrl,
  };
}
