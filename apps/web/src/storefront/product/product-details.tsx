// The body of a product page: gallery, name, price, option pickers, stock, quantity and the cart button.
import type { Product } from '@cartwright/client/products';
import { useCurrentCart, useProductOptionsAvailability } from '@cartwright/react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { RichText } from '../../ui/rich-text.js';
import { useHydrated } from '../../ui/use-hydrated.js';
import { ActionError } from '../cart/action-error.js';
import { FromPriceTag, PriceTag } from '../price-tag.js';
import { fromPrice, isInStock, productStockLabel } from '../product-facts.js';
import { catalogReferenceOf, useAddProductToCart } from './add-to-cart.js';
import {
  answerSaysAvailable,
  choiceName,
  isChoiceAvailable,
  type Selection,
  selectedVariant,
} from './choice-availability.js';
import { choicesInForm, OptionPickers } from './option-pickers.js';
import { ProductGallery } from './product-gallery.js';
import { QuantityStepper } from './quantity-stepper.js';
import { quantityInCart, stockLimit } from './stock-limit.js';

// Only a sold-out product or variant shows it: the form (and its client call) loads then, not with every product page.
const BackInStockForm = lazy(async () => ({
  default: (await import('./back-in-stock-form.js')).BackInStockForm,
}));

/** Most items of one line a shopper can ask for when stock is not tracked. */
const MAX_QUANTITY = 99;

/** The chosen variant's price and stock, from either source. */
interface Chosen {
  priceData: Product['priceData'];
  inStock: boolean;
  /** Set only when the variant's quantity is tracked. */
  quantity: number | undefined;
}

function stockLabel(product: Product, chosen: Chosen | undefined, complete: boolean): string {
  // A product without options has no combination to choose: its own stock is the answer.
  if ((product.productOptions ?? []).length === 0) return ownStockLabel(product);
  if (!complete) return productStockLabel(product);
  if (chosen === undefined) return 'This combination is not available';
  if (!chosen.inStock) return 'Out of stock';
  return chosen.quantity === undefined ? 'In stock' : `In stock: ${chosen.quantity} left`;
}

function chosenVariant(
  product: Product,
  selection: Selection,
  answer: ReturnType<typeof useProductOptionsAvailability>['data'],
): Chosen | undefined {
  if (answer) {
    const v = answer.selectedVariant;
    return v && { priceData: v.price, inStock: v.inStock !== false, quantity: v.quantity };
  }
  const v = selectedVariant(product, selection);
  return (
    v && {
      priceData: v.variant?.priceData,
      inStock: v.stock?.inStock !== false,
      quantity: v.stock?.trackQuantity ? v.stock.quantity : undefined,
    }
  );
}

/** The stock of a product without options, with what is left when its quantity is tracked. */
function ownStockLabel(product: Product): string {
  const label = productStockLabel(product);
  const stock = product.stock;
  return label === 'In stock' && stock?.trackInventory && stock.quantity !== undefined
    ? `In stock: ${stock.quantity} left`
    : label;
}

const mediaKey = (media: Product['media']) => (media?.items ?? []).map((item) => item.id).join(' ');

/** Why the cart button is off, for the hint under it; undefined while it is on. */
function addToCartHint(
  options: NonNullable<Product['productOptions']>,
  selection: Selection,
  purchasable: boolean,
  allInCart: string | undefined,
): string | undefined {
  const missing = options.filter((o) => selection[o.name ?? ''] === undefined);
  if (missing.length > 0) {
    return `Choose ${missing.map((o) => (o.name ?? 'an option').toLowerCase()).join(' and ')} to add this to your cart.`;
  }
  if (allInCart) return allInCart;
  return purchasable ? undefined : 'This choice cannot be bought right now.';
}

/**
 * The product form's ref. On a server-rendered page the shopper may pick and type before the code arrives:
 * once mounted, what the form holds is taken over (choices already in state win).
 */
function useFormTakeover(
  setSelection: (update: (current: Selection) => Selection) => void,
  onQuantity: (typed: number) => void,
) {
  const form = useRef<HTMLFormElement>(null);
  const takeOver = useRef({ setSelection, onQuantity });
  useEffect(() => {
    const picked = choicesInForm(form.current);
    if (Object.keys(picked).length > 0) takeOver.current.setSelection((s) => ({ ...picked, ...s }));
    const typed = Number((form.current?.elements.namedItem('quantity') as HTMLInputElement | null)?.value);
    if (Number.isInteger(typed) && typed > 1) takeOver.current.onQuantity(typed);
  }, []);
  return form;
}

/** Everything a shopper needs to choose a product and put it in the cart. */
export function ProductDetails({ product }: { product: Product }) {
  const [selection, setSelection] = useState<Selection>({});
  const [quantity, setQuantity] = useState(1);
  // What the shopper asked for, which may be more than is in stock.
  const [asked, setAsked] = useState(1);
  const { data: cart } = useCurrentCart();
  const availability = useProductOptionsAvailability(product.id ?? '', selection);
  // The server's answer for this very selection; until it arrives (or if it fails) the product's variants tell.
  const answer = availability.isPlaceholderData ? undefined : availability.data;
  const options = product.productOptions ?? [];
  const complete = options.every((o) => selection[o.name ?? ''] !== undefined);
  const chosen = options.length > 0 && complete ? chosenVariant(product, selection, answer) : undefined;
  const own = product.stock?.trackInventory ? product.stock.quantity : undefined;
  const stock = options.length > 0 ? chosen?.quantity : own;
  const inCart = complete ? quantityInCart(cart, catalogReferenceOf(product, selection)) : 0;
  const soldOut =
    product.id !== undefined &&
    complete &&
    (options.length === 0 ? !isInStock(product) : chosen !== undefined && !chosen.inStock);
  // Nothing in stock is said once, by the stock line and the back-in-stock form, not as "all 0 are in your cart".
  const limit = soldOut ? undefined : stockLimit(stock, inCart, asked);
  const max = Math.max(1, limit?.room ?? MAX_QUANTITY);
  const ribbon = product.ribbon ?? product.ribbons?.[0]?.text;
  // The server answers with the chosen choices' images when they have any, else the product's.
  const media = answer?.media ?? product.media;
  const full = limit?.room === 0;
  const purchasable =
    product.id !== undefined &&
    !full &&
    (options.length === 0 ? isInStock(product) : chosen?.inStock === true);
  // Until every option is chosen, a product whose variants differ in price says where its prices start.
  const from = complete ? undefined : fromPrice(product);
  const hint = addToCartHint(options, selection, purchasable, full ? limit?.note : undefined);
  const hintId = useId();
  const limitId = useId();
  const limitNote = full ? undefined : limit?.note;
  const adding = useAddProductToCart(product);
  const form = useFormTakeover(setSelection, (typed) => {
    setQuantity(typed);
    setAsked(typed);
  });

  return (
    <article className="product-details" aria-labelledby="product-title">
      <ProductGallery key={mediaKey(media)} product={product} media={media} />
      <div className="product-summary">
        {product.brand ? <p className="brand-name">{product.brand}</p> : null}
        <h1 id="product-title">{product.name}</h1>
        {ribbon ? <span className="ribbon">{ribbon}</span> : null}
        <PriceAndStock
          from={from}
          price={chosen?.priceData ?? product.priceData}
          stock={stockLabel(product, chosen, complete)}
        />
        <form
          ref={form}
          className="product-form"
          aria-label="Choose options"
          onSubmit={(e) => {
            e.preventDefault();
            // A second click while the first add is on its way is a double click, not a second item.
            if (!purchasable || adding.isPending) return;
            adding.add(selection, Math.min(quantity, max), limit?.addedNote);
            setAsked(Math.min(quantity, max));
          }}
        >
          <OptionPickers
            product={product}
            selection={selection}
            isAvailable={(option, choice) =>
              answer
                ? answerSaysAvailable(answer, option, choiceName(choice))
                : isChoiceAvailable(product, option, choice, selection)
            }
            onPick={(name, choice) => setSelection((s) => ({ ...s, [name]: choice }))}
          />
          <QuantityStepper
            value={Math.min(quantity, max)}
            max={max}
            describedBy={limitNote ? limitId : undefined}
            onChange={(value, wanted) => {
              setQuantity(value);
              setAsked(wanted);
            }}
          />
          <p id={limitId} className="form-hint stock-limit" aria-live="polite">
            {limitNote}
          </p>
          <CartButton purchasable={purchasable} adding={adding} hint={hint} hintId={hintId} />
        </form>
        {soldOut ? (
          <Suspense fallback={null}>
            <BackInStockForm key={JSON.stringify(selection)} product={product} selection={selection} />
          </Suspense>
        ) : null}
        <ProductDescription product={product} />
      </div>
    </article>
  );
}

/** The price (or where prices start) and the stock line, announced as they change. */
function PriceAndStock(props: { from: string | undefined; price: Product['priceData']; stock: string }) {
  return (
    <div aria-live="polite" className="product-price-stock">
      {props.from ? (
        <FromPriceTag className="product-price" amount={props.from} />
      ) : (
        <PriceTag className="product-price" data={props.price} />
      )}
      <p className="stock-state">{props.stock}</p>
    </div>
  );
}

interface CartButtonProps {
  purchasable: boolean;
  adding: ReturnType<typeof useAddProductToCart>;
  /** Why the button is off, under it. */
  hint: string | undefined;
  hintId: string;
}

/** The cart button, why it is off, and why the last add failed. */
function CartButton({ purchasable, adding, hint, hintId }: CartButtonProps) {
  const hydrated = useHydrated();
  return (
    <>
      <button
        type="submit"
        className="button-link"
        // Not disabled while adding: a disabled button drops the focus the cart drawer gives back on close.
        disabled={!purchasable || !hydrated}
        aria-busy={adding.isPending}
        aria-describedby={hint ? hintId : undefined}
      >
        {adding.isPending ? 'Adding…' : 'Add to cart'}
      </button>
      <noscript>
        <p className="form-hint">Adding to the cart needs JavaScript: turn it on to buy.</p>
      </noscript>
      {hint ? (
        <p id={hintId} className="form-hint">
          {hint}
        </p>
      ) : null}
      {adding.error ? <ActionError what="Could not add this to your cart" error={adding.error} /> : null}
    </>
  );
}

/** The product's description and its additional info sections. */
function ProductDescription({ product }: { product: Product }) {
  return (
    <>
      {product.description ? (
        <section className="product-description" aria-label="Description">
          <RichText className="rich-text" html={product.description} />
        </section>
      ) : null}
      {(product.additionalInfoSections ?? []).map((section) => (
        <section key={section.title} className="info-section">
          <h2>{section.title}</h2>
          <RichText className="rich-text" html={section.description ?? ''} />
        </section>
      ))}
    </>
  );
}
