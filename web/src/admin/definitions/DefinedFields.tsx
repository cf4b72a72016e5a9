import type { CollectionData } from '@consultancy/domain/collections';
import Box from '@mui/material/Box';
import type { FieldsProps } from '../content-list/collection';
import { FieldEditor, type ImageChoices } from '../fields/FieldEditor';
import { ImagePicker, imagesOfForm } from '../images/ImagePicker';
import { fieldSpecOf } from './field-specs';
import type { DefinedForm } from './form-values';

/** A collection's own images are uploaded with the item, so the library's shipped pictures are not offered. */
const NO_SHIPPED: ImageChoices = { shipped: [] };

/** The form of a defined collection: each field in the definition's order, drawn by the one form engine (FieldEditor); its images by the picker. */
export function definedFields(data: CollectionData) {
  const titleField = data.fields.find((field) => field.kind === 'text')?.name;
  return function DefinedFields({ values, change, setField }: FieldsProps<DefinedForm>) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {data.fields.map((field) => {
          if (field.kind === 'image' || field.kind === 'imageList') {
            const subject = String((titleField && values[titleField]) || field.label);
            return <ImagePicker key={field.name} label={field.required ? field.label : `${field.label} (optional)`} multiple={field.kind === 'imageList'} subject={subject} {...imagesOfForm(values, setField)} />;
          }
          const spec = fieldSpecOf(field);
          return spec && <FieldEditor key={field.name} spec={spec} value={values[field.name]} onChange={(value) => change({ [field.name]: value })} choices={NO_SHIPPED} />;
        })}
      </Box>
    );
  };
}
