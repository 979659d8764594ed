// The cart's coupon: a field to apply a code (with the refusal reason in words), or the applied coupon with a
// button to remove it and, when pricing no longer accepts it, why.
import { isValidationError } from '@cartwright/client';
import { type Cart, type EstimateTotalsResponse, isCouponError } from '@cartwright/client/cart';
import { COUPON_CODE_MAX_LENGTH } from '@cartwright/contracts/limits';
import { useApplyCoupon, useRemoveCoupon } from '@cartwright/react';
import { useId, useState } from 'react';
import { ActionError } from './action-error.js';
import type { CartFeedback } from './cart-line-row.js';
import { couponRefusalMessage, couponRefusalOf } from './coupon-messages.js';

interface CouponFormProps extends CartFeedback {
  cart: Cart;
  estimate: EstimateTotalsResponse | null | undefined;
}

/** The code field's message for a failed apply. */
function refusalText(error: unknown, currency: string | undefined): string | undefined {
  if (isCouponError(error)) return couponRefusalMessage({ code: error.code, data: error.data }, { currency });
  if (isValidationError(error)) return 'Enter the code as printed, up to 50 letters and digits.';
  return undefined;
}

function AppliedCoupon({ code, cart, estimate, announce, fail }: CouponFormProps & { code: string }) {
  const removeCoupon = useRemoveCoupon();
  const applied = estimate?.appliedDiscounts.find((d) => d.coupon?.code === code)?.coupon;
  const refusal = couponRefusalOf(estimate?.calculationErrors?.couponCalculationError?.applicationError);
  return (
    <div className="coupon-applied">
      <p>
        Coupon <strong>{code}</strong> applied{applied?.name ? `: ${applied.name}` : ''}.
      </p>
      {refusal ? (
        <p className="line-warning line-warning-warning">
          It takes nothing off right now: {couponRefusalMessage(refusal, { currency: cart.currency })}
        </p>
      ) : null}
      <button
        type="button"
        className="secondary-button"
        disabled={removeCoupon.isPending}
        onClick={() =>
          removeCoupon.mutateAsync().then(
            () => announce(`Coupon ${code} removed.`),
            (error: unknown) => fail(`Could not remove coupon ${code}`, error),
          )
        }
      >
        Remove coupon
      </button>
    </div>
  );
}

export function CouponForm(props: CouponFormProps) {
  const { cart, announce } = props;
  const applyCoupon = useApplyCoupon();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<{ text: string } | { error: unknown } | null>(null);
  const inputId = useId();
  const messageId = useId();
  const appliedCode = cart.appliedDiscounts?.find((d) => d.coupon?.code)?.coupon?.code;

  if (appliedCode) {
    return (
      <section className="coupon" aria-label="Coupon">
        <AppliedCoupon {...props} code={appliedCode} />
      </section>
    );
  }
  const submit = () => {
    const trimmed = code.trim();
    if (trimmed === '') {
      setProblem({ text: 'Enter a coupon code.' });
      return;
    }
    setProblem(null);
    applyCoupon.mutateAsync(trimmed).then(
      () => {
        setCode('');
        announce(`Coupon ${trimmed} applied.`);
      },
      (error: unknown) => {
        const text = refusalText(error, cart.currency);
        setProblem(text === undefined ? { error } : { text });
      },
    );
  };
  return (
    <section className="coupon" aria-label="Coupon">
      <form
        className="coupon-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId}>Coupon code</label>
        <div className="inline-field">
          <input
            id={inputId}
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={COUPON_CODE_MAX_LENGTH}
            aria-invalid={problem !== null}
            aria-describedby={problem ? messageId : undefined}
            onChange={(e) => setCode(e.currentTarget.value)}
          />
          <button type="submit" className="secondary-button" disabled={applyCoupon.isPending}>
            {applyCoupon.isPending ? 'Applying…' : 'Apply'}
          </button>
        </div>
        <div id={messageId}>
          {problem && 'text' in problem ? (
            <p role="alert" className="form-error">
              {problem.text}
            </p>
          ) : problem ? (
            <ActionError what="Could not apply the coupon" error={problem.error} />
          ) : null}
        </div>
      </form>
    </section>
  );
}
