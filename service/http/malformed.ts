import type { MalformedKind } from './faults.ts';
import { type Reply, rawReply } from './reply.ts';

const HTML_PAGE =
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>' +
  '<body><h1>Bad Gateway</h1><p>The upstream server returned an invalid response.</p></body></html>';

/** Turns a would-be 200 reply into a broken one of the chosen kind (status stays 200). */
export function malformReply(reply: Reply, kind: MalformedKind): Reply {
  switch (kind) {
    case 'truncated':
      return rawReply(200, reply.body.slice(0, Math.max(1, Math.floor(reply.body.length / 2))));
    case 'html':
      return rawReply(200, HTML_PAGE, 'text/html; charset=utf-8');
    case 'array':
      return rawReply(200, JSON.stringify([reply.body.length, 'items', { menu_status: 'verified' }]));
    case 'string':
      return rawReply(200, JSON.stringify('menu temporarily unavailable'));
    case 'null':
      return rawReply(200, 'null');
    case 'empty':
      return rawReply(200, '');
  }
}
