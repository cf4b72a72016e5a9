import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useFragment as unmask } from '../gql';
import { usePreviewValues } from '../preview/usePreviewValues';
import { usePublicPreview, type PreviewItems } from '../preview/public-previews';
import { AdminContactChannelsQuery, AdminSolutionsPageFields, AdminSolutionsPageQuery } from './documents';
import type { PageConfig } from './page-configs';
import type { Values } from '../fields/field-spec';

/** The Solutions page's services as stored: the landing page's preview shows them as its cards. */
function useStoredServices(skip: boolean) {
  const { data } = useQuery(AdminSolutionsPageQuery, { skip });
  const page = unmask(AdminSolutionsPageFields, data?.solutionsPage);
  return page?.services;
}

/** The footer settings' email and phone as stored: the Contact page's preview shows them beside its texts. */
function useStoredChannels(skip: boolean) {
  const { data } = useQuery(AdminContactChannelsQuery, { skip });
  const email = data?.footer.email ?? '';
  const phone = data?.footer.phone ?? '';
  return useMemo(() => ({ email, phone }), [email, phone]);
}

/** The public page with the form's values (following typing within 500 ms); null until the page is read. */
export function usePagePreview(page: PageConfig, values: Values) {
  const shown = usePreviewValues(values);
  const services = useStoredServices(page.kind !== 'homePage');
  const channels = useStoredChannels(page.kind !== 'contactPage');
  const item = useMemo(() => {
    if (!('hero' in shown)) return null;
    // The form's values are the page's sections as the public query reads them.
    if (page.kind === 'homePage') return { home: shown, services: services ?? [] } as unknown as PreviewItems['homePage'];
    if (page.kind === 'contactPage') return { page: shown, channels } as unknown as PreviewItems['contactPage'];
    return shown as unknown as PreviewItems['solutionsPage'] & PreviewItems['aboutPage'];
  }, [page.kind, shown, services, channels]);
  return usePublicPreview(page.kind, item as PreviewItems[typeof page.kind] | null);
}
