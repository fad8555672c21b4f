/**
 * Thrown when a submission (or its upload) could not be written to disk; the route answers
 * 503. A module of its own so that the contact form's reading and the outbox both use it
 * without depending on each other.
 */
export class OutboxUnavailableError extends Error {
  override name = 'OutboxUnavailableError';
}
