import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useFragment as unmask } from '../gql';
import { usePreviewValues } from '../preview/usePreviewValues';
import { usePublicPreview, type PreviewItems } from '../preview/public-previews';
import { AdminSolutionsPageFields, AdminSolutionsPageQuery } from './documents';
import type { PageConfig } from './page-configs';
import type { Values } from './page-fields';

/** The Solutions page's services as stored: the landing page's preview shows them as its cards. */
function useStoredServices(skip: boolean) {
  const { data } = useQuery(AdminSolutionsPageQuery, { skip });
  const page = unmask(AdminSolutionsPageFields, data?.solutionsPage);
  return page?.services;
}

/** The public page with the form's values (following typing within 500 ms); null until the page is read. */
export function usePagePreview(page: PageConfig, values: Values) {
  const shown = usePreviewValues(values);
  const services = useStoredServices(page.kind !== 'homePage');
  const item = useMemo(() => {
    if (!('hero' in shown)) return null;
    // The form's values are the page's sections as the public query reads them.
    if (page.kind === 'homePage') return { home: shown, services: services ?? [] } as unknown as PreviewItems['homePage'];
    return shown as unknown as PreviewItems['solutionsPage'] & PreviewItems['aboutPage'];
  }, [page.kind, shown, services]);
  return usePublicPreview(page.kind, item as PreviewItems[typeof page.kind] | null);
}
