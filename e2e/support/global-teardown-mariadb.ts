import { tearDownSite } from './global-teardown';

export default () => tearDownSite('mariadb');
