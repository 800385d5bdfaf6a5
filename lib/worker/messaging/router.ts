import { parseRequest, type Reply, type Request } from '@/lib/messages/protocol';
import type { AllowedSender, Handlers } from './handlers';
import { classifySender, type ExtensionIdentity, refusalFor, type SenderLike } from './sender';

/** Validates, checks the sender, dispatches. Every reply is a Reply; nothing secret is ever in one. */
export async function handleMessage(
  message: unknown,
  sender: SenderLike,
  identity: ExtensionIdentity,
  handlers: Handlers,
): Promise<Reply<unknown>> {
  const request = parseRequest(message);
  if (!request) return { ok: false, error: 'invalid message' };
  const from = classifySender(sender, identity);
  const refusal = refusalFor(request, from);
  if (refusal !== null || from.kind === 'unknown')
    return { ok: false, error: `refused: ${refusal ?? 'unknown sender'}` };
  try {
    const handler = handlers[request.type] as (request: Request, sender: AllowedSender) => Promise<unknown>;
    return { ok: true, data: await handler(request, from) };
  } catch (error) {
    // Only the error's class name: messages may carry details that do not belong in a page.
    const name = error instanceof Error ? error.name : 'Error';
    return { ok: false, error: `internal error (${name})` };
  }
}
