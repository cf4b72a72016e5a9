import { MockedProvider } from '@apollo/client/testing/react';
import { DEFAULT_SITE_SETTINGS } from '@consultancy/domain';
import { configure, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router-dom';
import { LibraryImagesQuery } from '../images/library-documents';
import { LIBRARY_PAGE } from '../images/LibraryChooser';
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
const media = (url: string, name: string) => ({ __typename: 'Media' as const, id: name, url, thumbnailUrl: url, name, width: 1200, height: 630, alt: '' });
const images = {
  request: { query: LibraryImagesQuery, variables: { page: 1, limit: LIBRARY_PAGE } },
  result: { data: { media: { __typename: 'MediaPage', total: 2, items: [media(LOGO, 'logo.png'), media(SHARE, 'share.png')] } } },
};

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
  it('loads the settings, refuses a blank site name, picks a library image and saves', async () => {
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
    const social = within(screen.getByRole('group', { name: 'Default social image' }));
    expect(social.queryByRole('img')).toBeNull();
    fireEvent.click(social.getByRole('button', { name: 'Choose…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Default social image: choose an image' }));
    // The settings' images are the library's only: no tab of the site's own pictures.
    expect(dialog.queryByRole('tab')).toBeNull();
    fireEvent.click(await dialog.findByRole('button', { name: 'share.png' }));
    expect(social.getByRole('img', { name: 'Default social image: chosen image' }).getAttribute('src')).toBe(SHARE);
    fireEvent.click(screen.getByRole('button', { name: 'Update Settings' }));
    expect(await screen.findByText('Site settings updated successfully!')).toBeTruthy();
    expect(saves).toBe(1);
  });
});
