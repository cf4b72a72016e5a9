import { MockedProvider } from '@apollo/client/testing/react';
import { DEFAULT_SITE_SETTINGS } from '@consultancy/domain';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { StoredImagesQuery } from '../images/useStoredImages';
import { SiteSettingsQuery, UpdateSiteSettingsMutation } from './documents';
import { SiteSettingsManagement } from './SiteSettingsManagement';

configure({ defaultHidden: true });
jest.setTimeout(90_000);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${base64url({ alg: 'HS256' })}.${base64url({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

const LOGO = '/uploads/0b6c0000-0000-4000-8000-000000000001_600x600.png';
const SHARE = '/uploads/0b6c0000-0000-4000-8000-000000000002_1200x630.png';
const stored = { __typename: 'SiteSettings' as const, id: 'site', version: 1, ...DEFAULT_SITE_SETTINGS, organizationLogo: LOGO };
const saved = { ...DEFAULT_SITE_SETTINGS, siteName: 'Acme Labs', organizationLogo: LOGO, defaultSocialImage: SHARE };
const images = { request: { query: StoredImagesQuery, variables: { page: 1, limit: 100 } }, result: { data: { storedImages: { __typename: 'StoredImagePage', items: [LOGO, SHARE], total: 2 } } } };

function renderScreen(mocks: ReadonlyArray<unknown>) {
  render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider>
        <MemoryRouter>
          <SiteSettingsManagement />
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.setItem('token', token));
afterEach(() => localStorage.clear());

describe('the Settings screen', () => {
  it('loads the settings, refuses a blank site name, picks a stored image and saves', async () => {
    let saves = 0;
    renderScreen([
      { request: { query: SiteSettingsQuery }, result: { data: { siteSettings: stored } } },
      images,
      {
        request: { query: UpdateSiteSettingsMutation, variables: { input: saved, version: 1 } },
        result: () => {
          saves += 1;
          return { data: { updateSiteSettings: { ...stored, ...saved, version: 2 } } };
        },
      },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Loading settings' })).toBeTruthy();
    const siteName = (await screen.findByDisplayValue(DEFAULT_SITE_SETTINGS.siteName)) as HTMLInputElement;
    expect(screen.getByRole('img', { name: 'Organization logo: chosen image' }).getAttribute('src')).toBe(LOGO);

    fireEvent.change(siteName, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Settings' }));
    expect(await screen.findByText('Site name is required')).toBeTruthy();
    expect(saves).toBe(0);

    fireEvent.change(siteName, { target: { value: 'Acme Labs' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Default social image/ }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(['None', LOGO.slice(9), SHARE.slice(9)]);
    fireEvent.click(options.getByRole('option', { name: SHARE.slice(9) }));
    fireEvent.click(screen.getByRole('button', { name: 'Update Settings' }));
    expect(await screen.findByText('Site settings updated successfully!')).toBeTruthy();
    expect(saves).toBe(1);
  });

  it('reaches every stored image, a hundred at a time', async () => {
    const url = (index: number) => `/uploads/0b6c0000-0000-4000-8000-${String(index).padStart(12, '0')}_800x600.png`;
    const page = (page: number, items: string[]) => ({
      request: { query: StoredImagesQuery, variables: { page, limit: 100 } },
      result: { data: { storedImages: { __typename: 'StoredImagePage', items, total: 102 } } },
    });
    renderScreen([
      { request: { query: SiteSettingsQuery }, result: { data: { siteSettings: stored } } },
      page(1, Array.from({ length: 100 }, (_, index) => url(index))),
      page(2, [url(100), url(101)]),
    ]);
    await screen.findByDisplayValue(DEFAULT_SITE_SETTINGS.siteName);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Default social image/ }));
    const list = within(await screen.findByRole('listbox'));
    // None, the logo chosen before (not on the first page), and the first hundred.
    // Read by text rather than by role: naming a hundred options by role outlasts the
    // query's time-out on a busy machine.
    expect(screen.getByRole('listbox').querySelectorAll('[role="option"]')).toHaveLength(102);
    fireEvent.click(list.getByText('Show more images (2 not shown)'));
    fireEvent.click(await list.findByText(url(101).slice(9)));
    expect((await screen.findByAltText('Default social image: chosen image')).getAttribute('src')).toBe(url(101));
  });
});
