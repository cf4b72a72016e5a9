import { DEFAULT_STATISTICS } from '@consultancy/domain';
import { STATISTICS_FIELDS, pickStatistics, validateStatistics } from './statistics-fields';

test('the six fields: each figure, then its description', () => {
  expect(STATISTICS_FIELDS.map((field) => field.label)).toEqual([
    'Projects Completed', 'Projects Completed Description', 'Industries Served', 'Industries Served Description', 'Client Satisfaction', 'Client Satisfaction Description',
  ]);
});

test('all six statistics are required', () => {
  expect(validateStatistics(DEFAULT_STATISTICS)).toEqual({});
  expect(validateStatistics({ ...DEFAULT_STATISTICS, industriesServed: ' ', clientSatisfactionDescription: '' })).toEqual({
    industriesServed: 'Industries Served is required',
    clientSatisfactionDescription: 'Client Satisfaction Description is required',
  });
});

test('pickStatistics keeps the six figures, not the id', () => {
  expect(pickStatistics({ id: '1', version: 1, ...DEFAULT_STATISTICS, projectsCompleted: '42' })).toEqual({ ...DEFAULT_STATISTICS, projectsCompleted: '42' });
});
