import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMissing } from '../errors/node-error.js';
import { writeFileDurably } from '../fs/durable.js';
import { messageFile, stateFile } from './outbox-folders.js';
import {
  deliveryStateSchema,
  parseStored,
  storedMessageSchema,
  type DeliveryState,
  type StoredMessage,
} from './stored-message.js';

/** message.json of the message in dir/<id>, checked against its schema. */
export async function readMessage(dir: string, id: string): Promise<StoredMessage> {
  const file = path.join(dir, id, messageFile);
  const stored = parseStored(storedMessageSchema, await readFile(file, 'utf8'), messageFile);
  if (stored.id !== id) throw new Error(`${messageFile} names ${stored.id}, not ${id}`);
  return stored;
}

/** The delivery state of the message in dir/<id>; a message never tried yet has none on disk. */
export async function readState(dir: string, id: string): Promise<DeliveryState> {
  let text: string;
  try {
    text = await readFile(path.join(dir, id, stateFile), 'utf8');
  } catch (error) {
    if (isMissing(error)) return { attempts: 0 };
    throw error;
  }
  return parseStored(deliveryStateSchema, text, stateFile);
}

/** Replaces the delivery state of the message in `folder` as a whole (durably). */
export async function writeState(folder: string, state: DeliveryState): Promise<void> {
  await writeFileDurably(path.join(folder, stateFile), JSON.stringify(state));
}
