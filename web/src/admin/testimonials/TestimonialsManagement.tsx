/** Placeholder until this screen is built. */
export function TestimonialsManagement() {
  return <h1>Testimonials Management</h1>;
}
