// Where a stand-in listens: this machine only, on a given port or any free one; closed with its open connections.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts `server` on 127.0.0.1:`port` (0: any free one). */
export async function listenOnLoopback(server: Server, port = 0): Promise<Listening> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
