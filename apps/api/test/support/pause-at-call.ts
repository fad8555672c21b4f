import { z } from 'zod';

const targetsSchema = z.array(z.object({ webSocketDebuggerUrl: z.string() }));
const messageSchema = z.object({
  id: z.number().optional(),
  method: z.string().optional(),
  result: z.unknown().optional(),
  error: z.unknown().optional(),
});
const objectSchema = z.object({ result: z.object({ objectId: z.string() }) });

/**
 * Stops a process started with `--inspect=127.0.0.1:<port>` at the next call of a function,
 * through the V8 inspector protocol (Chrome DevTools Protocol): `fn` is an expression that
 * gives the function in that process, `condition` an expression over its `arguments`.
 * `paused` resolves once the process stands still at that call, so that a test can kill it
 * at exactly that point (a real SIGKILL, not a simulated one).
 */
export async function pauseAtCall(
  inspectorPort: number,
  fn: string,
  condition: string,
): Promise<{ paused: Promise<void>; close: () => void }> {
  const targets = targetsSchema.parse(
    await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json(),
  );
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error('no inspector target');
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (error: Error) => void }
  >();
  let onPaused: () => void = () => undefined;
  const paused = new Promise<void>((resolve) => (onPaused = resolve));
  socket.addEventListener('message', (event) => {
    const message = messageSchema.parse(JSON.parse(String(event.data)));
    if (message.id !== undefined) {
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error) call?.reject(new Error(`inspector: ${JSON.stringify(message.error)}`));
      else call?.resolve(message.result);
    } else if (message.method === 'Debugger.paused') {
      onPaused();
    }
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      nextId += 1;
      waiting.set(nextId, { resolve, reject });
      socket.send(JSON.stringify({ id: nextId, method, params }));
    });
  await send('Debugger.enable');
  const { objectId } = objectSchema.parse(
    await send('Runtime.evaluate', { expression: fn }),
  ).result;
  await send('Debugger.setBreakpointOnFunctionCall', { objectId, condition });
  return { paused, close: () => socket.close() };
}
