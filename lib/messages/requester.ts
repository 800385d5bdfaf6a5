import type { Reply, Request, RequestType, ResponseMap } from './protocol';

// Type-only import of the protocol: safe for the content script (no zod, no `wxt/browser` at run time).

type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;
export type RequestInput<T extends RequestType> = Omit<Partial<RequestOf<T>>, 'type'> &
  Omit<RequestOf<T>, 'type' | 'userInitiated' | 'limit' | 'savedOnly'>;

export type Requester = <T extends RequestType>(type: T, data: RequestInput<T>) => Promise<ResponseMap[T]>;

/** A typed request function over a runtime.sendMessage that returns a promise. */
export function createRequester(sendMessage: (message: unknown) => Promise<unknown>): Requester {
  return async (type, data) => {
    const reply = (await sendMessage({ ...data, type })) as Reply<never> | undefined;
    if (!reply) throw new Error('No reply from the background worker');
    if (!reply.ok) throw new Error(reply.error);
    return reply.data;
  };
}
