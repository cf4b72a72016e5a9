import { MockedProvider } from '@apollo/client/testing/react';
import { DEFAULT_CONTACT_PAGE, DEFAULT_SOLUTIONS_PAGE } from '@consultancy/domain/page-texts';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { AdminContactPageQuery, AdminSolutionsPageQuery, UpdateContactPageMutation, UpdateSolutionsPageMutation } from './documents';
import { PagesManagement } from './PagesManagement';

configure({ defaultHidden: true });
jest.setTimeout(90_000);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

/** The page as the API answers it: every object named by its type. */
const stored = {
  __typename: 'SolutionsPage' as const,
  id: 'site',
  version: 4,
  hero: { __typename: 'PageHero', ...DEFAULT_SOLUTIONS_PAGE.hero, buttons: DEFAULT_SOLUTIONS_PAGE.hero.buttons.map((button) => ({ __typename: 'PageLink', ...button })) },
  services: DEFAULT_SOLUTIONS_PAGE.services.map((service) => ({ __typename: 'Service', ...service })),
  callToAction: { __typename: 'CallToAction', ...DEFAULT_SOLUTIONS_PAGE.callToAction, button: { __typename: 'PageLink', ...DEFAULT_SOLUTIONS_PAGE.callToAction.button } },
};

function renderScreen(mocks: ReadonlyArray<unknown>, page = 'solutions') {
  render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[`/admin/pages?page=${page}`]}>
          <PagesManagement />
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.setItem('token', token));
afterEach(() => localStorage.clear());

describe('the Pages screen', () => {
  it('edits the Solutions page: refuses a blank headline, removes a service, saves what the form shows', async () => {
    const { services, hero, callToAction } = DEFAULT_SOLUTIONS_PAGE;
    const input = { hero: { ...hero, headline: 'What we do best' }, services: services.filter((_service, index) => index !== 1), callToAction };
    let saved: unknown = null;
    renderScreen([
      { request: { query: AdminSolutionsPageQuery }, result: { data: { solutionsPage: stored } } },
      {
        request: { query: UpdateSolutionsPageMutation, variables: { input, version: 4 } },
        result: () => {
          saved = input;
          return { data: { updateSolutionsPage: { ...stored, version: 5, hero: { ...stored.hero, headline: 'What we do best' }, services: stored.services.filter((_service, index) => index !== 1) } } };
        },
      },
    ]);

    const headline = (await screen.findByDisplayValue(hero.headline)) as HTMLInputElement;
    expect(screen.getByRole('tab', { name: 'Solutions', selected: true })).toBeTruthy();
    // Services are listed closed, one line each; opening one shows its fields.
    expect(screen.getAllByTestId('sortable-item').map((item) => within(item).getByRole('heading').textContent)).toEqual([...hero.buttons.map((button) => button.label), ...services.map((service) => service.name)]);
    expect(screen.queryByDisplayValue(services[0].summary)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Edit service: ${services[0].name}` }));
    expect(await screen.findByDisplayValue(services[0].summary)).toBeTruthy();

    fireEvent.change(headline, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: /Save Solutions page/ }));
    expect(await screen.findByText('Hero › Headline is required')).toBeTruthy();
    expect(saved).toBeNull();

    fireEvent.change(headline, { target: { value: 'What we do best' } });
    fireEvent.click(screen.getByRole('button', { name: `Remove service: ${services[1].name}` }));
    expect(screen.queryByRole('heading', { name: services[1].name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Save Solutions page/ }));
    expect(await screen.findByText('Solutions page updated successfully!')).toBeTruthy();
    expect(saved).toEqual(input);
  });

  it('keeps what was typed when the save is refused', async () => {
    renderScreen([
      { request: { query: AdminSolutionsPageQuery }, result: { data: { solutionsPage: stored } } },
      { request: { query: UpdateSolutionsPageMutation, variables: () => true }, result: { errors: [{ message: 'anchor must be lowercase letters, digits and hyphens (at most 60)', extensions: { code: 'BAD_USER_INPUT' } }] } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit service: Web Development' }));
    const anchor = (await screen.findByDisplayValue('web-development')) as HTMLInputElement;
    fireEvent.change(anchor, { target: { value: 'Web Development!' } });
    fireEvent.click(screen.getByRole('button', { name: /Save Solutions page/ }));
    expect(await screen.findByText(/anchor must be lowercase letters/)).toBeTruthy();
    expect(anchor.value).toBe('Web Development!');
  });

  it('edits the Contact page\'s texts beside the form (its tab, its steps) and saves them', async () => {
    const { meta, hero, details, steps } = DEFAULT_CONTACT_PAGE;
    const storedContact = {
      __typename: 'ContactPageDocument' as const,
      id: 'site',
      version: 2,
      meta: { __typename: 'PageMeta', ...meta },
      hero: { __typename: 'PageHero', ...hero, buttons: [] },
      details: { __typename: 'ContactDetails', ...details },
      steps: steps.map((step) => ({ __typename: 'Highlight', ...step })),
    };
    const input = { meta, hero, details: { ...details, responseTime: 'Within two hours' }, steps: steps.slice(0, 2) };
    let saved: unknown = null;
    renderScreen([
      { request: { query: AdminContactPageQuery }, result: { data: { contactPage: storedContact } } },
      {
        request: { query: UpdateContactPageMutation, variables: { input, version: 2 } },
        result: () => {
          saved = input;
          return { data: { updateContactPage: { ...storedContact, version: 3, details: { ...storedContact.details, responseTime: 'Within two hours' }, steps: storedContact.steps.slice(0, 2) } } };
        },
      },
    ], 'contact');

    const responseTime = (await screen.findByDisplayValue(details.responseTime)) as HTMLInputElement;
    expect(screen.getByRole('tab', { name: 'Contact', selected: true })).toBeTruthy();
    fireEvent.change(responseTime, { target: { value: 'Within two hours' } });
    fireEvent.click(screen.getByRole('button', { name: `Remove step: ${steps[2].title}` }));
    fireEvent.click(screen.getByRole('button', { name: /Save Contact page/ }));
    expect(await screen.findByText('Contact page updated successfully!')).toBeTruthy();
    expect(saved).toEqual(input);
  });
});
