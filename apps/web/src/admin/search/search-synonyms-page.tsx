// /admin/search-synonyms: the store's search synonyms, one group a line ("tee, t-shirt"): a shopper's search for
// any term of a group also finds the products holding another.
import { isValidationError } from '@cartwright/client';
import { getSearchSynonyms, type SearchSynonyms, updateSearchSynonyms } from '@cartwright/client/products';
import { useStoreClient, useStoreMutation } from '@cartwright/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Field, FormAlert } from '../../ui/forms/field.js';
import { describeError } from '../../ui/forms/field-errors.js';
import { SaveForm } from '../../ui/forms/save-form.js';
import { SubmitButton } from '../../ui/forms/submit-button.js';
import { lineOf, synonymsFromText, synonymsToText } from './synonyms-text.js';

const synonymKeys = { all: ['admin', 'search-synonyms'] as const };

/** What the server refused, line by line where it said which line. */
function refusal(error: unknown): string | undefined {
  if (!error) return undefined;
  if (!isValidationError(error)) return describeError(error);
  return error.violations
    .map((v) => (lineOf(v.field) ? `Line ${lineOf(v.field)}: ${v.description}` : v.description))
    .join(' ');
}

function SynonymsForm({ synonyms }: { synonyms: SearchSynonyms }) {
  const [text, setText] = useState(() => synonymsToText(synonyms));
  const save = useStoreMutation({
    mutationFn: (client, next: SearchSynonyms) => updateSearchSynonyms(client, next),
    invalidates: [synonymKeys.all],
  });
  return (
    <SaveForm
      labelledBy="synonyms-title"
      alert={refusal(save.error)}
      saved={save.isSuccess ? 'Synonyms saved.' : undefined}
      onSave={() => save.mutate(synonymsFromText(text))}
    >
      <Field
        label="Synonym groups"
        hint="One group a line, its terms between commas, for example: tee, t-shirt. Case and accents do not matter."
      >
        {(c) => (
          <textarea
            {...c}
            rows={10}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
      </Field>
      <SubmitButton pending={save.isPending} disabled={text === synonymsToText(synonyms)}>
        Save synonyms
      </SubmitButton>
    </SaveForm>
  );
}

export function SearchSynonymsPage() {
  const client = useStoreClient();
  const synonyms = useQuery(
    queryOptions({
      queryKey: synonymKeys.all,
      queryFn: ({ signal }) => getSearchSynonyms(client, { signal }),
    }),
  );
  return (
    <section className="page" aria-labelledby="synonyms-title">
      <h1 id="synonyms-title">Search synonyms</h1>
      <p>A search for any term of a group also finds the products holding another.</p>
      <FormAlert message={synonyms.isError ? describeError(synonyms.error) : undefined} />
      {synonyms.isPending ? <p role="status">Loading synonyms…</p> : null}
      {synonyms.data ? <SynonymsForm synonyms={synonyms.data} /> : null}
    </section>
  );
}
