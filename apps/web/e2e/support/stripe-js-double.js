// A Stripe.js test double, served to Playwright in place of https://js.stripe.com/v3/ (route interception). It
// mimics the part the hosted checkout uses: Stripe(pk), elements({ mode, amount, currency } or { clientSecret }),
// create('payment') and mount (the card fields live in a frame from js.stripe.com, as Stripe's do, so the page
// never sees them), elements.submit(), and confirmPayment with redirect 'if_required'. The frame confirms at
// https://api.stripe.com (intercepted by the test, which moves the PaymentIntent in the server-side Stripe API
// double); a `requires_action` answer opens a 3-D Secure challenge framed from hooks.stripe.com that the test
// completes or fails. Styles are set through the DOM, which the page's CSP allows.
(() => {
  const FRAME_URL = 'https://js.stripe.com/v3/elements-inner-payment-double.html';
  const FRAME_ORIGIN = 'https://js.stripe.com';
  const CHALLENGE_URL = 'https://hooks.stripe.com/3d_secure_2/challenge-double.html';
  const CHALLENGE_ORIGIN = 'https://hooks.stripe.com';
  let asked = 0;

  /** Posts a message to the card frame and waits for its answer. */
  function ask(frame, message) {
    return new Promise((resolve) => {
      asked += 1;
      const id = asked;
      const listener = (event) => {
        if (event.origin !== FRAME_ORIGIN || event.source !== frame.contentWindow) return;
        if (event.data?.replyTo !== id) return;
        window.removeEventListener('message', listener);
        resolve(event.data);
      };
      window.addEventListener('message', listener);
      frame.contentWindow.postMessage({ ...message, id }, FRAME_ORIGIN);
    });
  }

  /** Stripe's 3-D Secure modal: a challenge frame over the page until the bank's page answers. */
  function challenge(intent, clientSecret, publishableKey) {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('role', 'dialog');
      overlay.setAttribute('aria-label', '3D Secure authentication');
      Object.assign(overlay.style, {
        position: 'fixed',
        inset: '0',
        background: 'rgba(0, 0, 0, 0.45)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        zIndex: '2147483647',
      });
      const frame = document.createElement('iframe');
      const query = new URLSearchParams({
        payment_intent: intent.id,
        client_secret: clientSecret,
        key: publishableKey,
      });
      frame.src = `${CHALLENGE_URL}?${query}`;
      frame.title = '3D Secure challenge';
      Object.assign(frame.style, {
        width: 'min(420px, 92vw)',
        height: '340px',
        border: '0',
        borderRadius: '8px',
        background: '#fff',
      });
      const listener = (event) => {
        if (event.origin !== CHALLENGE_ORIGIN || event.source !== frame.contentWindow) return;
        if (event.data?.type !== 'challenge-complete') return;
        window.removeEventListener('message', listener);
        overlay.remove();
        resolve(event.data.paymentIntent);
      };
      window.addEventListener('message', listener);
      overlay.append(frame);
      document.body.append(overlay);
    });
  }

  const failed = (intent) => ({
    type: 'card_error',
    code: intent.last_payment_error?.code ?? 'card_declined',
    decline_code: intent.last_payment_error?.decline_code,
    message: intent.last_payment_error?.message ?? 'Your card was declined.',
    payment_intent: intent,
  });

  window.Stripe = function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('IntegrationError: Invalid API Key provided: use your publishable key.');
    }
    function elements(options) {
      let frame;
      const handlers = {};
      const emit = (name, event) => {
        for (const handler of handlers[name] ?? []) handler(event);
      };
      const element = {
        mount(target) {
          const host = typeof target === 'string' ? document.querySelector(target) : target;
          if (!host) throw new Error('IntegrationError: the mount target was not found.');
          frame = document.createElement('iframe');
          frame.src = FRAME_URL;
          frame.title = 'Secure payment input frame';
          frame.name = '__privateStripeFrame';
          Object.assign(frame.style, { width: '100%', height: '230px', border: '0', display: 'block' });
          frame.addEventListener('load', () => emit('ready', { elementType: 'payment' }));
          host.append(frame);
        },
        on(name, handler) {
          handlers[name] ??= [];
          handlers[name].push(handler);
        },
        destroy() {
          frame?.remove();
        },
      };
      const api = {
        options: { ...options },
        create(type) {
          if (type !== 'payment') throw new Error(`The double has no ${type} element.`);
          return element;
        },
        async submit() {
          if (!frame)
            return { error: { type: 'validation_error', message: 'The Payment Element is not mounted.' } };
          const answer = await ask(frame, { type: 'submit' });
          return answer.error ? { error: answer.error } : {};
        },
        update(changes) {
          Object.assign(api.options, changes);
        },
        frame: () => frame,
      };
      return api;
    }

    async function confirmPayment({ elements: given, clientSecret, redirect, confirmParams }) {
      const secret = clientSecret ?? given.options.clientSecret;
      if (redirect !== 'if_required' || !confirmParams?.return_url) {
        throw new Error(
          'IntegrationError: the double only confirms with redirect if_required and a return_url.',
        );
      }
      const frame = given.frame();
      const answer = await ask(frame, {
        type: 'confirm',
        clientSecret: secret,
        publishableKey,
        returnUrl: confirmParams.return_url,
      });
      if (answer.error) return { error: answer.error };
      let intent = answer.paymentIntent;
      if (intent.status === 'requires_action') intent = await challenge(intent, secret, publishableKey);
      if (intent.status === 'requires_payment_method') return { error: failed(intent) };
      return { paymentIntent: { id: intent.id, status: intent.status } };
    }

    return { elements, confirmPayment };
  };
})();
