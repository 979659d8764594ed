// The product form's search engine fields: the page title and description the product page carries. The wire
// bounds only how many SEO tags there are, not their text, so these fields set no length of their own.
import { Field, TextField } from '../../ui/forms/field.js';
import type { ProductFieldsetProps } from './product-fieldset.js';

export function ProductSeoFields({ draft, onChange, errors }: ProductFieldsetProps) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Search engines</legend>
      <TextField
        label="SEO title"
        error={errors.seoData}
        value={draft.seoTitle}
        onValueChange={(value) => onChange({ seoTitle: value })}
      />
      <Field label="SEO description">
        {(c) => (
          <textarea
            {...c}
            rows={2}
            value={draft.seoDescription}
            onChange={(e) => onChange({ seoDescription: e.currentTarget.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}
