import { READING_TIME_LIMITS } from '@consultancy/domain';
import { Stack, TextField } from '@mui/material';
import type { FieldsProps } from '../content-list/collection';
import { CollectionScreen } from '../content-list/CollectionScreen';
import { PublicationFields } from '../content-list/PublicationFields';
import { SeoFields } from '../content-list/SeoFields';
import { SlugField } from '../content-list/SlugField';
import { RichTextEditor } from '../editor/RichTextEditor';
import { ImagePicker, imagesOfForm } from '../images/ImagePicker';
import { blogCollection } from './collection';
import type { BlogFormValues } from './form';

function BlogFields({ values, change, setField, text }: FieldsProps<BlogFormValues>) {
  return (
    <>
      <TextField label="Title" required fullWidth {...text('title')} />
      <SlugField basePath="/blog" {...text('slug')} />
      <PublicationFields status={values.status} publishAt={values.publishAt} onStatus={setField('status')} onPublishAt={setField('publishAt')} />
      <RichTextEditor label="Content" value={values.content} onChange={setField('content')} minHeight={260} />
      <TextField label="Excerpt" fullWidth multiline minRows={2} maxRows={6} helperText="A short summary shown in lists." {...text('excerpt')} />
      <TextField label="Tags" fullWidth placeholder="react, cloud, startups" helperText="Comma-separated." {...text('tags')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Publish Date" type="date" fullWidth {...text('publishDate')} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField
          label="Reading Time (minutes)"
          type="number"
          fullWidth
          helperText="Leave empty to work it out from the text."
          {...text('readingTime')}
          slotProps={{ htmlInput: { ...READING_TIME_LIMITS, step: 1 } }}
        />
      </Stack>
      <ImagePicker
        label="Featured Image"
        subject={values.title || 'Blog post'}
        {...imagesOfForm(values, setField)}
        recommendedSize="1200x630px"
      />
      <SeoFields {...values} images={values.existingImages} onChange={change} />
    </>
  );
}

export const BlogManagement = () => <CollectionScreen collection={blogCollection} Fields={BlogFields} />;
