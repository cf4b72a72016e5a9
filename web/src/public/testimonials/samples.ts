import type { TestimonialSource } from './normalize';

/** Shown when the testimonials cannot be fetched (fictional clients). */
export const SAMPLE_TESTIMONIALS: TestimonialSource[] = [
  { id: 'sample-1', rating: 5, name: 'Hannah Lee', role: 'Founder, Meadowlark Studio', feedback: 'They turned a rough idea into a product our first customers love, and kept us informed at every step.' },
  { id: 'sample-2', rating: 5, name: 'Samuel Ortiz', role: 'CEO, Tidewater Logistics', feedback: 'Our dispatch tool finally fits the way we work. Fewer calls, fewer spreadsheets, happier drivers.' },
  { id: 'sample-3', rating: 4, name: 'Aisha Bello', role: 'Program Lead, Northside Youth Trust', feedback: 'Patient, honest and affordable. Our volunteers picked up the new app without any training.' },
  { id: 'sample-4', rating: 5, name: 'Lukas Weber', role: 'CTO, Finchley Payments', feedback: 'A careful review of our architecture saved us months. The security fixes were prioritised perfectly.' },
  { id: 'sample-5', rating: 5, name: 'Mei Tanaka', role: 'Head of Growth, Bloomcart', feedback: 'Our new storefront loads in under a second and conversions went up in the first month.' },
  { id: 'sample-6', rating: 5, name: 'Noah Williams', role: 'Operations Manager, Cedar & Pine', feedback: 'They automated the reports we used to build by hand every Monday. It feels like we hired two people.' },
  { id: 'sample-7', rating: 4, name: 'Fatima Zahra', role: 'Director, Clearwater Clinics', feedback: 'Clear communication, realistic timelines and a booking system our patients actually use.' },
  { id: 'sample-8', rating: 5, name: 'Ethan Brooks', role: 'Co-founder, Trailmix Apps', feedback: 'We shipped to both app stores on schedule, with analytics in place from day one.' },
  { id: 'sample-9', rating: 5, name: 'Sofia Rossi', role: 'Finance Lead, Alder Credit', feedback: 'Our data finally lines up. The dashboards answer questions that used to take a week.' },
  { id: 'sample-10', rating: 5, name: 'Daniel Kim', role: 'Founder, Quillworks', feedback: 'They told us what not to build, which saved money, and built the rest extremely well.' },
];
