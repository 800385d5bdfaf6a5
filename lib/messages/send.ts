import { browser } from 'wxt/browser';
import type { Reply, Request, RequestType, ResponseMap } from './protocol';

// Type-only import of the protocol: safe for the content script (no zod at run time).

type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;
type Input<T extends RequestType> = Omit<Partial<RequestOf<T>>, 'type'> &
  Omit<RequestOf<T>, 'type' | 'userInitiated' | 'limit'>;

export class MessageRefused extends Error {}

/** Sends one typed request to the worker and unwraps its reply. */
export async function sendRequest<T extends RequestType>(type: T, data: Input<T>): Promise<ResponseMap[T]> {
  const reply = (await browser.runtime.sendMessage({ ...data, type })) as Reply<ResponseMap[T]> | undefined;
  if (!reply) throw new MessageRefused('No reply from the background worker');
  if (!reply.ok) throw new MessageRefused(reply.error);
  return reply.data;
}
