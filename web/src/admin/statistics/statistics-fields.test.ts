import { DEFAULT_STATISTICS, missingStatistics, pickStatistics } from './statistics-fields';

test('all six statistics are required', () => {
  expect(missingStatistics(DEFAULT_STATISTICS)).toEqual([]);
  expect(missingStatistics({ ...DEFAULT_STATISTICS, industriesServed: ' ', clientSatisfactionDescription: '' })).toEqual(['industriesServed', 'clientSatisfactionDescription']);
});

test('pickStatistics drops ids and typenames', () => {
  expect(pickStatistics({ _id: '1', __typename: 'Statistics', ...DEFAULT_STATISTICS, projectsCompleted: '42' })).toEqual({ ...DEFAULT_STATISTICS, projectsCompleted: '42' });
});
