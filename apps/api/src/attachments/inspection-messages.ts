import { attachmentTypes, type AttachmentMime } from '@verdalia/shared';
import { z } from 'zod';

const attachmentMime = z.string().transform((value, context): AttachmentMime => {
  const type = attachmentTypes.find((candidate) => candidate.mime === value);
  if (!type) {
    context.addIssue({ code: 'custom', message: `not an attachment type: ${value}` });
    return z.NEVER;
  }
  return type.mime;
});

/**
 * What the main thread asks the inspection worker: check this file as this type, or stop the
 * check of request `cancel` (its reply then says it is unchecked).
 */
export const inspectionRequest = z.union([
  z.object({
    id: z.number().int(),
    path: z.string().min(1),
    mime: attachmentMime,
  }),
  z.object({ cancel: z.number().int() }),
]);
export type InspectionRequest = z.output<typeof inspectionRequest>;

/**
 * What the worker answers: it is ready (its modules loaded), a request's verdict, or that the
 * request's file could not be checked (the checker failed, not the file: 503, never 415).
 */
export const inspectionReply = z.union([
  z.object({ ready: z.literal(true) }),
  z.object({ id: z.number().int(), unchecked: z.string() }),
  z.object({
    id: z.number().int(),
    verdict: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true) }),
      z.object({ ok: z.literal(false), reason: z.string() }),
    ]),
  }),
]);
export type InspectionReply = z.output<typeof inspectionReply>;

/** What a worker thread is started with (its workerData). */
export const workerSettings = z.object({
  /** How much its thread adds to its niceness as it starts (0: the server's priority). */
  niceness: z.number().int().min(0).max(19),
});
export type WorkerSettings = z.output<typeof workerSettings>;
