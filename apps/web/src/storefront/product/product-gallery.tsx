// Image gallery of a product page: the main image and a row of thumbnails that switch it.
import type { Product } from '@cartwright/client/products';
import { useState } from 'react';

type Media = NonNullable<Product['media']>;
type MediaItem = NonNullable<Media['items']>[number];

const imageOf = (item: MediaItem) => item.image ?? item.thumbnail;

/**
 * Shows `media` (the product's, or the chosen choices' images), main media first. Give it a `key` that
 * changes with the media so the shown image starts from the first again.
 */
export function ProductGallery({ product, media }: { product: Product; media: Media | undefined }) {
  const items = (media?.items ?? []).filter((item) => imageOf(item)?.url);
  const [shown, setShown] = useState(0);
  const current = items[Math.min(shown, items.length - 1)];
  const image = current ? imageOf(current) : undefined;
  return (
    <section className="gallery" aria-label="Product images">
      {image?.url ? (
        <img
          className="gallery-main"
          src={image.url}
          alt={image.altText || current?.title || (product.name ?? '')}
          width={image.width}
          height={image.height}
          fetchPriority="high"
        />
      ) : (
        <p className="gallery-empty">No images for this product yet.</p>
      )}
      {items.length > 1 ? (
        <ul className="gallery-thumbnails">
          {items.map((item, index) => {
            const thumbnail = item.thumbnail ?? item.image;
            return (
              <li key={item.id ?? index}>
                <button
                  type="button"
                  aria-pressed={index === shown}
                  aria-label={`Show image ${index + 1} of ${items.length}`}
                  onClick={() => setShown(index)}
                >
                  <img src={thumbnail?.url} alt="" width={64} height={64} loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
