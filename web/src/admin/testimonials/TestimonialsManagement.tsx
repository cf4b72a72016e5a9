import { RATINGS } from '@consultancy/domain';
import { FormControl, InputLabel, MenuItem, Rating, Select, Stack, TextField } from '@mui/material';
import type { FieldsProps } from '../content-list/collection';
import { CollectionScreen } from '../content-list/CollectionScreen';
import { ImagePicker, imagesOfForm } from '../images/ImagePicker';
import { testimonialCollection } from './collection';
import type { TestimonialFormValues } from './form';

const stars = (rating: number | string) => `${rating} star${String(rating) === '1' ? '' : 's'}`;

function TestimonialFields({ values, change, setField, text }: FieldsProps<TestimonialFormValues>) {
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Name" required fullWidth {...text('userName')} />
        <TextField label="Role" fullWidth placeholder="CEO, Acme Inc." {...text('userRole')} />
      </Stack>
      <FormControl fullWidth required sx={{ maxWidth: { sm: 240 } }}>
        <InputLabel id="testimonial-rating-label">Rating</InputLabel>
        <Select
          labelId="testimonial-rating-label"
          id="testimonial-rating"
          label="Rating"
          name="rating"
          required
          value={values.rating}
          onChange={(event) => change({ rating: event.target.value })}
          renderValue={(value) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Rating value={Number(value)} readOnly size="small" aria-hidden />
              <span>{stars(value)}</span>
            </Stack>
          )}
        >
          {RATINGS.map((rating) => (
            <MenuItem key={rating} value={String(rating)}>
              <Rating value={rating} readOnly size="small" sx={{ mr: 1 }} aria-hidden />
              {stars(rating)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField label="Review" required fullWidth multiline minRows={4} maxRows={14} {...text('review')} />
      <ImagePicker
        label="Photo (optional)"
        subject={values.userName || 'Client'}
        {...imagesOfForm(values, setField)}
        recommendedSize="400x400px"
      />
    </>
  );
}

export const TestimonialsManagement = () => <CollectionScreen collection={testimonialCollection} Fields={TestimonialFields} />;
