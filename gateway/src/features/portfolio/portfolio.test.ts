import { describeCollectionContract } from '../../../test/contracts/collection-contract';
import { sharedGateway } from '../../../test/harness';
import { png } from '../../../test/images';
import { portfolioCollection } from './portfolio.collection';

const api = sharedGateway();

const fields = {
  category: 'Web App',
  projectName: 'Ledger Lite',
  projectUrl: 'https://ledger.example.com',
  projectDate: '2026-03-14',
  description: '<h2>Overview</h2><p>A <strong>bookkeeping</strong> app.</p>',
  content: '<ul><li>Fast</li></ul>',
  problem: 'Slow month-end close',
  solution: 'Automated reconciliation',
  result: 'Close in 2 days',
  testimonial: 'Great team.\nWould hire again.',
  services: 'Web design & Web development',
  clientName: 'Ledger Co',
};

let auth: string;
beforeAll(async () => { auth = await api().auth(); });

/** POST /api/portfolio/add as the admin form sends it: multipart, repeated `images`. */
function addPortfolio(values: Record<string, string> = fields, images: Buffer[] = [png(), png(2, 2)]) {
  const call = api().http().post('/api/portfolio/add').set('Authorization', auth);
  for (const [key, value] of Object.entries(values)) call.field(key, value);
  images.forEach((image, index) => call.attach('images', image, `shot-${index}.png`));
  return call;
}

describeCollectionContract({
  collection: portfolioCollection,
  valid: fields,
  changed: { category: 'Data Management', projectName: 'Ledger Lite 2', clientName: 'Ledger Group' },
  nameField: 'projectName',
  invalid: [
    ['category missing', { category: '' }, 'category must be one of: Web App, Mobile App, Software Development, Data Management'],
    ['category unknown', { category: 'Games' }, 'category must be one of'],
    ['projectName missing', { projectName: '' }, 'projectName is required'],
    ['projectName blank', { projectName: '   ' }, 'projectName is required'],
    ['projectName too long', { projectName: 'x'.repeat(201) }, 'projectName must be at most 200 characters'],
    ['projectUrl not a URL', { projectUrl: 'not a url' }, 'projectUrl must be a URL'],
    ['projectUrl javascript:', { projectUrl: 'javascript:alert(1)' }, 'projectUrl must be a URL'],
    ['projectDate malformed', { projectDate: '14/03/2026' }, 'projectDate must be a date'],
  ],
}, api);

describe('portfolio projects: their own rules', () => {
  it('fills services and client name with their defaults when left empty', async () => {
    const added = await addPortfolio({ category: 'Mobile App', projectName: 'Trailmate', services: '', clientName: '' }, []).expect(200);
    expect(added.body.portfolio).toMatchObject({ services: 'Web design & Web development', clientName: 'Client Name', images_url: [] });
  });

  it('reorders kept images, appends new ones, and keeps the dropped file while a revision names it', async () => {
    const added = await addPortfolio(fields, [png(1, 1), png(2, 2), png(3, 3)]).expect(200);
    const [first, second, third] = added.body.portfolio.images_url as string[];

    const call = api().http().put(`/api/portfolio/update/${added.body.portfolio._id}`).set('Authorization', auth);
    for (const [key, value] of Object.entries({ ...fields, projectName: 'Ledger Lite 2' })) call.field(key, value);
    call.field('existingImages', JSON.stringify([third, first])).attach('images', png(5, 5), 'new.png');
    const updated = await call.expect(200);

    expect(updated.body).toMatchObject({ success: true, message: 'Portfolio updated successfully' });
    const images = updated.body.portfolio.images_url as string[];
    expect(images.slice(0, 2)).toEqual([third, first]);
    expect(images).toHaveLength(3);
    expect(images[2]).not.toBe(second);
    // The project's first revision names it.
    await api().http().get(second).expect(200);
    expect(await api().storedFiles()).toHaveLength(4);
    const { body } = await api().http().get(`/api/portfolio/${added.body.portfolio._id}`);
    expect(body.portfolio.projectName).toBe('Ledger Lite 2');
  });

  it("takes another project's image from the library, keeping it for both", async () => {
    const other = await addPortfolio().expect(200);
    const mine = await addPortfolio().expect(200);
    const shared = other.body.portfolio.images_url[0];
    const call = api().http().put(`/api/portfolio/update/${mine.body.portfolio._id}`).set('Authorization', auth);
    for (const [key, value] of Object.entries(fields)) call.field(key, value);
    const response = await call.field('existingImages', JSON.stringify([shared])).expect(200);
    expect(response.body.portfolio.images_url).toEqual([shared]);
    const again = await api().http().get(`/api/portfolio/${other.body.portfolio._id}`).expect(200);
    expect(again.body.portfolio.images_url).toEqual(other.body.portfolio.images_url);
    await api().http().get(shared).expect(200);
  });

  it('sanitizes rich text on save', async () => {
    const added = await addPortfolio({
      ...fields,
      description: '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    }).expect(200);
    const { description } = added.body.portfolio;
    expect(description).not.toMatch(/script|onclick|javascript:|iframe/i);
    expect(description).toContain('<p>Hi</p>');
  });
});
