import { startTestGateway, type TestGateway } from '../../../test/harness';
import { underStartupLock } from './startup-lock';

/** Start-up work runs once per database, however many replicas start: sites on other databases never wait. */
let first: TestGateway;
let second: TestGateway;
beforeAll(async () => { [first, second] = await Promise.all([startTestGateway(), startTestGateway()]); });
afterAll(async () => { await Promise.all([first?.close(), second?.close()]); });

const dataSource = (site: TestGateway) => site.gateway.services.dataSource;

describe('the start-up lock', () => {
  it('makes a second start on the same database wait (MySQL), but not one on another database', async () => {
    let finishFirst!: () => void;
    const logs: string[] = [];
    const holding = underStartupLock(dataSource(first), () => new Promise<void>((resolve) => { finishFirst = resolve; }), () => {});
    await new Promise((resolve) => setTimeout(resolve, 100));

    await underStartupLock(dataSource(second), async () => 'done', (message) => logs.push(message));
    expect(logs).toEqual([]);

    const sameDatabase = underStartupLock(dataSource(first), async () => 'after the first', (message) => logs.push(message));
    await new Promise((resolve) => setTimeout(resolve, 300));
    finishFirst();
    await holding;
    expect(await sameDatabase).toBe('after the first');
    // SQLite is one process's file: nothing to wait for.
    expect(logs).toEqual(first.kind === 'mariadb' ? ['Another replica is starting on this database; waiting for it to finish its start-up work'] : []);
  });
});
