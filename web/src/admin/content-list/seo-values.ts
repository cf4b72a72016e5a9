/** The SEO fields as a form edits them: text, and the social image's URL ('' for the main image). */
export interface SeoValues {
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
}

export const emptySeo: SeoValues = { seoTitle: '', seoDescription: '', socialImage: '' };

export const seoFromItem = (item: { seoTitle: string; seoDescription: string; socialImage?: string | null }): SeoValues => ({
  seoTitle: item.seoTitle,
  seoDescription: item.seoDescription,
  socialImage: item.socialImage ?? '',
});

/** Sent as typed: empty clears (the title, summary or main image are used instead). */
export const seoInput = ({ seoTitle, seoDescription, socialImage }: SeoValues) => ({
  seoTitle: seoTitle.trim(),
  seoDescription: seoDescription.trim(),
  socialImage,
});
