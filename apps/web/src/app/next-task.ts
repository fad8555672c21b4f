/**
 * Resolves in a new task, so the work before and after it runs as two tasks instead of one
 * long one. A MessageChannel message, not a timer: timers are throttled and clamped.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
