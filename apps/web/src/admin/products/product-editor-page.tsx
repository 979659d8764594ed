// /admin/products/new and /admin/products/:id: the product form, and for a saved product its variants,
// images, collections and deletion.
import { deleteProduct, type Product } from '@cartwright/client/products';
import { productKeys, useStoreClient, useStoreMutation } from '@cartwright/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { ConfirmDelete } from '../../ui/forms/confirm-delete.js';
import { FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { useToast, useToastOnOpen } from '../../ui/toast.js';
import { adminQueries } from '../admin-queries.js';
import { ProductCollections } from './product-collections.js';
import { ProductForm } from './product-form.js';
import { ProductMedia } from './product-media.js';
import { VariantGrid } from './variant-grid.js';

export function ProductEditorPage() {
  const { id } = useParams<{ id?: string }>();
  const [, navigate] = useLocation();
  const created = new URLSearchParams(useSearch()).get('created');
  if (!id) {
    return (
      <section className="page" aria-labelledby="product-editor-title">
        <p>
          <Link to="/products">Back to products</Link>
        </p>
        <h1 id="product-editor-title">New product</h1>
        <ProductForm
          onSaved={(product, variantsProblem) =>
            navigate(`/products/${product.id}?created=${variantsProblem ? 'without-variants' : '1'}`, {
              replace: true,
            })
          }
        />
      </section>
    );
  }
  return <SavedProductEditor id={id} notice={created ? CREATED_NOTICES[created] : undefined} />;
}

const CREATED_NOTICES: Record<string, string> = {
  '1': 'Product created.',
  'without-variants':
    'Product created, but its variant values could not be saved: enter them in the grid again.',
};

function SavedProductEditor({ id, notice }: { id: string; notice?: string }) {
  const client = useStoreClient();
  const product = useQuery(adminQueries.product(client, id));
  const toast = useToast();
  // While the form shows the grid of its draft options, the saved grid (of the saved options) is hidden.
  const [draftGrid, setDraftGrid] = useState(false);
  useToastOnOpen(notice);
  if (product.isPending) return <p role="status">Loading the product…</p>;
  if (product.isError) {
    return (
      <section className="page" aria-labelledby="product-editor-title">
        <h1 id="product-editor-title">Product not available</h1>
        <FormAlert message={describeError(product.error)} />
        <Link to="/products">Back to products</Link>
      </section>
    );
  }
  const data = product.data;
  const hasVariants = data.manageVariants === true && (data.productOptions?.length ?? 0) > 0;
  return (
    <section className="page" aria-labelledby="product-editor-title">
      <p>
        <Link to="/products">Back to products</Link>
        {data.slug ? (
          <>
            {' · '}
            <Link to={`~/product-page/${data.slug}`}>View in the store</Link>
          </>
        ) : null}
      </p>
      <h1 id="product-editor-title">Edit {data.name}</h1>
      <ProductForm
        key={data.lastUpdated?.toString()}
        product={data}
        onSaved={(_, variantsProblem) =>
          toast(
            variantsProblem
              ? `Product saved, but not its variant values: ${variantsProblem}`
              : 'Product saved.',
          )
        }
        onDraftVariantsShown={setDraftGrid}
      />
      {hasVariants && !draftGrid ? <VariantGrid product={data} /> : null}
      <ProductMedia product={data} />
      <ProductCollections product={data} />
      <DeleteProduct product={data} />
    </section>
  );
}

function DeleteProduct({ product }: { product: Product }) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const deletion = useStoreMutation({
    mutationFn: async (store) => {
      await deleteProduct(store, product.id!);
      // Dropped before the refresh: refetching the gone product would fail on the page being left.
      queryClient.removeQueries({ queryKey: adminQueries.product(client, product.id!).queryKey });
    },
    invalidates: [productKeys.all],
    onSuccess: () => navigate('/products', { replace: true }),
  });
  return (
    <ConfirmDelete
      noun="product"
      title={product.name ?? ''}
      warning={`Delete “${product.name}” for good? Carts keep their copies; the store stops selling it.`}
      deletion={deletion}
    />
  );
}
