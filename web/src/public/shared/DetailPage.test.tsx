import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PublicBlogDocument } from '../../gql/graphql';
import { DetailPage } from './DetailPage';

const post = { __typename: 'Blog' as const, id: 'b-1', slug: 'scoping-an-mvp', title: 'Scoping an MVP' };
const answer = (id: string) => ({ request: { query: PublicBlogDocument, variables: { id } }, result: { data: { blog: post } } });

let address = '';
function ShowAddress() {
  const { pathname, search, hash } = useLocation();
  address = `${pathname}${search}${hash}`;
  return null;
}

test("moves an item's id or former slug to its current address, keeping the query and fragment, and shows it there", async () => {
  render(
    <MockedProvider mocks={[answer('old-name'), answer('scoping-an-mvp')] as never}>
      <MemoryRouter initialEntries={['/blog/old-name?utm_source=mail#comments']}>
        <Routes>
          <Route
            path="/blog/:id"
            element={
              <DetailPage query={PublicBlogDocument} section="blog" itemIn={(data) => data.blog} what="This article" notFound={{ heading: '', text: '' }}>
                {(item) => <h1>{item.title}</h1>}
              </DetailPage>
            }
          />
        </Routes>
        <ShowAddress />
      </MemoryRouter>
    </MockedProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Scoping an MVP' })).toBeTruthy();
  await waitFor(() => expect(address).toBe('/blog/scoping-an-mvp?utm_source=mail#comments'));
});
