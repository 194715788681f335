import type { BusMessage } from './bus.js';

/** Who published a message, and its number among that publisher's messages (from 1). */
export interface EnvelopeHead {
  publisher: string;
  sequence: number;
}

const NEWLINE = 0x0a;
const HEAD = /^([A-Za-z0-9]+) ([1-9][0-9]*)$/;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * A NATS payload: one line `<publisher> <sequence>`, then the message as JSON. The head comes
 * first and apart so that a receiver drops a copy it already handled without parsing its body.
 * Throws what `JSON.stringify` throws for a message that cannot be encoded.
 */
export function encodeEnvelope(head: EnvelopeHead, message: BusMessage): Uint8Array {
  return encoder.encode(`${head.publisher} ${head.sequence}\n${JSON.stringify(message)}`);
}

/** The head of a payload and where its body starts; undefined for anything else. */
export function readHead(payload: Uint8Array): { head: EnvelopeHead; body: number } | undefined {
  const end = payload.indexOf(NEWLINE);
  if (end < 0) return undefined;
  const match = HEAD.exec(decoder.decode(payload.subarray(0, end)));
  if (!match?.[1] || !match[2]) return undefined;
  return { head: { publisher: match[1], sequence: Number(match[2]) }, body: end + 1 };
}

/** The message after the head; undefined when it is not a JSON object with a `type`. */
export function readMessage(payload: Uint8Array, body: number): BusMessage | undefined {
  try {
    const value: unknown = JSON.parse(decoder.decode(payload.subarray(body)));
    if (typeof value !== 'object' || value === null || !('type' in value)) return undefined;
    // note: a publisher's bus encoded a BusMessage here (`encodeEnvelope`); the shape holds.
    return value as BusMessage;
  } catch {
    return undefined;
  }
}
