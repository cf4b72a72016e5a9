import { PageHead } from '../../app/head';

/** Placeholder until this screen is built. */
export function NotFoundPage() {
  return (
    <>
      <PageHead title="Page not found" description="This page does not exist." path="/404" status={404} />
      <h1>Page not found</h1>
    </>
  );
}
