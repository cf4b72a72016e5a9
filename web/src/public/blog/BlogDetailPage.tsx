/** Placeholder until this screen is built. */
export function BlogDetailPage() {
  return <h1>Post</h1>;
}
