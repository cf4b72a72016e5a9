import fs from 'node:fs/promises';
import path from 'node:path';
import { Blog } from '../features/blog/blog.entity';
import { Portfolio } from '../features/portfolio/portfolio.entity';
import { toSlug } from '../content/publishing/slug';
import { sanitizeRichText } from '../content/sanitize/rich-text';
import type { Services } from '../services';
import { Testimonial } from '../features/testimonial/testimonial.entity';
import { demoBlogs, demoPortfolios, demoTestimonials } from './demo-content';

const IMAGES_DIR = path.join(__dirname, 'images');

/** Demo items get distinct creation times, in list order, so "newest first" is stable. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Fills an empty site with believable content so a first start shows a finished website. */
export async function seedDemoContent({ dataSource, images }: Services): Promise<void> {
  const stored = new Map<string, string>();
  const imageUrl = async (file: string) => {
    if (!stored.has(file)) stored.set(file, await images.storeBuffer(await fs.readFile(path.join(IMAGES_DIR, file)), file));
    return stored.get(file)!;
  };

  const portfolios = dataSource.getRepository(Portfolio);
  for (const [index, { images: files, ...fields }] of demoPortfolios.entries()) {
    const imagesUrl = await Promise.all(files.map(imageUrl));
    await portfolios.save(portfolios.create({
      ...fields,
      slug: toSlug(fields.projectName),
      description: sanitizeRichText(fields.description),
      content: sanitizeRichText(fields.content),
      imagesUrl,
      createdAt: minutesAgo(index),
    }));
  }

  const blogs = dataSource.getRepository(Blog);
  for (const [index, { image, ...fields }] of demoBlogs.entries()) {
    await blogs.save(blogs.create({
      ...fields,
      slug: toSlug(fields.title),
      content: sanitizeRichText(fields.content),
      featuredImage: await imageUrl(image),
      createdAt: minutesAgo(index),
    }));
  }

  const testimonials = dataSource.getRepository(Testimonial);
  for (const [index, { image, ...fields }] of demoTestimonials.entries()) {
    await testimonials.save(testimonials.create({ ...fields, userImage: await imageUrl(image), createdAt: minutesAgo(index) }));
  }
}
