import { tickerSpeed } from './Ticker';

test('a ticker moves its content across in the given number of seconds', () => {
  expect(tickerSpeed(2500, 25)).toBe(100);
  expect(tickerSpeed(6000, 60)).toBe(100);
  expect(tickerSpeed(0, 25)).toBe(50);
});
