import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { DEFAULT_CONTACT_PAGE } from '@consultancy/domain/page-texts';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PublicContactPageDocument, PublicFormTokenDocument } from '../../gql/graphql';
import { HeadProvider } from '../shared/head';
import { HeadCollector } from '../shared/head-collector';
import { PageHero } from '../shared/PageHero';
import { ToastProvider } from '../shared/Toast';
import { ContactContent, ContactPage } from './ContactPage';

const channels = { email: 'hello@example.com', phone: '+1 555 0100' };
const form = <form aria-label="Form" />;

/** /contact as it was written by hand before its texts were editable: the defaults must draw exactly this. */
function ContactAsShipped() {
  return (
    <>
      <PageHero
        eyebrow="Get in touch"
        title="Let's talk about what you want to build"
        lead="Book an appointment or send a few lines about your project. A senior member of the team reads every message and replies within one working day."
      />
      <section className="section contact" aria-label="Contact details and form">
        <div className="container contact__grid">
          <aside className="contact__info" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="contact__info-title">
              Talk to a person, not a sales funnel
            </h2>
            <p>Free 30-minute introductory calls, Monday to Friday, 9:00 to 17:00 Pacific Time.</p>
            <ul className="contact__channels">
              <li>
                <span className="contact__channel-label">Email</span>
                <a href={`mailto:${channels.email}`}>{channels.email}</a>
              </li>
              <li>
                <span className="contact__channel-label">Phone</span>
                <a href="tel:+15550100">{channels.phone}</a>
              </li>
              <li>
                <span className="contact__channel-label">Response time</span>
                <span>Within one working day</span>
              </li>
            </ul>
            <ol className="contact__steps">
              <li>
                <strong>We listen.</strong> A short call about your goals, constraints and timeline.
              </li>
              <li>
                <strong>We propose.</strong> A clear plan with honest estimates, usually within a week.
              </li>
              <li>
                <strong>We build together.</strong> Working software early, reviewed with you every step.
              </li>
            </ol>
          </aside>
          <div className="contact__form-card">{form}</div>
        </div>
      </section>
    </>
  );
}

test('the shipped texts draw the page exactly as it was before it was editable', () => {
  const shown = renderToStaticMarkup(<ContactContent page={DEFAULT_CONTACT_PAGE} channels={channels} form={form} />);
  expect(shown).toBe(renderToStaticMarkup(<ContactAsShipped />));
  expect(DEFAULT_CONTACT_PAGE.meta.description).toBe('Tell us about your project or book an appointment with Northwind Digital. We reply within one working day.');
});

test('shows the texts as the editors wrote them, the description in the head included', async () => {
  const edited = {
    ...DEFAULT_CONTACT_PAGE,
    meta: { description: 'Write to us.' },
    hero: { ...DEFAULT_CONTACT_PAGE.hero, headline: 'Say hello' },
    details: { title: 'Real people', hours: '', responseTime: 'Same day' },
    steps: [{ title: 'We call.', text: 'Soon.' }],
  };
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: PublicContactPageDocument }, result: { data: { contactPage: { __typename: 'ContactPageDocument', id: 'site', ...typed(edited) } } } },
    { request: { query: PublicFormTokenDocument }, result: { data: { formToken: `${Date.now()}.signature` } } },
  ];
  const head = new HeadCollector('https://site.example');
  render(
    <HeadProvider value={head}>
      <MockedProvider mocks={mocks}>
        <ToastProvider>
          <MemoryRouter>
            <ContactPage channels={channels} />
          </MemoryRouter>
        </ToastProvider>
      </MockedProvider>
    </HeadProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Say hello' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'Real people' })).toBeTruthy();
  expect(screen.getByText('Same day')).toBeTruthy();
  expect(screen.queryByText(/Pacific Time/)).toBeNull();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('We call. Soon.');
  expect(head.toHtml()).toContain('content="Write to us."');
});

/** The document as the gateway answers it: every object named by its type. */
function typed(page: typeof DEFAULT_CONTACT_PAGE) {
  return {
    meta: { __typename: 'PageMeta', ...page.meta },
    hero: { __typename: 'PageHero', ...page.hero, buttons: [] },
    details: { __typename: 'ContactDetails', ...page.details },
    steps: page.steps.map((step) => ({ __typename: 'Highlight', ...step })),
  };
}
