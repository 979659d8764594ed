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
import { lineOf, readSynonyms, synonymsToText } from './synonyms-text.js';

const synonymKeys = { all: ['admin', 'search-synonyms'] as const };

/** What the server refused, naming the line where it said which group. */
function refusal(error: unknown, lines: readonly number[]): string | undefined {
  if (!error) return undefined;
  if (!isValidationError(error)) return describeError(error);
  return error.violations
    .map((v) => {
      const line = lineOf(v.field, lines);
      return line ? `Line ${line}: ${v.description}` : v.description;
    })
    .join(' ');
}

function SynonymsForm({ synonyms }: { synonyms: SearchSynonyms }) {
  const [text, setText] = useState(() => synonymsToText(synonyms));
  // The lines of the text last sent: the server's answer names its groups.
  const [sentLines, setSentLines] = useState<number[]>([]);
  const [lone, setLone] = useState<number[]>([]);
  const save = useStoreMutation({
    mutationFn: (client, next: SearchSynonyms) => updateSearchSynonyms(client, next),
    invalidates: [synonymKeys.all],
  });
  const onSave = () => {
    const read = readSynonyms(text);
    setLone(read.lone);
    if (read.lone.length > 0) return;
    setSentLines(read.lines);
    save.mutate(read.synonyms);
  };
  const alert =
    lone.length > 0
      ? `${lone.map((line) => `Line ${line}`).join(', ')}: a group needs two terms or more, between commas.`
      : refusal(save.error, sentLines);
  return (
    <SaveForm
      labelledBy="synonyms-title"
      alert={alert}
      saved={save.isSuccess && lone.length === 0 ? 'Synonyms saved.' : undefined}
      onSave={onSave}
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
