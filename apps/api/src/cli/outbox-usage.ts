/**
 * The outbox CLI's commands, each as its usage line writes it and what it does. The README's
 * table and docs/mail-delivery.md name each of them and no other (outbox-usage.test.ts).
 */
export const outboxCommands = [
  {
    command: 'list',
    text: 'pending and failed mail (inquiries and acknowledgements): age,\nattempts, last error; and how many attachments are held',
  },
  { command: 'show ID', text: 'one message: sender, kind, attachment, delivery state, text' },
  {
    command: 'retry ID',
    text: 'move a failed message back to pending/ (the running server sends it)',
  },
  { command: 'retry --failed', text: 'the same for every failed message' },
  { command: 'held', text: 'attachments too large for the mail server, kept on this server' },
  {
    command: 'export ID FOLDER',
    text: 'copy a held attachment into FOLDER under its own name, then delete\nit from the server (collected); --keep leaves it here',
  },
] as const;

const column = 23;

/** What `npm run outbox -- --help` prints. */
export const usage = `Usage: npm run outbox -- <command>
${outboxCommands
  .map(
    ({ command, text }) =>
      `  ${command.padEnd(column)}${text.replaceAll('\n', `\n  ${' '.repeat(column)}`)}`,
  )
  .join('\n')}
Reads OUTBOX_DIR like the server (environment, then <repo root>/.env). Safe while the server
runs: the CLI only reads, and moves a message out of failed/ or a held attachment out of
held/ with one rename.`;
