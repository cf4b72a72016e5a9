/**
 * An S3-compatible server (s3rver, in this process) for the `api:mariadb` test project.
 *
 * It runs in the jest parent process (started by gateway/test/global-setup.ts), so it
 * outlives the individual test files. s3rver does not check credentials and does not
 * implement multipart uploads: upload with a known size.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// s3rver ships no types.
const S3rver: new (options: Record<string, unknown>) => S3rverInstance = require('s3rver');

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: { closeAllConnections?: () => void };
}

export interface S3Server {
  /** e.g. `http://127.0.0.1:45678` */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  /** The folder s3rver stores buckets in (removed by stop()). */
  directory: string;
  /** Closes the server and removes its folder. Safe to call twice. */
  stop(): Promise<void>;
  /** Closes the server, keeping its objects, as an outage would (fault tests). */
  pause(): Promise<void>;
  /** Serves again on the same port and objects, after pause(). */
  resume(): Promise<void>;
}

const s3rver = (directory: string, port: number) =>
  new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    // Path-style URLs only: a host that is an IP has no bucket in it anyway.
    vhostBuckets: false,
  });

async function close(server: S3rverInstance): Promise<void> {
  server.httpServer?.closeAllConnections?.();
  await server.close().catch(() => undefined);
}

export async function startS3(): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'test-s3rver-'));
  let server = s3rver(directory, 0);
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw error;
  }

  let stopped = false;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    directory,
    async stop() {
      if (stopped) return;
      stopped = true;
      await close(server);
      fs.rmSync(directory, { recursive: true, force: true });
    },
    pause: () => close(server),
    async resume() {
      server = s3rver(directory, address.port);
      await server.run();
    },
  };
}
