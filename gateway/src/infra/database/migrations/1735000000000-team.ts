import { team } from '@consultancy/domain/collections';
import { collectionTableMigration } from './collection-table';

/** The team's table (the About page's people), built from its definition. */
export const Team1735000000000 = collectionTableMigration('Team1735000000000', team);
