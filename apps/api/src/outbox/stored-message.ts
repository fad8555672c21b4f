import {
  attachmentTypes,
  defaultInquiryKind,
  inquiryKinds,
  languages,
  type AttachmentMime,
} from '@verdalia/shared';
import { z } from 'zod';

// What the outbox writes to disk and reads back, as schemas: a file changed by hand, cut by a
// full disk or written by an older version is refused with a reason (the worker moves the
// message to failed/ with it), never taken on trust.

/** An outbox id: the time in base 36, a random part, "-ack" for an acknowledgement. */
export const outboxIdPattern = /^[0-9a-z]+-[0-9a-f]{16}(?:-ack)?$/;
const outboxId = z.string().regex(outboxIdPattern);

function isAttachmentMime(value: unknown): value is AttachmentMime {
  return attachmentTypes.some((type) => type.mime === value);
}

const attachmentMime = z.custom<AttachmentMime>(
  isAttachmentMime,
  'not an accepted attachment type',
);

const common = {
  version: z.literal(1),
  id: outboxId,
  /** RFC 5322 Message-ID, fixed at acceptance so every delivery attempt carries the same one. */
  messageId: z.string().regex(/^<[^<>\s]+@[^<>\s]+>$/),
  createdAt: z.iso.datetime(),
  /** The language the visitor used on the site. */
  lang: z.enum(languages),
  /** Messages stored before the form asked count as "other", like a request without it. */
  kind: z.enum(inquiryKinds).default(defaultInquiryKind),
};

/** An accepted submission: the staff mail (message.json in pending/<id>/). */
export const storedInquirySchema = z.object({
  ...common,
  type: z.literal('inquiry'),
  name: z.string(),
  email: z.string().min(3),
  message: z.string(),
  remoteIp: z.string(),
  /** The file itself is `attachment` next to message.json (or in held/<id>/ once held). */
  attachment: z
    .object({
      fileName: z.string().min(1),
      mime: attachmentMime,
      size: z.number().int().nonnegative(),
    })
    .optional(),
  /** A file the visitor sent that the outbox had no room for: dropped, named in the staff mail. */
  attachmentNotKept: z.object({ fileName: z.string() }).optional(),
});

/**
 * The acknowledgement to the visitor: parked inside its inquiry's folder
 * (pending/<id>/acknowledgement/) until the staff mail is accepted, then a message of its own
 * (pending/<id>-ack/). Nothing the visitor typed but the address it goes to.
 */
export const storedAcknowledgementSchema = z.object({
  ...common,
  type: z.literal('acknowledgement'),
  email: z.string().min(3),
  /** The inquiry's id: the reference both mails show. */
  reference: outboxId,
});

/** Either, by its `type`; a message written before acknowledgements existed is an inquiry. */
export const storedMessageSchema = z.preprocess(
  (value) =>
    typeof value === 'object' && value !== null && !('type' in value)
      ? { ...value, type: 'inquiry' }
      : value,
  z.discriminatedUnion('type', [storedInquirySchema, storedAcknowledgementSchema]),
);

export type StoredInquiry = z.output<typeof storedInquirySchema>;
export type StoredAcknowledgement = z.output<typeof storedAcknowledgementSchema>;
export type StoredMessage = z.output<typeof storedMessageSchema>;

/** How delivery went so far (delivery.json next to message.json), for the worker and the CLI. */
export const deliveryStateSchema = z.object({
  attempts: z.number().int().nonnegative(),
  lastError: z.string().optional(),
  lastAttemptAt: z.iso.datetime().optional(),
  /** When an operator last moved the message back from failed/; the give-up clock restarts. */
  retriedAt: z.iso.datetime().optional(),
  failedAt: z.iso.datetime().optional(),
  /** Set once the attachment was too large to send: the mail goes without it (held/<id>/). */
  attachmentHeld: z
    .object({
      at: z.iso.datetime(),
      reason: z.string(),
      limitBytes: z.number().int().positive().optional(),
    })
    .optional(),
});

export type DeliveryState = z.output<typeof deliveryStateSchema>;

/** What held/<id>/held.json says about an attachment kept on the server. */
export const heldAttachmentSchema = z.object({
  version: z.literal(1),
  id: outboxId,
  messageId: z.string(),
  kind: z.enum(inquiryKinds),
  fileName: z.string().min(1),
  mime: attachmentMime,
  size: z.number().int().nonnegative(),
  heldAt: z.iso.datetime(),
  reason: z.string(),
  limitBytes: z.number().int().positive().optional(),
});

export type HeldAttachment = z.output<typeof heldAttachmentSchema>;

/** Parses a JSON file's text with `schema`; the error names the file and the first problem. */
export function parseStored<Output>(schema: z.ZodType<Output>, text: string, file: string): Output {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${String(error)}`, { cause: error });
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(
      `${file} does not hold what it should: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  return result.data;
}
