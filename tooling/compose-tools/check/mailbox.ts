// The mail that reached Mailpit (or its stand-in), read through Mailpit's API and parsed back
// with mailparser: the list (GET /api/v1/messages), then each message's source (GET
// /api/v1/message/<id>/raw). Parsed once per message.
import { simpleParser, type ParsedMail } from 'mailparser';
import { z } from 'zod';

const listing = z.object({
  messages: z.array(z.looseObject({ ID: z.string() })),
});

export class Mailbox {
  readonly #parsed = new Map<string, ParsedMail>();

  readonly apiUrl: string;

  constructor(apiUrl: string) {
    this.apiUrl = apiUrl;
  }

  async all(): Promise<ParsedMail[]> {
    const response = await fetch(`${this.apiUrl}/api/v1/messages?limit=1000`);
    if (!response.ok) throw new Error(`Mailpit answered ${response.status}`);
    const { messages } = listing.parse(await response.json());
    for (const { ID } of messages) {
      if (this.#parsed.has(ID)) continue;
      const raw = await fetch(`${this.apiUrl}/api/v1/message/${ID}/raw`);
      if (!raw.ok) throw new Error(`Mailpit answered ${raw.status} for ${ID}'s source`);
      this.#parsed.set(ID, await simpleParser(Buffer.from(await raw.arrayBuffer())));
    }
    return [...this.#parsed.values()];
  }

  /** The mails whose text carries `marker`. */
  async with(marker: string): Promise<ParsedMail[]> {
    return (await this.all()).filter((mail) => (mail.text ?? '').includes(marker));
  }
}

export const recipients = (mail: ParsedMail): string[] =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap(({ value }) =>
    value.map(({ address }) => address ?? ''),
  );
