import { connect, createServer, type Socket } from 'node:net';

// Firefox has no host-resolver rules: its HTTPS traffic goes through this proxy instead, which
// tunnels CONNECT requests for the hosts it plays (www.google.com:443) to the fixture site and
// refuses every other host, so nothing leaves the machine.

export interface ConnectProxy {
  port: number;
  close(): Promise<void>;
}

export async function startConnectProxy(hosts: readonly string[], targetPort: number): Promise<ConnectProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.once('data', (head) => {
      const requestLine = head.toString('latin1').split('\r\n', 1)[0] ?? '';
      const target = /^CONNECT ([^\s:]+):443 HTTP\/1\.[01]$/.exec(requestLine);
      if (!target?.[1] || !hosts.includes(target[1])) {
        client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
        return;
      }
      const upstream = connect(targetPort, '127.0.0.1', () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.pipe(client);
        client.pipe(upstream);
      });
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('close', () => upstream.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    port: address.port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
