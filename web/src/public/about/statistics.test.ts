import { DEFAULT_STATISTICS } from '@consultancy/domain';
import { statisticItems } from './statistics';

test('the numbers show the three figures with their descriptions, defaults as the spec gives them', () => {
  expect(statisticItems(DEFAULT_STATISTICS)).toEqual([
    { label: 'Projects Completed', value: '10+', description: 'Delivered across web, software, and app development.' },
    { label: 'Industries Served', value: '5+', description: 'From startups to non-profits.' },
    { label: 'Client Satisfaction', value: '100%', description: 'Trusted as a long-term tech partner.' },
  ]);
});
