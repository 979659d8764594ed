// One image of a product in the admin: remove it, and show it for an option choice or stop showing it there.
import {
  addProductMediaToChoices,
  type Product,
  removeProductMedia,
  removeProductMediaFromChoices,
} from '@cartwright/client/products';
import type { OAuthStoreClient } from '@cartwright/react';
import { Field } from '../../ui/forms/field.js';

export interface ChoiceRef {
  option: string;
  choice: string;
}

const choiceKey = ({ option, choice }: ChoiceRef) => `${option}\u0000${choice}`;

/** Every option choice by its shown name (the description the media calls take). */
export function choicesOf(product: Product): ChoiceRef[] {
  return (product.productOptions ?? []).flatMap((option) =>
    (option.choices ?? []).map((choice) => ({
      option: option.name ?? '',
      choice: choice.description ?? choice.value ?? '',
    })),
  );
}

function choiceMedia(product: Product, ref: ChoiceRef): string[] {
  const option = product.productOptions?.find((o) => o.name === ref.option);
  const choice = option?.choices?.find((c) => (c.description ?? c.value) === ref.choice);
  return (choice?.media?.items ?? []).map((item) => item.id ?? '').filter(Boolean);
}

type MediaItemOf = NonNullable<NonNullable<Product['media']>['items']>[number];

interface MediaItemProps {
  product: Product;
  item: MediaItemOf;
  /** `Image 2`: its name in the buttons and the list. */
  label: string;
  choices: ChoiceRef[];
  busy: boolean;
  /** The choice picked in its select, as `choiceKey` gives it. */
  selected: string;
  onSelect: (choice: string) => void;
  /** Sends one change to the product's images. */
  run: (send: (client: OAuthStoreClient) => Promise<unknown>) => void;
}

export function MediaItem({ product, item, label, choices, busy, selected, onSelect, run }: MediaItemProps) {
  const id = product.id!;
  const mediaId = item.id ?? '';
  const assigned = choices.filter((ref) => choiceMedia(product, ref).includes(mediaId));
  return (
    <li aria-label={label}>
      <img src={item.thumbnail?.url ?? item.image?.url} alt={item.title || label} width={96} height={96} />
      <button
        type="button"
        disabled={busy}
        onClick={() => run((client) => removeProductMedia(client, id, [mediaId]))}
      >
        Remove {label}
      </button>
      {assigned.map((ref) => (
        <button
          key={choiceKey(ref)}
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() =>
            run((client) => removeProductMediaFromChoices(client, id, [{ ...ref, mediaIds: [mediaId] }]))
          }
        >
          Stop showing {label} for {ref.option} {ref.choice}
        </button>
      ))}
      {choices.length > 0 ? (
        <div className="inline-form">
          <Field label={`Show ${label} for choice`}>
            {(control) => (
              <select {...control} value={selected} onChange={(e) => onSelect(e.currentTarget.value)}>
                <option value="">Choose…</option>
                {choices.map((ref) => (
                  <option key={choiceKey(ref)} value={choiceKey(ref)}>
                    {ref.option}: {ref.choice}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="button"
            disabled={busy || !selected}
            onClick={() => {
              const ref = choices.find((c) => choiceKey(c) === selected);
              if (ref)
                run((client) => addProductMediaToChoices(client, id, [{ ...ref, mediaIds: [mediaId] }]));
            }}
          >
            Assign {label}
          </button>
        </div>
      ) : null}
    </li>
  );
}
