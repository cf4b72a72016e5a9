import { describeSettingsContract } from '../../../test/contracts/settings-contract';
import { sharedGateway } from '../../../test/harness';
import { statisticsSettings } from './statistics.settings';

const api = sharedGateway();

const DEFAULTS = {
  projectsCompleted: '10+',
  projectsCompletedDescription: 'Delivered across web, software, and app development.',
  industriesServed: '5+',
  industriesServedDescription: 'From startups to non-profits.',
  clientSatisfaction: '100%',
  clientSatisfactionDescription: 'Trusted as a long-term tech partner.',
};

const figures = {
  projectsCompleted: '42+',
  projectsCompletedDescription: 'Shipped for clients on three continents.',
  industriesServed: '8',
  industriesServedDescription: 'Fintech, health, retail and more.',
  clientSatisfaction: '98%',
  clientSatisfactionDescription: 'Measured by yearly client surveys.',
};

const FIELDS = Object.keys(DEFAULTS) as (keyof typeof DEFAULTS)[];
const SHORT_FIELDS = ['projectsCompleted', 'industriesServed', 'clientSatisfaction'] as const;
const DESCRIPTION_FIELDS = ['projectsCompletedDescription', 'industriesServedDescription', 'clientSatisfactionDescription'] as const;

describeSettingsContract({
  settings: statisticsSettings,
  defaults: DEFAULTS,
  valid: figures,
  selection: `{ ${FIELDS.join(' ')} }`,
  invalid: [
    ...FIELDS.flatMap((field): Array<[string, Record<string, unknown>, string]> => [
      [`${field} blank`, { [field]: '   ' }, `${field} is required`],
      [`${field} missing`, { [field]: undefined }, `${field} is required`],
      [`${field} empty`, { [field]: '' }, `${field} is required`],
      [`${field} null`, { [field]: null }, field],
    ]),
    ...SHORT_FIELDS.map((field): [string, Record<string, unknown>, string] => [`${field} over 40 characters`, { [field]: 'y'.repeat(41) }, `${field} must be at most 40 characters`]),
    ...DESCRIPTION_FIELDS.map((field): [string, Record<string, unknown>, string] => [`${field} over 300 characters`, { [field]: 'y'.repeat(301) }, `${field} must be at most 300 characters`]),
  ],
}, api);

describe('statistics: their own rules', () => {
  let auth: string;
  beforeAll(async () => { auth = await api().auth(); });
  const update = (body: object) => api().http().put('/api/statistics/update').set('Authorization', auth).send(body);

  it('stores values without surrounding spaces, and accepts each limit exactly', async () => {
    await update({ ...figures, projectsCompleted: '  77+  ', industriesServedDescription: 'x'.repeat(300) }).expect(200);
    const { statistics } = (await api().http().get('/api/statistics/get').expect(200)).body;
    expect(statistics).toMatchObject({ projectsCompleted: '77+', industriesServedDescription: 'x'.repeat(300) });
  });

  it('refuses an empty body with 400 naming a missing field', async () => {
    const response = await update({}).expect(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toMatch(new RegExp(`^(${FIELDS.join('|')}) is required$`));
  });
});
