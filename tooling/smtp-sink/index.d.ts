import type { ParsedMail } from 'mailparser';
import type { SMTPServerSession } from 'smtp-server';

/** The SMTP envelope of a message: MAIL FROM and every RCPT TO. */
export interface Envelope {
  from: string;
  to: string[];
}

/** A mail the sink accepted, parsed by mailparser. */
export interface Received {
  mail: ParsedMail;
  envelope: Envelope;
  receivedAt: Date;
}

/**
 * How the server answers one message's DATA: take it, refuse it with an SMTP reply
 * (4xx: try later, 5xx: never), cut the connection while the message is arriving, or stall
 * (stop reading mid-message and never answer: the client is left in the middle of DATA).
 */
export type SmtpAnswer = 'accept' | 'drop' | 'stall' | { code: number; text: string };

export interface SmtpSinkOptions {
  /** The port on 127.0.0.1; 0 (the default) takes a free one, kept for a restart. */
  port?: number;
  /** The SIZE the server advertises (and enforces); default 64 MiB. */
  size?: number;
  /**
   * Advertise only "SIZE", without the figure, and refuse a MAIL FROM whose SIZE= exceeds
   * `size` (552 5.3.4), as relays that keep their limit to themselves do; a message that
   * still arrives larger is refused after DATA (552). Default false.
   */
  hideSize?: boolean;
  /**
   * false: accepted mails are only counted (`accepted`), not parsed nor kept — for benchmarks,
   * where parsing would measure the sink instead of the API. Default true.
   */
  parse?: boolean;
}

/** A real SMTP server on 127.0.0.1 (smtp-server) that parses every accepted mail with mailparser. */
export class SmtpSink {
  constructor(options?: SmtpSinkOptions);
  /** Creates the sink and waits until it listens. */
  static start(options?: SmtpSinkOptions): Promise<SmtpSink>;
  /** The port it listens on (the one the system gave when 0 was asked). */
  readonly port: number;
  readonly size: number;
  readonly hideSize: boolean;
  readonly parse: boolean;
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  readonly url: string;
  /** The accepted mails, in order (empty when `parse` is false). */
  readonly received: Received[];
  /**
   * Every DATA answered, in order (accepted ones also land in `received`), and each mail
   * refused for its size (552, at MAIL FROM with hideSize or after DATA).
   */
  readonly answers: { answer: SmtpAnswer; mail?: ParsedMail }[];
  /** How many mails were accepted (also counted when `parse` is false). */
  readonly accepted: number;
  /** How many messages arrived complete (counted before a held answer). */
  readonly dataReceived: number;
  /** How many messages are stalled mid-DATA (answer 'stall'). */
  readonly stalled: number;
  /** Decides each DATA's answer when nothing is queued with answerNext(). */
  answer: (session: SMTPServerSession) => SmtpAnswer;
  /** From now on, each message's answer waits (the delivery stays in flight) until… */
  holdAnswers(): void;
  /** …this sends the held answers and stops holding. */
  releaseAnswers(): void;
  /** The next messages get these answers, in order; then `answer` decides again. */
  answerNext(...answers: SmtpAnswer[]): void;
  /** Starts listening (again, after stop(), on the same port). */
  listen(): Promise<void>;
  /** Cuts every open connection and closes the server. */
  stop(): Promise<void>;
  /** Resolves once at least `count` mails have been accepted; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<Received[]>;
}

export interface JsonAddress {
  address: string;
  name: string;
}

/** A received mail as plain JSON (what an out-of-process sink hands to its tests). */
export interface JsonMail {
  receivedAt: string;
  envelope: Envelope;
  messageId: string;
  subject: string;
  from: JsonAddress[];
  to: JsonAddress[];
  replyTo: JsonAddress[];
  text: string;
  html: string;
  attachments: {
    filename: string;
    contentType: string;
    size: number;
    /** Hex SHA-256 of the decoded content. */
    sha256: string;
    base64: string;
  }[];
}

export function mailToJson(received: Received): JsonMail;
