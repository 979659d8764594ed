// The head of each storefront page, from what the page shows: its title and description (a product's own
// SEO fields where the owner set them), canonical URL and link preview on the public URL, and schema.org
// data (Product with its offer, breadcrumbs, the store as Organization and WebSite with its search).
import type { Collection, Media, Product } from '@cartwright/contracts';
import { type PageHead, plainText } from '../static/page-head.js';
import type { StorefrontPageAnswer } from './storefront-pages.js';

/** Search engines show about this much of a description. */
const DESCRIPTION_LENGTH = 160;
const SCHEMA = 'https://schema.org';

interface Site {
  /** The public URL, no trailing slash. */
  url: string;
  name: string;
}

type SeoTag = { type?: unknown; children?: unknown; props?: { name?: unknown; content?: unknown } };

/** The owner's SEO title or meta description of a product, when set (the admin's product form writes them). */
function seoText(product: Product, which: 'title' | 'description'): string | undefined {
  const tags = (product.seoData?.tags ?? []) as SeoTag[];
  const value =
    which === 'title'
      ? tags.find((t) => t.type === 'title')?.children
      : tags.find((t) => t.type === 'meta' && t.props?.name === 'description')?.props?.content;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const imageOf = (media: Media | undefined) => {
  const image = media?.mainMedia?.image ?? media?.items?.[0]?.image;
  return image?.url ? { url: image.url, ...(image.altText ? { alt: image.altText } : {}) } : undefined;
};

const breadcrumbs = (items: { name: string; url: string }[]) => ({
  '@context': SCHEMA,
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: item.name,
    item: item.url,
  })),
});

/** schema.org's availability: the catalog has no pre-orders, so a product is in stock or out of it. */
const availability = (product: Product) =>
  `${SCHEMA}/${product.stock?.inventoryStatus === 'OUT_OF_STOCK' || product.stock?.inStock === false ? 'OutOfStock' : 'InStock'}`;

/** One Offer at the product's price, or an AggregateOffer when its variants cost different amounts. */
function offers(product: Product, url: string) {
  const currency = product.priceData?.currency ?? product.price?.currency;
  const price = product.priceData?.discountedPrice ?? product.priceData?.price;
  const low = product.priceRange?.minValue;
  const high = product.priceRange?.maxValue;
  const common = { priceCurrency: currency, availability: availability(product), url };
  if (low !== undefined && high !== undefined && low !== high) {
    const offerCount = Math.max(1, product.variants?.length ?? 1);
    return { '@type': 'AggregateOffer', lowPrice: low, highPrice: high, offerCount, ...common };
  }
  return { '@type': 'Offer', price: price ?? low, ...common };
}

function productHead(site: Site, product: Product): PageHead {
  const name = product.name ?? '';
  const canonical = `${site.url}/product-page/${encodeURIComponent(product.slug ?? '')}`;
  const description =
    seoText(product, 'description') ??
    (plainText(product.description ?? '', DESCRIPTION_LENGTH) || undefined);
  const image = imageOf(product.media);
  const images = (product.media?.items ?? []).flatMap((item) => (item.image?.url ? [item.image.url] : []));
  const data = {
    '@context': SCHEMA,
    '@type': 'Product',
    name,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : image ? { image: [image.url] } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    url: canonical,
    offers: offers(product, canonical),
  };
  const trail = breadcrumbs([
    { name: 'Home', url: `${site.url}/` },
    { name: 'Products', url: `${site.url}/products` },
    { name, url: canonical },
  ]);
  return {
    title: `${seoText(product, 'title') ?? name} | ${site.name}`,
    ...(description ? { description } : {}),
    canonical,
    type: 'product',
    ...(image ? { image } : {}),
    siteName: site.name,
    structuredData: [data, trail],
  };
}

function collectionHead(site: Site, collection: Collection): PageHead {
  const name = collection.name ?? '';
  const canonical = `${site.url}/collections/${encodeURIComponent(collection.slug ?? '')}`;
  const description = plainText(collection.description ?? '', DESCRIPTION_LENGTH) || undefined;
  const image = imageOf(collection.media);
  return {
    title: `${name} | ${site.name}`,
    ...(description ? { description } : {}),
    canonical,
    type: 'website',
    ...(image ? { image } : {}),
    siteName: site.name,
    structuredData: [
      breadcrumbs([
        { name: 'Home', url: `${site.url}/` },
        { name, url: canonical },
      ]),
    ],
  };
}

function homeHead(site: Site): PageHead {
  const home = `${site.url}/`;
  return {
    title: site.name,
    canonical: home,
    type: 'website',
    siteName: site.name,
    structuredData: [
      { '@context': SCHEMA, '@type': 'Organization', name: site.name, url: home },
      {
        '@context': SCHEMA,
        '@type': 'WebSite',
        name: site.name,
        url: home,
        potentialAction: {
          '@type': 'SearchAction',
          // The listing's search parameter (apps/web listing-params.ts).
          target: { '@type': 'EntryPoint', urlTemplate: `${site.url}/products?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/**
 * The head of the page `answer` describes. Pages that are not found or personal get the store's title and
 * `noindex`; their content the browser fills in.
 * @example pageHead({ url: 'https://shop.example', name: 'Shop' }, { status: 200, kind: 'home' }).title // 'Shop'
 */
export function pageHead(site: Site, answer: StorefrontPageAnswer): PageHead {
  if (answer.status === 404) return { title: `Page not found | ${site.name}`, noindex: true };
  switch (answer.kind) {
    case 'home':
      return homeHead(site);
    case 'products':
      return {
        title: `All products | ${site.name}`,
        canonical: `${site.url}/products`,
        type: 'website',
        siteName: site.name,
      };
    case 'product':
      return productHead(site, answer.product);
    case 'collection':
      return collectionHead(site, answer.collection);
    case 'personal':
      return { title: site.name, noindex: true };
  }
}
