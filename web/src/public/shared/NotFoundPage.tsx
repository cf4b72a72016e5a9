import { Link } from 'react-router-dom';
import { PageHead } from './head';
import { MessagePage } from './MessagePage';

export interface NotFoundPageProps {
  /** What was asked for, e.g. 'portfolio:{id}'; lets the browser keep the server's not-found page when hydrating. */
  marker?: string;
  /** Heading and text for an unknown project or post rather than an unknown address. */
  heading?: string;
  text?: string;
}

/** Unknown addresses, projects and posts. The server answers it with HTTP 404. */
export function NotFoundPage({
  marker = 'page',
  heading = 'We could not find that page',
  text = 'The link may be old, or the page may have moved. These will get you back on track:',
}: NotFoundPageProps) {
  return (
    <>
      <PageHead title="Page not found" description="This page does not exist." path="/404" status={404} />
      <MessagePage
        code="404"
        eyebrow="Page not found"
        title={heading}
        text={text}
        attributes={{ 'data-not-found': marker }}
        actions={
          <>
            <Link className="button button--primary" to="/">
              Back to Home
            </Link>
            <Link className="button button--ghost" to="/portfolio">
              See our Portfolio
            </Link>
            <Link className="button button--ghost" to="/blog">
              Read the Blog
            </Link>
          </>
        }
      />
    </>
  );
}
