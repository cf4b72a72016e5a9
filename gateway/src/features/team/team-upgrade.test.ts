import { sharedGateway } from '../../../test/harness';
import { Team1735000000000 } from '../../infra/database/migrations/1735000000000-team';

// A site that ran before the team existed: its About page's leaders, as its editors wrote them, become the first members.
const api = sharedGateway();

const edited = [
  { name: 'Ines Duarte', role: 'Founder & CEO', bio: 'Started it in a garage.', photo: '', profileUrl: 'https://www.linkedin.com/in/ines-duarte' },
  { name: 'Tom Berg', role: 'CTO', bio: 'Keeps it running.', photo: '/images/leaders/david-okoye.svg', profileUrl: 'https://www.linkedin.com/in/tom-berg' },
];

it("moves an existing site's About leaders in as its first members, in their order, when its table is made", async () => {
  const auth = await api().auth();
  await api().http().put('/api/pages/about').set('Authorization', auth).send({ leaders: edited }).expect(200);
  const runner = api().gateway.services.dataSource.createQueryRunner();
  try {
    // The table as an upgrade meets it: not there yet, with an administrator and an edited About page.
    const migration = new Team1735000000000();
    await migration.down(runner);
    await migration.up(runner);
  } finally {
    await runner.release();
  }
  const { body } = await api().http().get('/api/team/all').expect(200);
  expect(body.team).toEqual(edited.map((leader, index) => expect.objectContaining({
    _id: expect.any(String), name: leader.name, role: leader.role, bio: leader.bio, photo: leader.photo || null, photoAlt: `Portrait of ${leader.name}`,
    link: leader.profileUrl, order: index + 1, version: 1,
  })));
  // They are members like any other: editable at once.
  const [first] = body.team as Array<{ _id: string }>;
  await api().http().put(`/api/team/update/${first!._id}`).set('Authorization', auth).send({ name: 'Ines Duarte', role: 'CEO', version: 1 }).expect(200);
});
