import { setUpSite } from './global-setup';

/** The browser:mariadb project's site: MariaDB + S3 (see global-setup.ts). */
export default () => setUpSite('mariadb');
