// /admin/products/new and /admin/products/:id on the one editor page: the product form, and for a saved product
// its variants, images, collections and deletion.
import { deleteProduct, type Product } from '@cartwright/client/products';
import { productKeys } from '@cartwright/react';
import { createContext, useContext, useMemo, useState } from 'react';
import { Link } from 'wouter';
import {
  type EditorKind,
  EntityEditorPage,
  type EntityFormProps,
  type EntityPartProps,
} from '../../ui/entities/entity-editor-page.js';
import { adminQueries } from '../admin-queries.js';
import { ProductCollections } from './product-collections.js';
import { ProductForm } from './product-form.js';
import { ProductMedia } from './product-media.js';
import { VariantGrid } from './variant-grid.js';

/**
 * Whether the form shows the grid of its draft options, when the saved grid (of the saved options) is hidden. Held
 * above the editor page: the form starts again on every save (a variant save too), the saved grid must not.
 */
const DraftGrid = createContext<{ shown: boolean; show: (shown: boolean) => void }>({
  shown: false,
  show: () => {},
});

function ProductEditorForm({ entity, onSaved }: EntityFormProps<Product>) {
  const draftGrid = useContext(DraftGrid);
  return (
    <ProductForm
      {...(entity ? { product: entity } : {})}
      onSaved={(product, variantsProblem) => {
        if (!variantsProblem) return onSaved(product);
        onSaved(
          product,
          entity
            ? `Product saved, but not its variant values: ${variantsProblem}`
            : 'Product created, but its variant values could not be saved: enter them in the grid again.',
        );
      }}
      onDraftVariantsShown={draftGrid.show}
    />
  );
}

function ProductParts({ entity }: EntityPartProps<Product>) {
  const draftGrid = useContext(DraftGrid);
  const hasVariants = entity.manageVariants === true && (entity.productOptions?.length ?? 0) > 0;
  return (
    <div className="product-editor-parts">
      {hasVariants && !draftGrid.shown ? <VariantGrid product={entity} /> : null}
      {/* The form's two columns again (admin.css): images under the details, collections under the prices. */}
      <div className="product-editor-grid">
        <div className="product-editor-main">
          <ProductMedia product={entity} />
        </div>
        <div className="product-editor-side">
          <ProductCollections product={entity} />
        </div>
      </div>
    </div>
  );
}

const productEditor: EditorKind<Product, string[]> = {
  noun: 'product',
  listPath: '/products',
  backLabel: 'Back to products',
  detail: adminQueries.product,
  titleOf: (product) => product.name ?? '',
  remove: (client, id) => deleteProduct(client, id).then(() => undefined),
  invalidates: [productKeys.all],
  removeWarning: (product) =>
    `Delete “${product.name}” for good? Carts keep their copies; the store stops selling it.`,
  Form: ProductEditorForm,
  Parts: ProductParts,
  links: (product) =>
    product.slug ? (
      <>
        {' · '}
        <Link to={`~/product-page/${product.slug}`}>View in the store</Link>
      </>
    ) : null,
  versionOf: (product) => product.lastUpdated?.toString(),
};

export function ProductEditorPage() {
  const [shown, show] = useState(false);
  const draftGrid = useMemo(() => ({ shown, show }), [shown]);
  return (
    <DraftGrid.Provider value={draftGrid}>
      <EntityEditorPage kind={productEditor} />
    </DraftGrid.Provider>
  );
}
