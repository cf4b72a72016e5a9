import { RATINGS } from '@consultancy/domain';
import type { AdminTestimonialItemFragment, TestimonialInput } from '../gql/graphql';
import { altsInOrder, altTextsOf, shownImages, type ImageFields } from '../images/order';
import type { PreviewItems } from '../preview/public-previews';

export type TestimonialItem = AdminTestimonialItemFragment;

/**
 * Every field of the input, the rating as a select holds it ('' until chosen, then
 * '1'..'5'); the images hold at most one photo ([] once removed).
 */
export type TestimonialFormValues = Omit<Required<TestimonialInput>, 'rating' | 'userImageAlt'> & { rating: string } & ImageFields;

export const emptyTestimonialForm = (): TestimonialFormValues => ({
  userName: '',
  userRole: '',
  rating: '',
  review: '',
  existingImages: [],
  newImages: [],
  altTexts: {},
});

const isRating = (value: number) => (RATINGS as readonly number[]).includes(value);

export function testimonialFormFromItem(item: TestimonialItem): TestimonialFormValues {
  return {
    userName: item.userName,
    userRole: item.userRole ?? '',
    rating: isRating(item.rating) ? String(item.rating) : '',
    review: item.review,
    existingImages: item.userImage ? [item.userImage] : [],
    newImages: [],
    altTexts: item.userImage ? altTextsOf([item.userImage], [item.userImageAlt]) : {},
  };
}

/** The add/update variables: a new photo replaces the stored one; removing it sends an empty kept list. */
export function testimonialVariables(values: TestimonialFormValues) {
  const input: TestimonialInput = {
    userName: values.userName.trim(),
    userRole: values.userRole.trim(),
    rating: Number(values.rating),
    review: values.review,
    userImageAlt: altsInOrder(values)[0] ?? '',
  };
  return { input, image: values.newImages[0]?.file ?? null, existingImages: [...values.existingImages] };
}

/** The testimonial as the public card would show it with the form's values (the preview); a new photo by its object URL. */
export function testimonialPreview(values: TestimonialFormValues, stored: TestimonialItem | null): PreviewItems['testimonial'] {
  const { urls, alts } = shownImages(values);
  return {
    id: stored?.id ?? 'preview',
    userName: values.userName.trim(),
    userRole: values.userRole.trim(),
    // Not chosen yet: five stars, what the card shows for a missing rating.
    rating: Number(values.rating) || 5,
    review: values.review,
    userImage: urls[0] ?? null,
    userImageAlt: alts[0] ?? '',
    responsiveImages: [],
  };
}
