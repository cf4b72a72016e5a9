import type { PublicationStatus } from '@consultancy/domain';
import { titleFieldOf, type CollectionData, type FieldDefinition } from '@consultancy/domain/collections';
import Box from '@mui/material/Box';
import type { FieldsProps } from '../content-list/collection';
import { PublicationFields } from '../content-list/PublicationFields';
import { SeoFields } from '../content-list/SeoFields';
import type { SeoValues } from '../content-list/seo-values';
import { SlugField } from '../content-list/SlugField';
import { FieldEditor, type ImageChoices } from '../fields/FieldEditor';
import { ImagePicker, imagesOfForm } from '../images/ImagePicker';
import { fieldSpecOf } from './field-specs';
import type { DefinedForm } from './form-values';

/** A collection's own images are uploaded with the item, so the library's shipped pictures are not offered. */
const NO_SHIPPED: ImageChoices = { shipped: [] };

type PublishedForm = DefinedForm & SeoValues & { slug: string; status: PublicationStatus; publishAt: string };

/** One field of the definition: by the one form engine (FieldEditor), or the image picker for its images. */
function DefinedField({ field, subject, form }: { field: FieldDefinition; subject: string; form: FieldsProps<DefinedForm> }) {
  const { values, change, setField } = form;
  if (field.kind === 'image' || field.kind === 'imageList') {
    const label = field.required ? field.label : `${field.label} (optional)`;
    return <ImagePicker label={label} multiple={field.kind === 'imageList'} subject={subject} {...imagesOfForm(values, setField)} />;
  }
  const spec = fieldSpecOf(field);
  return spec && <FieldEditor spec={spec} value={values[field.name]} onChange={(value) => change({ [field.name]: value })} choices={NO_SHIPPED} />;
}

/**
 * The form of a defined collection: each field in the definition's order; for one with readable
 * URLs, its slug and when it is published right after the field the slug is made from, and its
 * search and link-preview texts last.
 */
export function definedFields(data: CollectionData) {
  const titleField = titleFieldOf(data);
  const publishing = data.options.publishing;
  // The public path its items live under: /careers of /careers/:slug.
  const basePath = data.options.paths?.item.replace(/\/:slug$/, '') ?? `/${data.names.key}`;
  return function DefinedFields(form: FieldsProps<DefinedForm>) {
    const values = form.values as PublishedForm;
    const subject = String((titleField && values[titleField]) || data.names.singular);
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {data.fields.map((field) => (
          <Box key={field.name} sx={{ display: 'contents' }}>
            <DefinedField field={field} subject={subject} form={form} />
            {field.name === publishing?.slugFrom && (
              <>
                <SlugField basePath={basePath} name="slug" value={values.slug} onChange={(event) => form.change({ slug: event.target.value })} />
                <PublicationFields status={values.status} publishAt={values.publishAt} onStatus={form.setField('status')} onPublishAt={form.setField('publishAt')} />
              </>
            )}
          </Box>
        ))}
        {publishing && <SeoFields {...values} images={values.existingImages} onChange={form.change} />}
      </Box>
    );
  };
}
