/**
 * The outbox cannot take a message now (no room, its lock lost, a write failed); the route
 * answers 503 unavailable. Thrown by the outbox and by the contact form's reading, which
 * writes an upload into the outbox's folder (Outbox.uploadPath).
 */
export class OutboxUnavailableError extends Error {
  override name = 'OutboxUnavailableError';
}
