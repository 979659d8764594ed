// The proof-of-work search of the store's captcha, off the main thread: SHA-256 of salt + nonce for nonce
// 0, 1, 2, … until one starts with `difficulty` zero bits. Digests run in batches, so Web Crypto works on
// many at once; a progress message after each batch says how many were tried.
import { leadingZeroBits } from './leading-zero-bits.js';

export interface SolveRequest {
  salt: string;
  difficulty: number;
}

export type SolveMessage = { kind: 'progress'; tried: number } | { kind: 'solved'; nonce: number };

const BATCH = 256;
const encoder = new TextEncoder();

async function solve({ salt, difficulty }: SolveRequest): Promise<void> {
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => start + i);
    const digests = await Promise.all(
      nonces.map((nonce) => crypto.subtle.digest('SHA-256', encoder.encode(salt + nonce))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) {
      postMessage({ kind: 'solved', nonce: nonces[found]! } satisfies SolveMessage);
      return;
    }
    postMessage({ kind: 'progress', tried: start + BATCH } satisfies SolveMessage);
  }
}

addEventListener('message', (event: MessageEvent<SolveRequest>) => void solve(event.data));
