// TEMPORARY placeholder until the demo content lands.
export const demoPortfolios: any[] = [];
export const demoBlogs: any[] = [];
export const demoTestimonials: any[] = [];
