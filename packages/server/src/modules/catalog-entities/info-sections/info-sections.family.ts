// Info sections: a unique name (the identifier), a title and a description kept in both of its forms.
import {
  INFO_SECTION_CALLS,
  INFO_SECTION_DESCRIPTION_MAX_BYTES,
  type RichContent,
} from '@cartwright/contracts';
import { invalidField } from '../../../errors/app-error.js';
import { entityQueryFields } from '../catalog-entities-query.sql.js';
import { type EntityFamily, stamped } from '../catalog-entity-family.js';
import { htmlFromRichContent, richContentFromHtml } from './rich-content.js';

const EMPTY: RichContent = { nodes: [], metadata: { version: 1 } };

/** The description from the input: `description` wins over `plainDescription`, as on the platform. */
function description(input: Record<string, unknown>, current: Record<string, unknown> | undefined) {
  if (input.description !== undefined) {
    const rich = input.description as RichContent;
    if (Buffer.byteLength(JSON.stringify(rich)) > INFO_SECTION_DESCRIPTION_MAX_BYTES) {
      throw invalidField(
        'infoSection.description',
        `must be at most ${INFO_SECTION_DESCRIPTION_MAX_BYTES} bytes of JSON`,
        'MAX_LENGTH',
      );
    }
    return { description: rich, plainDescription: htmlFromRichContent(rich) };
  }
  if (typeof input.plainDescription === 'string') {
    return {
      description: richContentFromHtml(input.plainDescription),
      plainDescription: input.plainDescription,
    };
  }
  if (input.plainDescription === null) return { description: EMPTY, plainDescription: '' };
  return {
    description: (current?.description as RichContent | undefined) ?? EMPTY,
    plainDescription: (current?.plainDescription as string | undefined) ?? '',
  };
}

export const INFO_SECTIONS: EntityFamily = {
  kind: 'info_section',
  fqdn: 'wix.stores.catalog.v3.info_section',
  label: 'Info section',
  single: 'infoSection',
  plural: 'infoSections',
  nameKey: 'uniqueName',
  uniqueNames: true,
  countField: 'assignedProductsCount',
  countRequest: 'ASSIGNED_PRODUCTS_COUNT',
  calls: INFO_SECTION_CALLS,
  queryFields: entityQueryFields('uniqueName', ['title']),
  content: (input, current) => {
    const title = (input.title as string | undefined) ?? (current?.body.title as string | undefined);
    // Get-or-create reaches here without the create schema: a new section still needs its title.
    if (!title)
      throw invalidField('infoSection.title', 'is required to create an info section', 'REQUIRED_FIELD');
    return {
      name: (input.uniqueName as string | undefined) ?? current?.name ?? '',
      body: { title, ...description(input, current?.body) },
    };
  },
  toWire: (e) => ({ ...stamped(e), uniqueName: e.name, ...e.body }),
  getOrCreate: {
    field: 'infoSection',
    item: (value) => {
      const item = (value ?? {}) as Record<string, unknown>;
      const { id, ...input } = item;
      return {
        ...(typeof id === 'string' ? { id } : {}),
        ...(typeof item.uniqueName === 'string' ? { name: item.uniqueName } : {}),
        input: Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)),
      };
    },
  },
};
