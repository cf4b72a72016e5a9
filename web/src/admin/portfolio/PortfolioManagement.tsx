import { PORTFOLIO_CATEGORIES } from '@consultancy/domain';
import { FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import type { FieldsProps } from '../content-list/collection';
import { CollectionScreen } from '../content-list/CollectionScreen';
import { PublicationFields } from '../content-list/PublicationFields';
import { SeoFields } from '../content-list/SeoFields';
import { SlugField } from '../content-list/SlugField';
import { RichTextEditor } from '../editor/RichTextEditor';
import { ImagePicker, imagesOfForm } from '../images/ImagePicker';
import { portfolioCollection } from './collection';
import type { PortfolioFormValues } from './form';

const multiline = { multiline: true, minRows: 3, maxRows: 12, fullWidth: true } as const;

function PortfolioFields({ values, change, setField, text }: FieldsProps<PortfolioFormValues>) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl fullWidth required>
          <InputLabel id="portfolio-category-label">Category</InputLabel>
          <Select
            labelId="portfolio-category-label"
            id="portfolio-category"
            label="Category"
            name="category"
            value={values.category}
            onChange={(event) => change({ category: event.target.value })}
            required
          >
            {PORTFOLIO_CATEGORIES.map((category) => (
              <MenuItem key={category} value={category}>
                {category}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <TextField label="Project Name" required fullWidth {...text('projectName')} />
      </Stack>
      <SlugField basePath="/portfolio" {...text('slug')} />
      <PublicationFields status={values.status} publishAt={values.publishAt} onStatus={setField('status')} onPublishAt={setField('publishAt')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Project URL" type="url" fullWidth placeholder="https://example.com" {...text('projectUrl')} />
        <TextField label="Project Date" type="date" fullWidth {...text('projectDate')} slotProps={{ inputLabel: { shrink: true } }} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Services" fullWidth {...text('services')} />
        <TextField label="Client Name" fullWidth {...text('clientName')} />
      </Stack>
      <RichTextEditor
        label="Description"
        value={values.description}
        onChange={setField('description')}
        placeholder="A short summary of the project…"
        minHeight={120}
      />
      <RichTextEditor label="Content" value={values.content} onChange={setField('content')} placeholder="The full story of the project…" />
      <TextField label="Problem" {...multiline} {...text('problem')} />
      <TextField label="Solution" {...multiline} {...text('solution')} />
      <TextField label="Result" {...multiline} {...text('result')} />
      <TextField label="Testimonial" {...multiline} helperText="Plain text; line breaks are kept." {...text('testimonial')} />
      <ImagePicker
        label="Project Images"
        multiple
        subject={values.projectName || 'Project'}
        {...imagesOfForm(values, setField)}
        recommendedSize="1200x800px"
      />
      <SeoFields {...values} images={values.existingImages} onChange={change} />
    </>
  );
}

export const PortfolioManagement = () => <CollectionScreen collection={portfolioCollection} Fields={PortfolioFields} />;
