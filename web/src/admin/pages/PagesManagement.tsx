import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { PAGES } from './page-configs';
import { PageForm } from './PageForm';

/** Pages: the Home, Solutions, About and Contact pages' texts and images, one tab each (?page=solutions). */
export function PagesManagement() {
  const [params, setParams] = useSearchParams();
  const current = PAGES.find((page) => page.path === `/${params.get('page') ?? ''}`.replace(/^\/home$/, '/')) ?? PAGES[0];
  const choose = (index: number) => setParams(index === 0 ? {} : { page: PAGES[index].path.slice(1) }, { replace: true });
  return (
    <>
      {/* Scrollable: four tabs are wider than a phone. */}
      <Tabs value={PAGES.indexOf(current)} onChange={(_event, index: number) => choose(index)} aria-label="Pages" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }}>
        {PAGES.map((page) => (
          <Tab key={page.kind} label={page.label} />
        ))}
      </Tabs>
      {/* A new key per page: each has its own form state, draft and history. */}
      <PageForm key={current.kind} page={current} />
    </>
  );
}
