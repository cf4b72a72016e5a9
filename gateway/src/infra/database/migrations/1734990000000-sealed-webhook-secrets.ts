import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEALED_COLUMNS } from '../sealed-column';

const column = SEALED_COLUMNS.webhookSecret;

/**
 * Webhook signing secrets are sealed at rest (sealed-column.ts), as the two-factor secrets
 * are: those stored in the clear before are sealed here, with the key of the JWT_SECRET the
 * site runs with. The column's length holds a sealed secret (91 characters).
 */
export class SealedWebhookSecrets1734990000000 implements MigrationInterface {
  name = 'SealedWebhookSecrets1734990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await rewriteSecrets(queryRunner, (secret) => column.to(secret) ?? secret);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await rewriteSecrets(queryRunner, (secret) => column.from(secret) ?? secret);
  }
}

async function rewriteSecrets(queryRunner: QueryRunner, rewrite: (secret: string) => string): Promise<void> {
  const rows = (await queryRunner.query('SELECT id, secret FROM webhook_endpoints')) as Array<{ id: string; secret: string }>;
  for (const { id, secret } of rows) {
    const rewritten = rewrite(secret);
    if (rewritten !== secret) await queryRunner.query('UPDATE webhook_endpoints SET secret = ? WHERE id = ?', [rewritten, id]);
  }
}
