import { siteConfig } from '@verdalia/shared';

const day = 24 * 60 * 60 * 1000;

/**
 * How long the outbox keeps what a visitor sent, from the figures the privacy notice states
 * (siteConfig.retention in packages/shared): one place for both.
 */
export const retentionMs = {
  /** Retrying an undelivered message: RETRY_GIVE_UP_MS's default, and production's maximum. */
  deliveryRetry: siteConfig.retention.deliveryRetryDays * day,
  /** A message in failed/, from the moment it failed. */
  failedFolder: siteConfig.retention.failedFolderDays * day,
  /** An attachment in held/, from the moment it was held, unless collected before. */
  heldAttachment: siteConfig.retention.heldAttachmentDays * day,
  /** The record that an address was acknowledged (one acknowledgement per address in this time). */
  acknowledgedMailbox: siteConfig.retention.acknowledgedMailboxDays * day,
} as const;
