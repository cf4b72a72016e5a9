import type { NewImage } from '../images/order';

export const RATINGS = [1, 2, 3, 4, 5] as const;

export interface TestimonialFormValues {
  userName: string;
  userRole: string;
  /** '' until chosen, then '1'..'5' (a select's value). */
  rating: string;
  review: string;
  /** The stored photo kept ([url] or [] once removed; edit mode). */
  existingImages: string[];
  /** A new photo chosen in this form (at most one). */
  newImages: NewImage[];
}

export const emptyTestimonialForm = (): TestimonialFormValues => ({
  userName: '',
  userRole: '',
  rating: '',
  review: '',
  existingImages: [],
  newImages: [],
});

export interface TestimonialItem {
  _id: string;
  userName: string;
  userRole: string;
  rating: number;
  review: string;
  userImage?: string | null;
}

export function testimonialFormFromItem(item: TestimonialItem): TestimonialFormValues {
  return {
    userName: item.userName,
    userRole: item.userRole ?? '',
    rating: item.rating >= 1 && item.rating <= 5 ? String(item.rating) : '',
    review: item.review,
    existingImages: item.userImage ? [item.userImage] : [],
    newImages: [],
  };
}

/** The add/update variables: a new photo replaces the stored one; removing it sends an empty kept list. */
export function testimonialVariables(values: TestimonialFormValues) {
  return {
    input: {
      userName: values.userName.trim(),
      userRole: values.userRole.trim(),
      rating: Number(values.rating),
      review: values.review,
    },
    image: values.newImages[0]?.file ?? null,
    existingImages: [...values.existingImages],
  };
}
